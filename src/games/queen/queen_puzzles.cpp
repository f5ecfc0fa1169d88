// The queen's puzzles. What each difficulty asks, every position checked by the solver (the queens
// on distinct cells, none in the sink):
//
//   difficulty  rules   queens  board     the queens           winning  legal moves  the reasoning
//   1           normal  1       5 to 7    5 cells or fewer     1 or 2   4 or more    the labels
//                                         from the sink
//   2           normal  1       8 to 12   anywhere             1        10 or more   the pairs
//   3           normal  1       20 to 30  10 rows and columns  1        40 or more   the pairs,
//                                         or more from it                            no table
//   4           misère  1       6 to 10   anywhere             1        8 or more    the misère
//                                                                                    labels
//   5           normal  2       6 to 10   anywhere             1        12 or more   the values
//                                                                                    and their xor
//
// "Cells from the sink" counts rows plus columns still to go.
#include <algorithm>

#include "games/queen/queen_game.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

struct QueenLevel {
    Convention convention;
    int queens;
    int min_size;
    int max_size;
    std::int64_t min_distance;  // each of rows and columns to the sink, at least
    std::int64_t max_steps;     // rows plus columns to the sink, at most
    std::size_t most_winning;
    int min_legal;
};

QueenLevel queen_level(int difficulty) {
    switch (difficulty) {
        case 1:
            return {Convention::normal, 1, 5, 7, 0, 5, 2, 4};
        case 2:
            return {Convention::normal, 1, 8, 12, 0, 100, 1, 10};
        case 3:
            return {Convention::normal, 1, 20, 30, 10, 100, 1, 40};
        case 4:
            return {Convention::misere, 1, 6, 10, 0, 100, 1, 8};
        default:
            return {Convention::normal, 2, 6, 10, 0, 100, 1, 12};
    }
}

}  // namespace

std::optional<QueenSetup> QueenGame::puzzle_candidate(int difficulty, Random& random) {
    const QueenLevel level = queen_level(difficulty);
    const QueenBoard board{random.uniform_int(level.min_size, level.max_size),
                           random.uniform_int(level.min_size, level.max_size)};
    QueenSetup setup{board, {}, level.convention};
    for (int i = 0; i < level.queens; ++i) {
        const QueenCell cell{random.uniform_int(0, static_cast<int>(board.rows) - 1),
                             random.uniform_int(0, static_cast<int>(board.cols) - 1)};
        const WythoffPosition distances = board.distances(cell);
        const bool taken =
            std::find(setup.queens.begin(), setup.queens.end(), cell) != setup.queens.end();
        if (cell == board.sink() || taken || distances.x < level.min_distance ||
            distances.y < level.min_distance || distances.x + distances.y > level.max_steps) {
            return std::nullopt;
        }
        setup.queens.push_back(cell);
    }
    const QueenRules rules(board, level.convention);
    const QueenPosition position{setup.queens};
    if (static_cast<int>(rules.legal_moves(position).size()) < level.min_legal) {
        return std::nullopt;
    }
    QueenSolver solver(rules);
    const std::vector<QueenMove> winning = solver.winning_moves(position);
    if (winning.empty() || winning.size() > level.most_winning) {
        return std::nullopt;
    }
    return setup;
}

std::string QueenGame::difficulty_description(int difficulty) {
    switch (difficulty) {
        case 1:
            return tr("one queen near the sink, normal play; one or two moves win.");
        case 2:
            return tr(
                "one queen on a board of 8 to 12, normal play; one move wins among 10 or "
                "more.");
        case 3:
            return tr(
                "one queen at least 10 rows and 10 columns from the sink of a board of 20 "
                "to 30, normal play; one move wins among 40 or more.");
        case 4:
            return tr(
                "one queen, misère play (whoever makes the last move loses); one move "
                "wins.");
        default:
            return tr(
                "two queens, normal play: their values and their xor; one move wins among "
                "12 or more.");
    }
}

}  // namespace marienbad
