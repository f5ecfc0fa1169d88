// The queen's board model: the grid, its sink, the queens; pointing at a cell moves a queen
// there, and a move's touched cells are the queen's path.
#pragma once

#include "games/queen/queen_rules.hpp"
#include "session/board_model.hpp"

namespace marienbad {

// The grid of a game (at most k_queen_max_size each way): every cell free but the sink, rows and
// columns numbered from 1, the queens crowned and, when there are several, numbered; the moves
// are the rules' legal moves, in their order, a queen sharing its cell with an earlier one not
// offered again. A move's touched cells are the queen's path: its cell, every cell it crosses,
// its destination.
BoardModel queen_board_model(const QueenRules& rules, const QueenPosition& position);

}  // namespace marienbad
