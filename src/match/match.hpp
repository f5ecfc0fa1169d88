// The match: a turn loop over a move history (match/move_history.hpp) for players that choose
// their moves themselves: the tests' scripted players and the computer. It asks each seat's
// player for a move in turn, plays it, and reports what happens through callbacks; it never
// prints (the way Stockfish's engine reports through callbacks and only its protocol layer
// prints). Front ends drive a game session instead (session/game_session.hpp).
#pragma once

#include <array>
#include <functional>
#include <optional>

#include "core/game_concepts.hpp"
#include "match/move_history.hpp"
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
    MoveHistory<R> history(rules, std::move(position), first);
    MatchResult result;
    while (!history.is_over()) {
        const Seat to_move = history.to_move();
        if (events.turn_started) {
            events.turn_started(history.position(), to_move);
        }
        const auto move = players[static_cast<std::size_t>(seat_index(to_move))]->choose_move(
            history.position(), history.course(to_move));
        if (!move) {
            return result;
        }
        const auto before = history.position();
        history.play(*move);  // an illegal move: std::invalid_argument, a std::logic_error
        ++result.moves_played;
        if (events.move_played) {
            events.move_played(to_move, *move, before, history.position());
        }
    }
    result.winner = history.winner();
    return result;
}

}  // namespace marienbad
