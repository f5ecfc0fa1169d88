// How the computer picks a move, for any game and solver: a random legal move; a winning move
// (one of them at random, so the strategy is not obvious); and, from a lost position, the move
// that leaves the opponent the fewest winning replies, then the longest game (seed 002's
// "dissimuler sa stratégie": make the opponent find the win, for as long as possible).
#pragma once

#include <limits>
#include <stdexcept>
#include <vector>

#include "core/game_concepts.hpp"
#include "core/random.hpp"

namespace marienbad {

template <GameRules R>
typename R::Move random_move(const R& rules, const typename R::Position& position, Random& random) {
    const auto moves = rules.legal_moves(position);
    if (moves.empty()) {
        throw std::logic_error("random_move: the game is over");
    }
    return random.pick(std::span<const typename R::Move>(moves));
}

template <GameRules R, class S>
requires GameSolver<S, R>
typename R::Move most_resilient_move(const R& rules, S& solver,
                                     const typename R::Position& position, Random& random) {
    using Move = typename R::Move;
    std::vector<Move> best;
    std::size_t fewest_replies = std::numeric_limits<std::size_t>::max();
    int longest = -1;
    auto work = position;
    for (const Move& move : rules.legal_moves(position)) {
        const auto undo = rules.apply(work, move);
        const std::size_t replies = solver.winning_moves(work).size();
        const int length = rules.max_remaining_moves(work);
        rules.undo(work, undo);
        if (replies < fewest_replies || (replies == fewest_replies && length > longest)) {
            best.clear();
            fewest_replies = replies;
            longest = length;
        }
        if (replies == fewest_replies && length == longest) {
            best.push_back(move);
        }
    }
    if (best.empty()) {
        throw std::logic_error("most_resilient_move: the game is over");
    }
    return random.pick(std::span<const Move>(best));
}

// The perfect player's move: a winning move if there is one, else the most resilient move.
template <GameRules R, class S>
requires GameSolver<S, R>
typename R::Move best_move(const R& rules, S& solver, const typename R::Position& position,
                           Random& random) {
    const auto winners = solver.winning_moves(position);
    if (!winners.empty()) {
        return random.pick(std::span<const typename R::Move>(winners));
    }
    return most_resilient_move(rules, solver, position, random);
}

}  // namespace marienbad
