// Player: anything that chooses moves, a person behind a front end or the computer.
#pragma once

#include <optional>

#include "core/game_concepts.hpp"

namespace marienbad {

template <GameRules R>
class Player {
  public:
    virtual ~Player() = default;
    // The move to play at `position` (never over). Empty when the player leaves the game,
    // as a person does when their input ends.
    virtual std::optional<typename R::Move> choose_move(const typename R::Position& position) = 0;
};

}  // namespace marienbad
