// The grid as seed 001 §5 draws it: column numbers on top, row numbers on the left, `|`
// between cells, `O` for the pawn (its number when there are several), `X` for a banned cell,
// `-` for a free one. The same layout shows the table of Grundy values for the hint.
#pragma once

#include <string>

#include "rules/grid_rules.hpp"
#include "solvers/grid_solver.hpp"

namespace marienbad {

// "(2,3)": a cell, 1-based as seed 001 numbers them.
std::string cell_name(Cell cell);

// The board with its pawns. With several pawns, a cell holding more than one shows `+`, and a
// line under the board says where each pawn is.
std::string render_grid_board(const GridBoard& board, const GridPosition& position);

// The Grundy value of every free cell, `X` for the banned ones.
std::string render_grundy_table(const GridBoard& board, const GridGrundyTable& table);

}  // namespace marienbad
