// How the computer picks a move, for any game and solver: a random move as the game's handout draws
// it (handout 000's column then count, when the rules offer random_move; otherwise a legal move
// drawn uniformly, handout 001's "un coup au hasard parmi les coups possibles"); a winning move
// (one of them at random, so the strategy is not obvious); and, from a lost position, the move
// that leaves the opponent the fewest winning replies, then the longest game (handout 002's
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
    if constexpr (requires { rules.random_move(position, random); }) {
        if (rules.is_over(position)) {
            throw std::logic_error("random_move: the game is over");
        }
        return rules.random_move(position, random);
    } else {
        const auto moves = rules.legal_moves(position);
        if (moves.empty()) {
            throw std::logic_error("random_move: the game is over");
        }
        return random.pick(std::span<const typename R::Move>(moves));
    }
}

// A faster way a solver may offer to count the opponent's winning replies (the row's solver
// does): winning_reply_counts(p) lists every legal move of p, in legal_moves() order, each with
// `move` and `winning_replies`, the number of winning moves of the position it leaves: the
// same numbers as winning_moves() after each move, found once for all the moves that leave the
// same position. Solvers that do not offer it are asked winning_moves() after each move.
template <class S, class P>
concept OffersWinningReplyCounts = requires(S& solver, const P& position) {
    solver.winning_reply_counts(position).front().move;
    { solver.winning_reply_counts(position).front().winning_replies } -> std::same_as<std::size_t&>;
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
    // `replies(work)`: the winning replies once `move` is played on work.
    const auto consider = [&](const Move& move, auto replies) {
        const auto undo = rules.apply(work, move);
        const std::size_t count = replies(work);
        const int length = rules.max_remaining_moves(work);
        rules.undo(work, undo);
        if (count < fewest_replies || (count == fewest_replies && length > longest)) {
            best.clear();
            fewest_replies = count;
            longest = length;
        }
        if (count == fewest_replies && length == longest) {
            best.push_back(move);
        }
    };
    if constexpr (OffersWinningReplyCounts<S, typename R::Position>) {
        for (const auto& counted : solver.winning_reply_counts(position)) {
            consider(counted.move, [&](const auto&) { return counted.winning_replies; });
        }
    } else {
        for (const Move& move : rules.legal_moves(position)) {
            consider(move, [&](const auto& after) { return solver.winning_moves(after).size(); });
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
