// How many moves there are at the start of a setup, and how many of them win, as the game's rules
// and solver say: what a lesson's and a puzzle's question states ("1 of the 27 moves wins"), and
// what their tests check against the solver again.
#pragma once

#include <cstddef>

namespace marienbad {

struct MoveCounts {
    int winning = 0;
    int legal = 0;
};

// The counts at `position` by `rules` and `solver` (any game's: core/game_concepts.hpp).
template <class Rules, class Solver>
MoveCounts count_moves(const Rules& rules, Solver& solver,
                       const typename Rules::Position& position) {
    return {static_cast<int>(solver.winning_moves(position).size()),
            static_cast<int>(rules.legal_moves(position).size())};
}

}  // namespace marienbad
