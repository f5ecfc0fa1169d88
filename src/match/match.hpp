// The match: the turn loop shared by every game and front end. It asks each seat's player for a
// move in turn, applies it, and reports what happens through callbacks; it never prints (the
// way Stockfish's engine reports through callbacks and only its protocol layer prints).
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <stdexcept>

#include "core/game_concepts.hpp"
#include "match/seat.hpp"
#include "players/player.hpp"

namespace marienbad {

template <GameRules R>
struct MatchEvents {
    using Position = typename R::Position;
    using Move = typename R::Move;
    // Before each turn, with the position and the seat to move.
    std::function<void(const Position&, Seat to_move)> turn_started;
    // After each move, with the positions before and after it.
    std::function<void(Seat mover, const Move&, const Position& before, const Position& after)>
        move_played;
};

struct MatchResult {
    std::optional<Seat> winner;  // empty when a player left the game before its end
    int moves_played = 0;
};

template <GameRules R>
MatchResult play_match(const R& rules, typename R::Position position,
                       const std::array<Player<R>*, 2>& players, Seat first,
                       const MatchEvents<R>& events) {
    MatchResult result;
    Seat to_move = first;
    while (!rules.is_over(position)) {
        if (events.turn_started) {
            events.turn_started(position, to_move);
        }
        const auto move =
            players[static_cast<std::size_t>(seat_index(to_move))]->choose_move(position);
        if (!move) {
            return result;
        }
        if (!rules.is_legal(position, *move)) {
            throw std::logic_error("play_match: a player chose an illegal move");
        }
        const auto before = position;
        rules.apply(position, *move);
        ++result.moves_played;
        if (events.move_played) {
            events.move_played(to_move, *move, before, position);
        }
        to_move = other_seat(to_move);
    }
    result.winner =
        player_to_move_wins_finished_game(rules.convention()) ? to_move : other_seat(to_move);
    return result;
}

}  // namespace marienbad
