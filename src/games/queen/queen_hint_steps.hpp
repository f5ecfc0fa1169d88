// The queen's three hint steps and why its method works: for one queen, the cells labelled 0 from
// the sink back as handout 001 labels the pawn's grid, and the pattern they fall on (Wythoff's
// pairs); for several queens, each cell's value and their xor, or, in misère play, the search.
#pragma once

#include "games/queen/queen_explanation.hpp"
#include "text/hint_steps.hpp"

namespace marienbad {

HintSteps queen_hint_steps(const QueenExplanation& explanation);

}  // namespace marienbad
