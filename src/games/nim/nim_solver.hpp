// Nim's perfect play: the nim-sum (XOR of the piles) rule, and misère Nim's exception when
// no pile has more than one piece (handout 000 §6 explains the normal-play rule; misère play is
// the game's option --misere).
#pragma once

#include <vector>

#include "core/convention.hpp"
#include "games/nim/nim_rules.hpp"

namespace marienbad {

int nim_sum(const NimPosition& position);

class NimSolver {
  public:
    explicit NimSolver(Convention convention) : convention_(convention) {}

    Convention convention() const { return convention_; }
    bool player_to_move_wins(const NimPosition& position) const;
    // Every winning move, by pile then by pieces taken; empty when the position is lost.
    std::vector<NimMove> winning_moves(const NimPosition& position) const;

  private:
    Convention convention_;
};

}  // namespace marienbad
