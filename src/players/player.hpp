// Player: anything that chooses moves, a person behind a front end or the computer; and what a
// player knows of the game besides the position (its course: how big it was at the start and at
// the player's previous turn), which the adaptive computer needs to spread its mistakes over a
// game (players/adaptive_strength.hpp).
#pragma once

#include <optional>

#include "core/game_concepts.hpp"

namespace marienbad {

// Sizes are the rules' max_remaining_moves: pieces, matches, the pawns' steps to the sink.
struct GameCourse {
    int start_size = 0;          // the game's, at its first move
    int previous_turn_size = 0;  // before this player's previous move; start_size before its first
};

template <GameRules R>
class Player {
  public:
    virtual ~Player() = default;
    // The move to play at `position` (never over). Empty when the player leaves the game,
    // as a person does when their input ends.
    virtual std::optional<typename R::Move> choose_move(const typename R::Position& position,
                                                        const GameCourse& course) = 0;
};

}  // namespace marienbad
