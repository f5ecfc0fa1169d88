// The grid of handout 001: R rows by C columns, some cells banned, the pawn's start at the top
// left and the sink at the bottom right. A pawn moves 1 or 2 cells right or down, never onto
// or across a banned cell. The board also checks handout 001 §2.2's three rules for banned cells.
//
// Cells are 0-based here; people see them 1-based, as handout 001 numbers them.
#pragma once

#include <compare>
#include <optional>
#include <span>
#include <vector>

#include "core/cell.hpp"

namespace marienbad {

// Handout 001's limits on the number of rows and of columns.
inline constexpr int k_grid_min_size = 5;
inline constexpr int k_grid_max_size = 30;
// The smallest side of a grid an exercise poses (handout 001's single row): a game id reads grids
// from it, so that every position the program shows has an id.
inline constexpr int k_grid_min_posed_size = 1;

class GridBoard {
  public:
    // A board of rows x cols cells (any positive size; the games use 5..30), none banned.
    GridBoard(int rows, int cols);

    int rows() const { return rows_; }
    int cols() const { return cols_; }
    Cell start() const { return {0, 0}; }
    Cell sink() const { return {rows_ - 1, cols_ - 1}; }

    bool contains(Cell cell) const;
    bool is_banned(Cell cell) const { return contains(cell) && banned_[index(cell)] != 0; }
    // Inside the board and not banned.
    bool is_free(Cell cell) const { return contains(cell) && banned_[index(cell)] == 0; }

    void ban(Cell cell);
    void unban(Cell cell);
    int banned_count() const { return banned_count_; }
    std::vector<Cell> banned_cells() const;  // in reading order

    // Where a pawn on `from` may go: 1 then 2 cells right, then 1 then 2 cells down (handout
    // 001 §5's order), without landing on or jumping over a banned cell.
    std::vector<Cell> destinations(Cell from) const;

    bool operator==(const GridBoard&) const = default;

  private:
    std::size_t index(Cell cell) const {
        return static_cast<std::size_t>(cell.row * cols_ + cell.col);
    }

    int rows_;
    int cols_;
    std::vector<unsigned char> banned_;  // row-major, 1 for a banned cell
    int banned_count_ = 0;
};

// Handout 001 §2.2's rules, and what can be wrong with a list of banned cells given by hand.
enum class GridRule {
    outside,       // a banned cell is not on the board
    repeated,      // a cell is listed twice
    start_banned,  // (1,1) must stay free
    sink_banned,   // (R,C) must stay free
    unreachable,   // a free cell cannot be reached from (1,1)
    dead_end,      // a free cell other than the sink has no move
};

struct GridProblem {
    GridRule rule;
    Cell cell;  // the cell that breaks the rule
    bool operator==(const GridProblem&) const = default;
};

// Since pawns only move right and down, and a 2-cell move needs the cell between free, the
// two global rules are local (by induction on row + column): every free cell is reachable
// from the start exactly when each free cell but the start has a free cell just above it or
// just to its left; and no free cell but the sink is a dead end exactly when each has a free
// cell just below it or just to its right.
bool has_free_predecessor(const GridBoard& board, Cell cell);
bool has_free_successor(const GridBoard& board, Cell cell);

// Whether the free cell `cell` satisfies both local rules.
bool free_cell_is_valid(const GridBoard& board, Cell cell);

// The first problem of the board in reading order (start and sink first), if any.
std::optional<GridProblem> find_grid_problem(const GridBoard& board);

// Builds the board for a hand-given list, or says what is wrong with the list first (a cell
// outside, a repeated cell) and then with the board.
struct GridBuildResult {
    std::optional<GridBoard> board;
    std::optional<GridProblem> problem;
};
GridBuildResult build_grid_board(int rows, int cols, std::span<const Cell> banned);

}  // namespace marienbad
