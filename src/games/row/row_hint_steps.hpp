// The matchstick row's graduated hint (text/hint_steps.hpp), as handout 004 teaches it: a
// position is won when some move leaves a lost one (its recursion), so cut the row into runs and
// ask which lose on their own; the table of runs with their values and the verdict in plain
// words; the move and why it wins — two equal runs to copy when a winning move leaves them (the
// mirror strategy), else the position it leaves and why that one is lost.
#pragma once

#include "games/row/row_explanation.hpp"
#include "text/hint_steps.hpp"

namespace marienbad {

HintSteps row_hint_steps(const RowExplanation& explanation);

}  // namespace marienbad
