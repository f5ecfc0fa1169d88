// RowSolver: the row's runs in, moves in place coordinates out. A position is kept as its
// distinct run lengths with their counts and the rule's counts (X included); an option is
// evaluated by updating those for the run it takes from and the two it leaves, or by the
// quotient's element of the other runs times the two runs left.
#include "games/row/row_solver.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace marienbad {
namespace {

// The index of a canonical option (take, shorter side left) among a run's options: takes 1 to
// max-take, each with left = 0 .. run / 2 (some unused when the take is large).
std::size_t option_index(int run, int take, int left) {
    return static_cast<std::size_t>(take - 1) * static_cast<std::size_t>(run / 2 + 1) +
           static_cast<std::size_t>(left);
}

// The entry of `length` among a position's distinct lengths, or where it would go.
template <class Lengths>
auto entry_of(Lengths& lengths, int length) {
    return std::lower_bound(lengths.begin(), lengths.end(), length,
                            [](const auto& entry, int n) { return entry.length < n; });
}

}  // namespace

RowMethod row_method(Convention convention, int max_take) {
    if (convention == Convention::normal) {
        return RowMethod::nim_sum;
    }
    if (max_take == 1) {
        return RowMethod::match_parity;
    }
    return max_take == 3 ? RowMethod::misere_rule : RowMethod::misere_quotient;
}

RowSolver::RowSolver(Convention convention, int max_take, const RowSolverLimits& limits)
    : convention_(convention),
      max_take_(max_take),
      method_(row_method(convention, max_take)),
      grundy_(max_take, 0),
      stored_positions_(limits.stored_positions),
      quotient_budget_(limits.quotient_budget) {}

void RowSolver::cover_with_quotient(int longest) {
    if (method_ != RowMethod::misere_quotient || (quotient_ && quotient_->max_heap() >= longest)) {
        return;
    }
    if (!engine_) {
        engine_.emplace(consecutive_takes_code(max_take_), quotient_budget_);
    }
    if (!engine_->extend_to(std::max(longest, 1))) {
        quotient_stop_ = engine_->stop();
        method_ = RowMethod::misere_search;
        engine_.reset();
        quotient_.reset();
        quotient_runs_.clear();
        std::vector<int>().swap(products_);  // the quotient's table, no longer used
        search_.emplace(max_take_, stored_positions_);
        return;
    }
    // The elements are numbered anew: what was kept by element goes.
    quotient_.emplace(*engine_);
    quotient_runs_.clear();
    products_.clear();
}

std::vector<int> RowSolver::elements_without_one(const Runs& runs) const {
    if (method_ != RowMethod::misere_quotient) {
        return {};
    }
    const MisereQuotient& quotient = *quotient_;
    const auto times_runs = [&](int element, const LengthCount& entry, int count) {
        for (int copy = 0; copy < count; ++copy) {
            element = quotient.times_heap(element, entry.length);
        }
        return element;
    };
    const std::size_t size = runs.lengths.size();
    std::vector<int> suffix(size + 1, 0);
    for (std::size_t i = size; i-- > 0;) {
        suffix[i] = times_runs(suffix[i + 1], runs.lengths[i], runs.lengths[i].count);
    }
    std::vector<int> rest(size);
    int prefix = 0;
    for (std::size_t i = 0; i < size; ++i) {
        const LengthCount& entry = runs.lengths[i];
        rest[i] = quotient.product(times_runs(prefix, entry, entry.count - 1), suffix[i + 1]);
        prefix = times_runs(prefix, entry, entry.count);
    }
    return rest;
}

