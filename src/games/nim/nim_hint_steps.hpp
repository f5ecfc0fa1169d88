// Nim's graduated hint (text/hint_steps.hpp), as handout 000 §6 teaches it: write the piles in
// binary and add up each bit; the matrix with its odd sums and the pile to change; its bits
// flipped where the sum is odd, the move, and every winning move. In misère play, once a single
// pile has more than one piece (or none has), counting the single pieces takes over. Piles are
// named as the board is drawn (Wording).
#pragma once

#include "games/nim/nim_explanation.hpp"
#include "text/hint_steps.hpp"
#include "text/wording.hpp"

namespace marienbad {

HintSteps nim_hint_steps(const NimExplanation& explanation, const Wording& wording = {});

}  // namespace marienbad
