// What a move that lets a win go leaves, for any game's rules and solver: each game says why such
// a move loses in its own terms (games/<name>/<name>_losing_move.cpp), and a lesson or a puzzle
// refuses the move with it.
#pragma once

#include <optional>

namespace marienbad {

// The position `move` leaves when it lets the win go: `start` won for the player to move, `move`
// legal there, and what it leaves won for the opponent; nothing otherwise.
template <class Rules, class Solver>
std::optional<typename Rules::Position> left_by_losing_move(const Rules& rules, Solver& solver,
                                                            const typename Rules::Position& start,
                                                            const typename Rules::Move& move) {
    if (!solver.player_to_move_wins(start) || !rules.is_legal(start, move)) {
        return std::nullopt;
    }
    typename Rules::Position after = start;
    rules.apply(after, move);
    if (!solver.player_to_move_wins(after)) {
        return std::nullopt;
    }
    return after;
}

}  // namespace marienbad
