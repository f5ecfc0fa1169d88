// The grid's puzzles. What each difficulty asks, every position checked by the solver (the board
// drawn as a game draws it, handout 001 §2.2; the pawns on distinct free cells, not in the sink):
//
//   difficulty  pawns  grid        the pawns                       winning  legal moves
//   1           1      5 × 5       3 moves or fewer from the sink  1        2 or more
//   2           1      6 to 9      5 to 9 moves from the sink      1        3 or more
//   3           1      10 to 15    12 moves or more from the sink  1        4
//   4           2      6 to 10     anywhere                        1        6 or more
//   5           3      8 to 12     anywhere                        1        9 or more
//
// "Moves from the sink" counts steps of one cell (rows plus columns still to go). With one pawn
// the reasoning is handout 001's 0/1 labels, over more cells as the pawn is farther; with two or
// three it is the cells' values and their xor.
#include "games/grid/grid_game.hpp"
#include "games/grid/grid_generator.hpp"
#include "games/grid/grid_solver.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

struct GridLevel {
    int pawns;
    int min_size;
    int max_size;
    int min_distance;
    int max_distance;
    int min_legal;
};

GridLevel grid_level(int difficulty) {
    switch (difficulty) {
        case 1:
            return {1, 5, 5, 1, 3, 2};
        case 2:
            return {1, 6, 9, 5, 9, 3};
        case 3:
            return {1, 10, 15, 12, 1000, 4};
        case 4:
            return {2, 6, 10, 1, 1000, 6};
        default:
            return {3, 8, 12, 1, 1000, 9};
    }
}

}  // namespace

std::optional<GridSetup> GridGame::puzzle_candidate(int difficulty, Random& random) {
    const GridLevel level = grid_level(difficulty);
    const int rows = random.uniform_int(level.min_size, level.max_size);
    const int cols = random.uniform_int(level.min_size, level.max_size);
    GridBoard board = random_grid_board(rows, cols, random);
    GridPosition position;
    for (int i = 0; i < level.pawns; ++i) {
        const Cell cell{random.uniform_int(0, rows - 1), random.uniform_int(0, cols - 1)};
        const int distance = rows - 1 - cell.row + cols - 1 - cell.col;
        const bool taken =
            std::find(position.pawns.begin(), position.pawns.end(), cell) != position.pawns.end();
        if (!board.is_free(cell) || cell == board.sink() || taken ||
            distance < level.min_distance || distance > level.max_distance) {
            return std::nullopt;
        }
        position.pawns.push_back(cell);
    }
    const GridRules rules(board);
    const GridSolver solver(rules);
    if (static_cast<int>(rules.legal_moves(position).size()) < level.min_legal ||
        solver.winning_moves(position).size() != 1) {
        return std::nullopt;
    }
    return GridSetup{std::move(board), std::move(position.pawns)};
}

std::string GridGame::difficulty_description(int difficulty) {
    switch (difficulty) {
        case 1:
            return tr(
                "one pawn, three moves or fewer from the sink of a 5 × 5 grid; one move "
                "wins.");
        case 2:
            return tr("one pawn, five to nine moves from the sink; one move wins.");
        case 3:
            return tr(
                "one pawn, twelve moves or more from the sink, four moves to choose from; "
                "one wins.");
        case 4:
            return tr(
                "two pawns: the cells' values and their xor; one move wins among 6 or "
                "more.");
        default:
            return tr(
                "three pawns: the cells' values and their xor; one move wins among 9 or "
                "more.");
    }
}

}  // namespace marienbad
