// The pawn game's graduated hint (text/hint_steps.hpp), as handout 001 §3 teaches it: label the
// cells 0 or 1 backwards from the sink (its §3.2, filled in figure 3's order); the grid's labels,
// as its figure 4 shows them, and the pawn's; the move to a 0 and why it wins. With several
// pawns, 0 and 1 are not enough: each cell's value (its Grundy value) and the xor of the pawns'.
#pragma once

#include "games/grid/grid_explanation.hpp"
#include "text/hint_steps.hpp"

namespace marienbad {

HintSteps grid_hint_steps(const GridExplanation& explanation);

}  // namespace marienbad
