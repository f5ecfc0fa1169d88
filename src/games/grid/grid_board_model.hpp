// The pawn game's board model (handout 001): the grid, its banned cells and sink, the pawns; a
// move's touched cells are the pawn's path.
#pragma once

#include "games/grid/grid_rules.hpp"
#include "session/board_model.hpp"

namespace marienbad {

// Handout 001's grid: its free and banned cells, the sink, the pawns; rows and columns numbered
// from 1; the moves are the rules' legal moves, in their order. A move's touched cells are the
// pawn's path: its cell, the cell it jumps over, if any, and its destination.
BoardModel grid_board_model(const GridBoard& grid, const GridPosition& position);

}  // namespace marienbad