RowSolver::QuotientRun& RowSolver::quotient_run(int run) {
    auto known = quotient_runs_.find(run);
    if (known != quotient_runs_.end()) {
        return known->second;
    }
    const MisereQuotient& quotient = *quotient_;
    const auto order = static_cast<std::size_t>(quotient.order());
    if (products_.empty()) {
        products_.resize(order * order);
        for (std::size_t x = 0; x < order; ++x) {
            for (std::size_t y = 0; y < order; ++y) {
                products_[x * order + y] =
                    quotient.product(static_cast<int>(x), static_cast<int>(y));
            }
        }
    }
    std::vector<long long> moves(order, 0);
    for (int take = 1; take <= std::min(max_take_, run); ++take) {
        for (int left = 0; left <= run - take; ++left) {
            ++moves[static_cast<std::size_t>(
                quotient.times_heap(quotient.heap_element(left), run - take - left))];
        }
    }
    QuotientRun entry{{}, std::vector<long long>(order, -1)};
    for (std::size_t t = 0; t < order; ++t) {
        if (moves[t] != 0) {
            entry.moves.emplace_back(static_cast<int>(t), moves[t]);
        }
    }
    return quotient_runs_.emplace(run, std::move(entry)).first->second;
}

std::size_t RowSolver::losing_moves(int run, int rest) {
    QuotientRun& entry = quotient_run(run);
    long long& known = entry.losing_moves[static_cast<std::size_t>(rest)];
    if (known < 0) {
        known = 0;
        const auto row = static_cast<std::size_t>(rest) * entry.losing_moves.size();
        for (const auto& [element, moves] : entry.moves) {
            if (quotient_->losing(products_[row + static_cast<std::size_t>(element)])) {
                known += moves;
            }
        }
    }
    return static_cast<std::size_t>(known);
}

int RowSolver::run_grundy(int length) {
    if (length > grundy_.max_length()) {
        grundy_.extend_to(length);
    }
    return grundy_(length);
}

void RowSolver::add_run(Runs& runs, int length) {
    if (length == 0) {
        return;
    }
    auto at = entry_of(runs.lengths, length);
    if (at == runs.lengths.end() || at->length != length) {
        at = runs.lengths.insert(at, {length, 0});
    }
    ++at->count;
    runs.counts.add(length, run_grundy(length));
    runs.matches += length;
}

void RowSolver::remove_run(Runs& runs, int length) {
    if (length == 0) {
        return;
    }
    const auto at = entry_of(runs.lengths, length);
    if (at == runs.lengths.end() || at->length != length) {
        throw std::logic_error("RowSolver: no run of that length");
    }
    if (--at->count == 0) {
        runs.lengths.erase(at);
    }
    runs.counts.remove(length, run_grundy(length));
    runs.matches -= length;
}

RowSolver::Runs RowSolver::runs_of(const RowPosition& position) {
    const std::vector<RowRun> row = row_runs(position);
    int longest = 0;
    for (const RowRun& run : row) {
        longest = std::max(longest, run.length);
    }
    run_grundy(longest);  // every value up to the longest run, at once
    cover_with_quotient(longest);
    std::vector<int> lengths;
    lengths.reserve(row.size());
    for (const RowRun& run : row) {
        lengths.push_back(run.length);
    }
    std::sort(lengths.begin(), lengths.end());
    Runs runs;
    for (const int length : lengths) {
        if (runs.lengths.empty() || runs.lengths.back().length != length) {
            runs.lengths.push_back({length, 0});
        }
        ++runs.lengths.back().count;
        runs.counts.add(length, grundy_(length));
        runs.matches += length;
    }
    return runs;
}

MisereRuleCounts RowSolver::rule_counts(const RowPosition& position) {
    return runs_of(position).counts;
}

template <class Visit>
void RowSolver::for_each_option_of(const LengthCount& entry, Visit visit) const {
    const int run = entry.length;
    for (int take = 1; take <= std::min(max_take_, run); ++take) {
        for (int left = 0; left <= (run - take) / 2; ++left) {
            const int right = run - take - left;
            const auto moves = static_cast<std::size_t>(entry.count) * (left == right ? 1 : 2);
            visit(RunOption{run, take, left, right}, moves);
        }
    }
}

std::vector<int>& RowSolver::flat_lengths(const Runs& runs, int without) {
    scratch_lengths_.clear();
    bool left_out = without == 0;
    for (const LengthCount& entry : runs.lengths) {
        int count = entry.count;
        if (!left_out && entry.length == without) {
            --count;
            left_out = true;
        }
        scratch_lengths_.insert(scratch_lengths_.end(), static_cast<std::size_t>(count),
                                entry.length);
    }
    return scratch_lengths_;
}

