// How the computer picks a move, for any game and solver: a random legal move; a winning move
// (one of them at random, so the strategy is not obvious); and, from a lost position, the move
// that leaves the opponent the fewest winning replies, then the longest game (seed 002's
// "dissimuler sa stratégie": make the opponent find the win, for as long as possible).
#pragma once

#include <concepts>
#include <cstddef>
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

// Cheaper answers a solver may offer for the computer's choice (the row's misère solver does;
// the others do not and are asked winning_moves()):
//  - some_winning_moves(p): winning moves of p, at least one when p is won, none when it is
//    lost, every one of them winning, but not necessarily all of them;
//  - winning_move_count_estimate(p): for a won p, a lower bound (at least 1) of its number of
//    winning moves, found within the solver's budget.
// Playing from the winners found rather than from all of them, or ranking the moves of a lost
// position by the winning replies found, is a choice of style: every move is as won or as
// lost as before.
template <class S, class P>
concept OffersSomeWinningMoves = requires(S& solver, const P& position) {
    {
        solver.some_winning_moves(position)
        } -> std::same_as<decltype(solver.winning_moves(position))>;
};
template <class S, class P>
concept OffersWinningMoveCountEstimate = requires(S& solver, const P& position) {
    { solver.winning_move_count_estimate(position) } -> std::same_as<std::size_t>;
};

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
        std::size_t replies = 0;
        if constexpr (OffersWinningMoveCountEstimate<S, typename R::Position>) {
            replies = solver.winning_move_count_estimate(work);
        } else {
            replies = solver.winning_moves(work).size();
        }
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
    const auto winners = [&] {
        if constexpr (OffersSomeWinningMoves<S, typename R::Position>) {
            return solver.some_winning_moves(position);
        } else {
            return solver.winning_moves(position);
        }
    }();
    if (!winners.empty()) {
        return random.pick(std::span<const typename R::Move>(winners));
    }
    return most_resilient_move(rules, solver, position, random);
}

}  // namespace marienbad
