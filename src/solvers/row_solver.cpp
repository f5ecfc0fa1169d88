// RowSolver: the row's runs in, moves in place coordinates out. Every legal move of a run is a
// canonical option (take, left, right) of its length; the answer for an option is computed
// once and shared by the mirror-image moves and by runs of equal length.
#include "solvers/row_solver.hpp"

#include <algorithm>
#include <map>
#include <tuple>

namespace marienbad {
namespace {

std::vector<int> run_lengths(const std::vector<RowRun>& runs) {
    std::vector<int> lengths;
    lengths.reserve(runs.size() + 1);
    for (const RowRun& run : runs) {
        lengths.push_back(run.length);
    }
    return lengths;
}

}  // namespace

int row_grundy_sum(const RowPosition& position, const RunGrundyValues& grundy) {
    int sum = 0;
    for (const RowRun& run : row_runs(position)) {
        sum ^= grundy(run.length);
    }
    return sum;
}

RowSolver::RowSolver(Convention convention, int max_take, std::size_t max_stored_positions)
    : convention_(convention),
      grundy_(max_take, k_longest_run),
      search_(max_take, max_stored_positions) {}

bool RowSolver::player_to_move_wins(const std::vector<int>& runs) {
    if (convention_ == Convention::normal) {
        int sum = 0;
        for (const int run : runs) {
            sum ^= grundy_(run);
        }
        return sum != 0;
    }
    return search_.player_to_move_wins(runs);
}

bool RowSolver::player_to_move_wins(const RowPosition& position) {
    return player_to_move_wins(run_lengths(row_runs(position)));
}

template <class OpponentWins>
std::vector<RowMove> RowSolver::moves_leaving_a_loss(const RowPosition& position,
                                                     OpponentWins opponent_wins) {
    const std::vector<RowRun> runs = row_runs(position);
    const std::vector<int> lengths = run_lengths(runs);
    // The answer for each canonical option (run length, take, shorter side).
    std::map<std::tuple<int, int, int>, bool> answers;
    std::vector<RowMove> losers_for_the_opponent;
    for (std::size_t index = 0; index < runs.size(); ++index) {
        const RowRun& run = runs[index];
        for (int offset = 0; offset < run.length; ++offset) {
            for (int take = 1; take <= std::min(max_take(), run.length - offset); ++take) {
                const int left = offset;
                const int right = run.length - offset - take;
                const RunOption option{run.length, take, std::min(left, right),
                                       std::max(left, right)};
                const auto key = std::make_tuple(option.run, option.take, option.left);
                auto known = answers.find(key);
                if (known == answers.end()) {
                    std::vector<int> after = lengths;
                    after[index] = left;
                    after.push_back(right);
                    std::erase(after, 0);
                    known = answers.emplace(key, opponent_wins(option, after)).first;
                }
                if (!known->second) {
                    losers_for_the_opponent.push_back({run.start + offset, take});
                }
            }
        }
    }
    return losers_for_the_opponent;  // runs from left to right: by first place, then count
}

std::vector<RowMove> RowSolver::some_winning_moves(const RowPosition& position) {
    if (convention_ == Convention::normal) {
        return winning_moves(position);
    }
    const std::optional<RunOption> first =
        search_.find_winning_option(run_lengths(row_runs(position)));
    if (!first) {
        return {};
    }
    const std::uint64_t budget_end = search_.stats().positions_searched + k_extra_winners_budget;
    return moves_leaving_a_loss(
        position, [&](const RunOption& option, const std::vector<int>& after) {
            if (option == *first) {
                return false;
            }
            const std::uint64_t used = search_.stats().positions_searched;
            const std::uint64_t left = used < budget_end ? budget_end - used : 0;
            // Unknown within the budget counts as "not proved winning for us".
            return search_.player_to_move_wins_within(after, left).value_or(true);
        });
}

std::size_t RowSolver::winning_move_count_estimate(const RowPosition& position) {
    if (convention_ == Convention::normal || position.match_count() == 0) {
        return winning_moves(position).size();  // no move at all from a finished game
    }
    const std::uint64_t budget_end = search_.stats().positions_searched + k_reply_count_budget;
    const auto remaining = [&] {
        const std::uint64_t used = search_.stats().positions_searched;
        return used < budget_end ? budget_end - used : 0;
    };
    const std::optional<bool> wins =
        search_.player_to_move_wins_within(run_lengths(row_runs(position)), remaining());
    if (wins == false) {
        return 0;
    }
    const std::size_t count =
        moves_leaving_a_loss(position, [&](const RunOption&, const std::vector<int>& after) {
            return search_.player_to_move_wins_within(after, remaining()).value_or(true);
        }).size();
    return std::max<std::size_t>(count, 1);
}

std::vector<RowMove> RowSolver::winning_moves(const RowPosition& position) {
    return moves_leaving_a_loss(position, [&](const RunOption&, const std::vector<int>& after) {
        return player_to_move_wins(after);
    });
}

std::optional<RowMove> RowSolver::find_winning_move(const RowPosition& position) {
    const std::vector<RowRun> runs = row_runs(position);
    if (convention_ == Convention::normal) {
        const std::vector<RowMove> winners = winning_moves(position);
        if (winners.empty()) {
            return std::nullopt;
        }
        return winners.front();
    }
    const std::optional<RunOption> option = search_.find_winning_option(run_lengths(runs));
    if (!option) {
        return std::nullopt;
    }
    const auto run = std::find_if(runs.begin(), runs.end(),
                                  [&](const RowRun& r) { return r.length == option->run; });
    return RowMove{run->start + option->left, option->take};
}

}  // namespace marienbad
