// The random-game harness, for every game: plays seeded random games and checks, at every
// step, that the moves offered are legal, that apply then undo restores the position, that
// each move lowers the bound on the moves left, and that the game ends within that bound with
// no move left. A game's tests call it with its rules and a way to draw a starting position.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <span>

#include "core/game_concepts.hpp"
#include "core/random.hpp"

namespace marienbad::testing {

struct RandomGameSettings {
    int games = 200;
    std::uint64_t seed = 1;
    // At each step, apply/undo is checked on every legal move when there are at most this
    // many, else on this many drawn at random.
    int moves_checked_per_step = 64;
};

template <GameRules R>
void check_move(const R& rules, const typename R::Position& position,
                const typename R::Move& move) {
    ASSERT_TRUE(rules.is_legal(position, move)) << "legal_moves offered an illegal move";
    auto work = position;
    const auto undo = rules.apply(work, move);
    ASSERT_LT(rules.max_remaining_moves(work), rules.max_remaining_moves(position))
        << "a move did not lower the bound on the moves left";
    rules.undo(work, undo);
    ASSERT_EQ(work, position) << "apply then undo did not restore the position";
}

template <GameRules R, class MakeStart>
void check_random_games(const R& rules, MakeStart make_start, RandomGameSettings settings = {}) {
    using Move = typename R::Move;
    Random random(settings.seed);
    for (int game = 0; game < settings.games; ++game) {
        auto position = make_start(random);
        const int bound = rules.max_remaining_moves(position);
        ASSERT_GE(bound, 0);
        int moves_played = 0;
        while (!rules.is_over(position)) {
            const std::vector<Move> moves = rules.legal_moves(position);
            ASSERT_FALSE(moves.empty()) << "a game that is not over has no move";
            if (std::ssize(moves) <= settings.moves_checked_per_step) {
                for (const Move& move : moves) {
                    ASSERT_NO_FATAL_FAILURE(check_move(rules, position, move));
                }
            } else {
                for (int i = 0; i < settings.moves_checked_per_step; ++i) {
                    ASSERT_NO_FATAL_FAILURE(
                        check_move(rules, position, random.pick(std::span<const Move>(moves))));
                }
            }
            rules.apply(position, random.pick(std::span<const Move>(moves)));
            ++moves_played;
            ASSERT_LE(moves_played, bound) << "the game outlived its bound";
        }
        ASSERT_TRUE(rules.legal_moves(position).empty()) << "a finished game still has moves";
    }
}

}  // namespace marienbad::testing
