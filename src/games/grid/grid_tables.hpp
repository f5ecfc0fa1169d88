// The grid's tables (handout 001), as text: the board of a position, the value of every cell, the
// 0/1 labels of §3.2 (its figure 4) in the grid's layout, and the labels as a lesson prints them.
#pragma once

#include <cstddef>
#include <string>

#include "games/grid/grid_solver.hpp"
#include "text/board_text.hpp"

namespace marienbad {

// The board of handout 001 §5 for the pawns of `position`.
std::string render_grid_board(const GridBoard& board, const GridPosition& position);

// The Grundy value of every free cell of the grid, `X` for the banned ones (render_cell_table's
// layout: a value is one digit, a cell having at most 4 neighbours).
std::string render_grundy_table(const GridGrundyTable& table,
                                std::size_t max_width = k_explanation_width);
// Handout 001 §3.2's labels in the same layout: 0 where the value is 0, 1 elsewhere (its figure 4),
// `X` for a banned cell.
std::string render_nimber_table(const GridGrundyTable& table,
                                std::size_t max_width = k_explanation_width);

// Handout 001's labels as a lesson prints them: 1 where the value is not 0, 0 where it is, X for a
// banned cell, the columns numbered on top and the rows on the left from 1, spaces between.
std::string grid_label_table(const GridGrundyTable& table);

}  // namespace marienbad
