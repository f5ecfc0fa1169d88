// The winning strategy of handout 001 §3, generalised: the Grundy value of every free cell (the
// mex of its destinations' values; the sink's is 0). Handout 001's 0/1 "nimbers" are the split
// between 0 and the rest. With several pawns, the position is won for the player to move
// exactly when the XOR of the pawns' values is not 0 (Sprague–Grundy).
#pragma once

#include <vector>

#include "games/grid/grid_rules.hpp"

namespace marienbad {

// The Grundy value of each cell of a board, computed once from the sink backwards (handout 001
// figure 3's order: last column first, bottom to top).
class GridGrundyTable {
  public:
    explicit GridGrundyTable(const GridBoard& board);

    // The value of a free cell; -1 for a banned cell.
    int value(Cell cell) const {
        return values_[static_cast<std::size_t>(cell.row * cols_ + cell.col)];
    }
    int rows() const { return rows_; }
    int cols() const { return cols_; }

  private:
    int rows_;
    int cols_;
    std::vector<int> values_;
};

class GridSolver {
  public:
    explicit GridSolver(const GridRules& rules);

    const GridGrundyTable& table() const { return table_; }
    // The XOR of the pawns' values: 0 exactly when the player to move loses.
    int position_value(const GridPosition& position) const;
    bool player_to_move_wins(const GridPosition& position) const;
    // Every move to a position of value 0.
    std::vector<GridMove> winning_moves(const GridPosition& position) const;

  private:
    const GridRules& rules_;
    GridGrundyTable table_;
};

}  // namespace marienbad