bool RowSolver::player_to_move_loses(const Runs& runs) {
    switch (method_) {
        case RowMethod::nim_sum:
            return runs.counts.nim_sum == 0;
        case RowMethod::match_parity:
            return runs.matches % 2 == 1;
        case RowMethod::misere_rule:
            return misere_rule_loses(runs.counts);
        case RowMethod::misere_quotient:
            return quotient_->player_to_move_loses(flat_lengths(runs));
        case RowMethod::misere_search:
            break;
    }
    return !search_->player_to_move_wins(flat_lengths(runs));
}

bool RowSolver::option_leaves_a_loss(const Runs& runs, const RunOption& option, int rest) {
    switch (method_) {
        case RowMethod::nim_sum:
            return (runs.counts.nim_sum ^ grundy_(option.run) ^ grundy_(option.left) ^
                    grundy_(option.right)) == 0;
        case RowMethod::match_parity:
            return (runs.matches - option.take) % 2 == 1;
        case RowMethod::misere_rule: {
            MisereRuleCounts after = runs.counts;
            after.remove(option.run, grundy_(option.run));
            if (option.left != 0) {
                after.add(option.left, grundy_(option.left));
            }
            if (option.right != 0) {
                after.add(option.right, grundy_(option.right));
            }
            return misere_rule_loses(after);
        }
        case RowMethod::misere_quotient:
            return quotient_->losing(
                quotient_->times_heap(quotient_->times_heap(rest, option.left), option.right));
        case RowMethod::misere_search:
            break;
    }
    std::vector<int>& lengths = flat_lengths(runs, option.run);
    for (const int part : {option.left, option.right}) {
        if (part != 0) {
            lengths.push_back(part);
        }
    }
    return !search_->player_to_move_wins(lengths);
}

const std::vector<std::uint32_t>& RowSolver::option_values(int run) {
    auto known = option_values_.find(run);
    if (known != option_values_.end()) {
        return known->second;
    }
    int largest = 0;
    for (int length = 0; length < run; ++length) {
        largest = std::max(largest, run_grundy(length));
    }
    // Values below the power of two above every part's value.
    std::vector<std::uint32_t> counts(std::bit_ceil(static_cast<unsigned>(largest) + 1U), 0);
    for (int take = 1; take <= std::min(max_take_, run); ++take) {
        for (int left = 0; left <= run - take; ++left) {
            ++counts[static_cast<std::size_t>(grundy_(left) ^ grundy_(run - take - left))];
        }
    }
    return option_values_.emplace(run, std::move(counts)).first->second;
}

std::size_t RowSolver::moves_worth(int run, int value) {
    const std::vector<std::uint32_t>& counts = option_values(run);
    const auto index = static_cast<std::size_t>(value);
    return index < counts.size() ? counts[index] : 0;
}

std::size_t RowSolver::winning_move_count(const Runs& runs) {
    std::size_t count = 0;
    const std::vector<int> rests = elements_without_one(runs);
    for (std::size_t index = 0; index < runs.lengths.size(); ++index) {
        const LengthCount& entry = runs.lengths[index];
        const int run = entry.length;
        if (method_ == RowMethod::misere_quotient) {
            // The moves leaving a losing position, all at once.
            count += static_cast<std::size_t>(entry.count) * losing_moves(run, rests[index]);
            continue;
        }
        // A move in this run leaves a wild run: the rule's case 1, X decides as in normal play.
        const bool keeps_a_wild_run = runs.counts.others - (is_wild_run(run) ? 1 : 0) > 0;
        if (method_ == RowMethod::nim_sum ||
            (method_ == RowMethod::misere_rule && keeps_a_wild_run)) {
            // The moves that leave X = 0: those leaving runs worth X xor g(run), all at once.
            count += static_cast<std::size_t>(entry.count) *
                     moves_worth(run, runs.counts.nim_sum ^ grundy_(run));
            continue;
        }
        for_each_option_of(entry, [&](const RunOption& option, std::size_t moves) {
            if (option_leaves_a_loss(runs, option, 0)) {
                count += moves;
            }
        });
    }
    return count;
}

