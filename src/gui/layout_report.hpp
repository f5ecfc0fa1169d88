// Where the board's cells are in the window, as one line of JSON, for scripts that click on
// them from outside the program (the end-to-end tests, with xdotool):
//   {"rows":5,"cols":7,"cells":[[row,col,x,y],...]}
// x and y are a cell's centre in the top-level window's logical pixels; rows and columns are the
// board model's (Nim's column is a row of the lattice), numbered from 0.
#pragma once

#include <string>

#include "gui/board_widget.hpp"

namespace marienbad {

// Empty when no game is shown.
std::string layout_report(const BoardWidget& board);

}  // namespace marienbad
