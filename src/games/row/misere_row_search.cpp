// The misère row search: theory first, then the table, then the options in order. Positions
// are changed in place (play / take back) so that a node costs no allocation.
#include "games/row/misere_row_search.hpp"

#include <algorithm>
#include <stdexcept>

#include "games/row/misere_row_theory.hpp"

namespace marienbad {

MisereRowSearch::MisereRowSearch(int max_take, std::size_t max_stored_positions)
    : max_take_(max_take),
      grundy_(max_take, k_longest_run),
      position_(max_take),
      table_(max_stored_positions) {}

void MisereRowSearch::load(std::span<const int> runs) {
    position_.clear();
    grundy_sum_ = 0;
    for (const int run : runs) {
        if (run < 0 || run > k_longest_run) {
            throw std::invalid_argument("MisereRowSearch: run length out of range");
        }
        position_.add(run);
        grundy_sum_ ^= grundy_(run);
    }
    const auto depths = static_cast<std::size_t>(position_.matches()) + 2;
    if (keys_.size() < depths) {
        keys_.resize(depths);
        candidates_.resize(depths);
    }
}

void MisereRowSearch::play(const RunOption& option) {
    position_.remove(option.run);
    position_.add(option.left);
    position_.add(option.right);
    grundy_sum_ ^= grundy_(option.run) ^ grundy_(option.left) ^ grundy_(option.right);
}

void MisereRowSearch::take_back(const RunOption& option) {
    position_.remove(option.right);
    position_.remove(option.left);
    position_.add(option.run);
    grundy_sum_ ^= grundy_(option.run) ^ grundy_(option.left) ^ grundy_(option.right);
}

bool MisereRowSearch::player_to_move_wins(std::span<const int> runs) {
    load(runs);
    return solve(0);
}

std::optional<RunOption> MisereRowSearch::find_winning_option(std::span<const int> runs) {
    load(runs);
    const std::optional<bool> by_theory = misere_outcome_by_theory(position_);
    if (by_theory == false || table_.find(position_) == false) {
        return std::nullopt;
    }
    position_.write_key(keys_[0]);
    const std::optional<RunOption> winner = search_options(0);
    if (!by_theory) {
        table_.store(position_, keys_[0], winner.has_value());
    }
    return winner;
}

bool MisereRowSearch::solve(std::size_t depth) {
    if (const std::optional<bool> by_theory = misere_outcome_by_theory(position_)) {
        return *by_theory;
    }
    if (const std::optional<bool> stored = table_.find(position_)) {
        return *stored;
    }
    position_.write_key(keys_[depth]);
    const bool wins = search_options(depth).has_value();
    table_.store(position_, keys_[depth], wins);
    return wins;
}

std::optional<RunOption> MisereRowSearch::search_options(std::size_t depth) {
    ++positions_searched_;
    const std::vector<std::uint8_t>& key = keys_[depth];
    std::vector<Candidate>& candidates = candidates_[depth];
    candidates.clear();
    // First pass: the table slots of every option's position, fetched ahead of the lookups.
    for (std::size_t i = 0; i < key.size(); ++i) {
        const int run = key[i];
        if (i > 0 && key[i - 1] == run) {
            continue;
        }
        for (int take = 1; take <= std::min(max_take_, run); ++take) {
            for (int left = 0; left <= (run - take) / 2; ++left) {
                table_.prefetch(position_.hash_after(run, left, run - take - left));
            }
        }
    }
    for (std::size_t i = 0; i < key.size(); ++i) {
        const int run = key[i];
        if (i > 0 && key[i - 1] == run) {
            continue;  // runs of equal length have the same options
        }
        for (int take = 1; take <= std::min(max_take_, run); ++take) {
            for (int left = 0; left <= (run - take) / 2; ++left) {
                const RunOption option{run, take, left, run - take - left};
                play(option);
                std::optional<bool> by_theory = misere_outcome_by_theory(position_);
                if (!by_theory) {
                    by_theory = table_.find(position_);  // a child already solved
                }
                const int order = (grundy_sum_ == 0 ? 0 : 1024) + position_.unpaired_long_lengths();
                take_back(option);
                if (by_theory == false) {
                    return option;  // proved lost for the opponent, by theory or the table
                }
                if (!by_theory) {
                    candidates.push_back({option, order});
                }
                // An option proved won for the opponent is never tried.
            }
        }
    }
    std::sort(candidates.begin(), candidates.end(),
              [](const Candidate& a, const Candidate& b) { return a.order < b.order; });
    for (const Candidate& candidate : candidates) {
        play(candidate.option);
        const bool opponent_wins = solve(depth + 1);
        take_back(candidate.option);
        if (!opponent_wins) {
            return candidate.option;
        }
    }
    return std::nullopt;
}

RowSearchStats MisereRowSearch::stats() const {
    return {positions_searched_, table_.size(), table_.memory_bytes(), table_.restarts()};
}

}  // namespace marienbad
