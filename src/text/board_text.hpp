// Boards as text, drawn from the board model the way each handout draws them:
//  - handout 000 (piles as columns): the column indices on top, the row numbers on the left, one
//    `*` a piece, no trailing spaces;
//  - handout 001 (the grid): column numbers on top, row numbers on the left, `|` between cells,
//    `O` for the pawn, `Q` for a crowned one (its number when there are several, `+` where several
//    stand), `X` for a banned cell, `-` for a free one, every cell as wide as the widest column
//    number; with several pawns, a line saying where each is. Past 25 columns, which would take
//    more than k_explanation_width, the cells are as narrow as what they hold and every other
//    column is numbered, as in the table of values below, so that the 30 columns handout 001 allows
//    fit an 80-column terminal;
//  - handout 004 (the row): the places numbered over their marks (`*` a match, blank an empty
//    place), `|` between places, in blocks of k_row_places_per_block places; rows whose
//    numbers take three digits (101 places or more) leave out the `|` before a block's first
//    place, so that a block is 80 columns wide and the longest row, k_row_max_length places,
//    fits an 80x24 terminal.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "session/board_model.hpp"

namespace marienbad {

inline constexpr int k_row_places_per_block = 20;

std::string render_board_text(const BoardModel& board);

// "(2,3)": a grid cell, 1-based as handout 001 numbers them.
std::string cell_name(Cell cell);

// The widest line an explanation or a grid writes: the terminal interface's console at 80 columns
// (the screen less a column on each side); line mode's 80-column terminals fit it too.
inline constexpr std::size_t k_explanation_width = 78;

// A table of a grid's cells, `content(cell)` in each (the cell counted from the table's top left),
// the rows and columns numbered from 1 (or, for a part of a larger grid whose top left cell is
// `first`, as the grid numbers them), in handout 001's layout when it fits `max_width` columns. A
// wider grid (26 columns or more at 78) has cells as narrow as their contents and a column label
// every other column, as the terminal interface draws a wide board; wider still (only `solve` goes
// past 38 columns), it is cut into blocks of columns, each with its labels.
std::string render_cell_table(int rows, int cols, const std::function<std::string(Cell)>& content,
                              std::size_t max_width = k_explanation_width, Cell first = {});

}  // namespace marienbad
