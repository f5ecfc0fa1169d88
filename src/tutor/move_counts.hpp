// How many moves there are at the start of a setup, and how many of them win, as the game's solver
// says: what a lesson's and a puzzle's question states ("1 of the 27 moves wins"), and what their
// tests check against the solver again.
#pragma once

#include "session/game_setups.hpp"

namespace marienbad {

struct MoveCounts {
    int winning = 0;
    int legal = 0;
};

MoveCounts count_moves(const AnySetup& setup);

}  // namespace marienbad