bool RowSolver::player_to_move_wins(const RowPosition& position) {
    return !player_to_move_loses(runs_of(position));
}

std::vector<RowMove> RowSolver::winning_moves(const RowPosition& position) {
    const Runs runs = runs_of(position);
    // The winning canonical options, found once for each run length.
    std::vector<RunOption> winners;
    const std::vector<int> rests = elements_without_one(runs);
    for (std::size_t index = 0; index < runs.lengths.size(); ++index) {
        const int rest = rests.empty() ? 0 : rests[index];
        for_each_option_of(runs.lengths[index], [&](const RunOption& option, std::size_t) {
            if (option_leaves_a_loss(runs, option, rest)) {
                winners.push_back(option);
            }
        });
    }
    std::vector<RowMove> moves;
    if (winners.empty()) {
        return moves;
    }
    for (const RowRun& run : row_runs(position)) {
        const auto first = std::lower_bound(
            winners.begin(), winners.end(), run.length,
            [](const RunOption& option, int length) { return option.run < length; });
        for (auto option = first; option != winners.end() && option->run == run.length; ++option) {
            moves.push_back({run.start + option->left, option->take});
            if (option->left != option->right) {
                moves.push_back({run.start + option->right, option->take});
            }
        }
    }
    std::sort(moves.begin(), moves.end(), [](const RowMove& a, const RowMove& b) {
        return a.start != b.start ? a.start < b.start : a.count < b.count;
    });
    return moves;
}

std::optional<RowMove> RowSolver::find_winning_move(const RowPosition& position) {
    const std::vector<RowRun> runs = row_runs(position);
    std::vector<int> lengths;
    for (const RowRun& run : runs) {
        lengths.push_back(run.length);
    }
    cover_with_quotient(lengths.empty() ? 0 : *std::max_element(lengths.begin(), lengths.end()));
    if (method_ != RowMethod::misere_search) {
        const std::vector<RowMove> winners = winning_moves(position);
        return winners.empty() ? std::nullopt : std::optional<RowMove>(winners.front());
    }
    const std::optional<RunOption> option = search_->find_winning_option(lengths);
    if (!option) {
        return std::nullopt;
    }
    const auto run = std::find_if(runs.begin(), runs.end(),
                                  [&](const RowRun& r) { return r.length == option->run; });
    return RowMove{run->start + option->left, option->take};
}

std::vector<RowMoveReplies> RowSolver::winning_reply_counts(const RowPosition& position) {
    const Runs runs = runs_of(position);
    // The count for each canonical option, one table per distinct run length.
    std::vector<std::vector<std::size_t>> replies(runs.lengths.size());
    Runs after;
    for (std::size_t index = 0; index < runs.lengths.size(); ++index) {
        const int run = runs.lengths[index].length;
        std::vector<std::size_t>& of_run = replies[index];
        of_run.resize(option_index(run, std::min(max_take_, run), run / 2) + 1);
        for_each_option_of(runs.lengths[index], [&](const RunOption& option, std::size_t) {
            after = runs;
            remove_run(after, option.run);
            add_run(after, option.left);
            add_run(after, option.right);
            of_run[option_index(option.run, option.take, option.left)] = winning_move_count(after);
        });
    }
    std::vector<RowMoveReplies> moves;
    for (const RowRun& run : row_runs(position)) {
        const auto entry = entry_of(runs.lengths, run.length);
        const std::vector<std::size_t>& of_run =
            replies[static_cast<std::size_t>(entry - runs.lengths.begin())];
        for (int offset = 0; offset < run.length; ++offset) {
            for (int take = 1; take <= std::min(max_take_, run.length - offset); ++take) {
                const int left = std::min(offset, run.length - offset - take);
                moves.push_back(
                    {{run.start + offset, take}, of_run[option_index(run.length, take, left)]});
            }
        }
    }
    return moves;
}

}  // namespace marienbad
