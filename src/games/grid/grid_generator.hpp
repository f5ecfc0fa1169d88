// Random boards for the grid of handout 001 (§2.2): how many cells to ban, and where, so that
// (1,1) and (R,C) stay free, every free cell can be reached from (1,1) and no free cell but
// the sink is a dead end. Every valid board with the drawn number of banned cells is meant to
// be (very nearly) equally likely; the method and its measurements are in grid_generator.cpp.
//
// random_banned_count and random_grid_board are what a game uses; the other functions are
// the pieces of the method, exposed so the tests and the benchmark can check each one.
#pragma once

#include <optional>

#include "core/random.hpp"
#include "games/grid/grid_board.hpp"

namespace marienbad {

// The most cells a game's board bans: max(rows, cols) (handout 001 §2.2).
int game_banned_limit(int rows, int cols);

// How many cells a game's board bans: uniform in 0..game_banned_limit (handout 001 §2.2). Rows
// and columns must lie in k_grid_min_size..k_grid_max_size (std::invalid_argument otherwise).
int random_banned_count(int rows, int cols, Random& random);

// A valid board of rows x cols cells (each in k_grid_min_size..k_grid_max_size) with exactly
// `banned` banned cells (0..max(rows, cols)), drawn at random among all such boards. Such a
// board exists for every combination of these ranges (see max_banned_cells), so there is
// always one; arguments out of range throw std::invalid_argument.
GridBoard random_grid_board(int rows, int cols, int banned, Random& random);

// The whole of §2.2: random_banned_count, then random_grid_board.
GridBoard random_grid_board(int rows, int cols, Random& random);

// ---- The pieces, for any board size (rows, cols >= 1). ----

// The most cells a valid rows x cols board can ban, (rows - 1) * (cols - 1): the free cells
// must hold a path from the start to the sink, which has rows + cols - 1 cells, and
// staircase_grid_board reaches the bound. For 5..30 rows and columns it is at least
// max(rows, cols), so every count handout 001 draws has a board.
int max_banned_cells(int rows, int cols);

// A valid board banning `banned` cells (0..max_banned_cells) without drawing anything: the
// first row and the last column stay free, and the cells of the other rows are banned from
// the bottom row upwards, each row from its left. The start of the chain when the greedy
// board below gets stuck.
GridBoard staircase_grid_board(int rows, int cols, int banned);

// Rejection sampling: up to `attempts` draws of `banned` distinct cells (never the start
// nor the sink), each set uniformly distributed; the first set that makes a valid board.
// Exactly uniform among the valid boards when it returns one.
std::optional<GridBoard> rejection_grid_board(int rows, int cols, int banned, int attempts,
                                              Random& random);

// A valid board banning `banned` cells (0..max_banned_cells), built by banning random cells
// one at a time whenever the board stays valid: quick, but not uniform (it rarely builds the
// lines of banned cells along the edges); the chain starts from it. Falls back on
// staircase_grid_board if the random banning gets stuck.
GridBoard greedy_grid_board(int rows, int cols, int banned, Random& random);

// Runs `steps` steps of the swap chain on a valid board: each step picks a banned cell and a
// free cell other than the start and the sink, both uniformly, swaps them, and keeps the swap
// only if the board stays valid. The board stays valid with the same number of banned cells;
// every valid board is equally likely in the long run. Returns how many swaps were kept.
// Throws std::invalid_argument for an invalid board, or one so large that banned x free
// cells exceeds the largest int.
long long run_swap_chain(GridBoard& board, long long steps, Random& random);

// The steps random_grid_board gives the chain for `banned` cells on a rows x cols board.
long long swap_chain_steps(int rows, int cols, int banned);

// The rejection attempts random_grid_board makes before it turns to the chain: enough to
// succeed almost always when few cells are banned, while 16 failed attempts with 30 banned
// cells take under 10 us, against 40 to 200 us for the chain.
inline constexpr int k_grid_rejection_attempts = 16;

}  // namespace marienbad
