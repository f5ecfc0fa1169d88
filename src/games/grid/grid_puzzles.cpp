// The grid's puzzles. What each difficulty asks, every claim checked by the solver
// (tutor/puzzle.hpp; the board drawn as a game draws it, handout 001 §2.2; the pawns on distinct
// free cells, not in the sink); the measure is the legal moves for each winning one
// (exercises/puzzle_level.hpp), at most 4 a pawn:
//
//   difficulty  pawns  grid        the pawns                       winning  step, measure
//   1           1      5 × 5       3 moves or fewer from the sink  1        1, 2
//   2           1      6 to 9      5 to 9 moves from the sink      1        1, 3
//   3           1      10 to 15    12 moves or more from the sink  1        1, 4
//   4           2      6 to 10     anywhere                        1        2, 5 to 8
//   5           3      8 to 12     anywhere                        1        2, 9 to 12
//
// The lesson's steps: 1, one pawn, the 0/1 labels; 2, several pawns, the cells' values and their
// xor. With one pawn the labels to work out grow with its distance from the sink.
//
// "Moves from the sink" counts steps of one cell (rows plus columns still to go). With one pawn
// the reasoning is handout 001's 0/1 labels, over more cells as the pawn is farther; with two or
// three it is the cells' values and their xor.
#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/grid/grid_game.hpp"
#include "games/grid/grid_generator.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The steps of the lesson a puzzle may need.
constexpr int k_labels_step = 1;  // one pawn: the 0/1 labels from the sink
constexpr int k_values_step = 2;  // several pawns: the cells' values and their xor

struct GridLevel {
    int pawns;
    int min_size;
    int max_size;
    int min_distance;
    int max_distance;
    PuzzleLevel level;
};

GridLevel grid_level(int difficulty) {
    switch (difficulty) {
        case 1:
            return {1, 5, 5, 1, 3, {k_labels_step, 2, 3}};
        case 2:
            return {1, 6, 9, 5, 9, {k_labels_step, 3, 4}};
        case 3:
            return {1, 10, 15, 12, 1000, {k_labels_step, 4, 5}};
        case 4:
            return {2, 6, 10, 1, 1000, {k_values_step, 5, 9}};
        default:
            return {3, 8, 12, 1, 1000, {k_values_step, 9, 0}};
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
    return GridSetup{std::move(board), std::move(position.pawns)};
}

int GridGame::puzzle_step(const GridSetup& setup) {
    return setup.pawns.size() == 1 ? k_labels_step : k_values_step;
}

PuzzleLevel GridGame::puzzle_level(int difficulty) {
    return grid_level(difficulty).level;
}

std::string GridGame::difficulty_description(int difficulty) {
    switch (difficulty) {
        case 1:
            return tr("one pawn, three moves or fewer from the sink of a 5 × 5 grid");
        case 2:
            return tr("one pawn, five to nine moves from the sink of a grid of 6 to 9");
        case 3:
            return tr("one pawn, twelve moves or more from the sink of a grid of 10 to 15");
        case 4:
            return tr("two pawns on a grid of 6 to 10: the cells' values and their xor");
        default:
            return tr("three pawns on a grid of 8 to 12: the cells' values and their xor");
    }
}

std::string GridGame::position_key(const GridSetup& setup) {
    std::vector<Cell> pawns = setup.pawns;
    std::sort(pawns.begin(), pawns.end());
    std::string key = fmt::format("{}x{}", setup.board.rows(), setup.board.cols());
    for (int row = 0; row < setup.board.rows(); ++row) {
        for (int col = 0; col < setup.board.cols(); ++col) {
            key += setup.board.is_free({row, col}) ? '.' : 'X';
        }
    }
    for (const Cell pawn : pawns) {
        key += fmt::format(" {},{}", pawn.row, pawn.col);
    }
    return key;
}

}  // namespace marienbad
