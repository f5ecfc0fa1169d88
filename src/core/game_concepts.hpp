// The concepts every game and solver satisfies, so that the brute-force solver, the computer
// players, the match loop and the tests' random-game harness are written once for all games.
//
// A game's rules name three types: Position (a value: the whole state but whose turn it is),
// Move, and Undo (what apply() returns so that undo() can restore the position exactly).
// All the games here are impartial: both players have the same moves, and the game is over
// when the player to move has none; the Convention says who has then won.
#pragma once

#include <concepts>
#include <vector>

#include "core/convention.hpp"

namespace marienbad {

template <class R>
concept GameRules = std::totally_ordered<typename R::Position> &&
    std::equality_comparable<typename R::Move> &&
    requires(const R& rules, typename R::Position& position, const typename R::Position& view,
             const typename R::Move& move, const typename R::Undo& undo) {
    { rules.convention() } -> std::same_as<Convention>;
    { rules.legal_moves(view) } -> std::same_as<std::vector<typename R::Move>>;
    { rules.is_legal(view, move) } -> std::same_as<bool>;
    { rules.apply(position, move) } -> std::same_as<typename R::Undo>;
    { rules.undo(position, undo) } -> std::same_as<void>;
    { rules.is_over(view) } -> std::same_as<bool>;
    // An upper bound on the number of moves left; it falls by at least one with every
    // move. It bounds games in tests and measures "the longest game" for the computer.
    { rules.max_remaining_moves(view) } -> std::same_as<int>;
};

// A solver answers for the player to move: can they force a win, and with which moves.
// Solvers may cache what they learn, so they are used through non-const references.
template <class S, class R>
concept GameSolver = GameRules<R> && requires(S& solver, const typename R::Position& position) {
    { solver.player_to_move_wins(position) } -> std::same_as<bool>;
    { solver.winning_moves(position) } -> std::same_as<std::vector<typename R::Move>>;
};

// Whether the player to move at a finished position has won (misère: the opponent took the
// last piece) or lost (normal play: the opponent took it).
constexpr bool player_to_move_wins_finished_game(Convention convention) {
    return convention == Convention::misere;
}

}  // namespace marienbad
