// The computer player: with probability p (its Strength) it plays its best move, otherwise a
// random legal move (seed 000's nim_choix_ia with "difficulte").
#pragma once

#include "players/move_choice.hpp"
#include "players/player.hpp"
#include "players/strength.hpp"

namespace marienbad {

template <GameRules R, class S>
requires GameSolver<S, R>
class ComputerPlayer final : public Player<R> {
  public:
    ComputerPlayer(const R& rules, S& solver, Strength strength, Random& random)
        : rules_(rules), solver_(solver), strength_(strength), random_(random) {}

    std::optional<typename R::Move> choose_move(const typename R::Position& position) override {
        if (random_.chance(strength_.best_move_probability)) {
            return best_move(rules_, solver_, position, random_);
        }
        return random_move(rules_, position, random_);
    }

  private:
    const R& rules_;
    S& solver_;
    Strength strength_;
    Random& random_;
};

}  // namespace marienbad
