// Why a move of the pawns loses, in a few lines a student can follow (handout 001 §3): the cell
// labelled 1 the pawn would stand on and the 0 the opponent then reaches, or the pawns' values and
// their xor. A lesson or a puzzle refuses such a move with it.
#pragma once

#include <string>

#include "games/grid/grid_setup.hpp"

namespace marienbad {

// Why `move`, from the start of `setup`, loses: it leaves `after`, won for the opponent.
std::string grid_why_move_loses(const GridSetup& setup, const GridMove& move,
                                const GridPosition& after);

}  // namespace marienbad
