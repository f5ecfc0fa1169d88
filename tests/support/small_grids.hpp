// Small valid grids for the tests that compare the grid solver with brute force: 2 to 6 rows
// and columns, a few banned cells placed by rejection (cheap at this size), and handout 001's
// figure 4 boards.
#pragma once

#include <initializer_list>

#include "core/random.hpp"
#include "games/grid/grid_board.hpp"

namespace marienbad::testing {

inline GridBoard random_small_grid(Random& random) {
    for (;;) {
        GridBoard board(random.uniform_int(2, 6), random.uniform_int(2, 6));
        const int banned = random.uniform_int(0, 5);
        for (int i = 0; i < banned; ++i) {
            board.ban(
                {random.uniform_int(0, board.rows() - 1), random.uniform_int(0, board.cols() - 1)});
        }
        if (!find_grid_problem(board)) {
            return board;
        }
    }
}

// A board from 1-based cells, as handout 001 writes them.
inline GridBoard grid_with_banned(int rows, int cols, std::initializer_list<Cell> banned) {
    GridBoard board(rows, cols);
    for (const Cell cell : banned) {
        board.ban({cell.row - 1, cell.col - 1});
    }
    return board;
}

// Handout 001's figure 4, left: §5's board, 5 x 5 with (2,4) and (4,3) banned; the player to move
// from (1,1) loses.
inline GridBoard seed_example_board() {
    return grid_with_banned(5, 5, {{2, 4}, {4, 3}});
}

// Handout 001's figure 4, right: 5 x 7 with five banned cells; the player to move from (1,1) wins
// by going to (1,3) or (2,1).
inline GridBoard figure_4_right_board() {
    return grid_with_banned(5, 7, {{2, 2}, {3, 2}, {2, 5}, {3, 6}, {4, 4}});
}

}  // namespace marienbad::testing
