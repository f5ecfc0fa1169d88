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

bool RowSolver::first_player_wins(const RowPosition& position) {
    return player_to_move_wins(run_lengths(row_runs(position)));
}

std::vector<RowMove> RowSolver::winning_moves(const RowPosition& position) {
    const std::vector<RowRun> runs = row_runs(position);
    std::vector<int> lengths = run_lengths(runs);
    // Whether the player to move wins after the option (run length, take, shorter side).
    std::map<std::tuple<int, int, int>, bool> opponent_wins;
    std::vector<RowMove> winners;
    for (std::size_t index = 0; index < runs.size(); ++index) {
        const RowRun& run = runs[index];
        for (int offset = 0; offset < run.length; ++offset) {
            for (int take = 1; take <= std::min(max_take(), run.length - offset); ++take) {
                const int left = offset;
                const int right = run.length - offset - take;
                const auto option = std::make_tuple(run.length, take, std::min(left, right));
                auto known = opponent_wins.find(option);
                if (known == opponent_wins.end()) {
                    std::vector<int> after = lengths;
                    after[index] = left;
                    after.push_back(right);
                    std::erase(after, 0);
                    known = opponent_wins.emplace(option, player_to_move_wins(after)).first;
                }
                if (!known->second) {
                    winners.push_back({run.start + offset, take});
                }
            }
        }
    }
    return winners;  // runs from left to right, so already by first place then by count
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
