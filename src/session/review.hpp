// The review of a game, as a chess program gives one: for each move, whether it kept a won
// position, threw a win away (and a move that would have kept it), or was made from a position
// already lost against perfect play.
#pragma once

#include <optional>

#include "match/seat.hpp"
#include "session/game_setups.hpp"

namespace marienbad {

enum class MoveVerdict {
    kept_win,            // from a won position, to a position lost for the opponent
    threw_away_win,      // from a won position, to a position the opponent wins
    from_lost_position,  // every move loses against perfect play
};

struct ReviewEntry {
    Seat mover;
    AnyMove move;
    MoveVerdict verdict;
    std::optional<AnyMove> better;  // threw_away_win: a move that kept the win
};

}  // namespace marienbad
