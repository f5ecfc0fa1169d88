// The random-game harness, for every game: plays seeded random games and checks, at every
// step, that the moves offered are legal, that apply then undo restores the position, that
// each move lowers the bound on the moves left, and that the game ends within that bound with
// no move left. A game's tests call it with its rules and a way to draw a starting position.
//
// check_random_undo_redo does the same through a game session between two people, taking
// moves back and playing them again at random: each undo brings back the board before the move,
// each redo the board after it, a new move forgets what was taken back, and the game still ends.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <span>

#include "core/game_concepts.hpp"
#include "core/random.hpp"
#include "session/game_session.hpp"

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

// `make_session(random)` returns a session whose two seats are people, at its start.
template <class MakeSession>
void check_random_undo_redo(MakeSession make_session, RandomGameSettings settings = {}) {
    Random random(settings.seed);
    for (int game = 0; game < settings.games; ++game) {
        const std::unique_ptr<GameSession> session = make_session(random);
        std::vector<BoardModel> boards{session->board()};  // boards[i]: after i moves
        std::vector<BoardModel> taken_back;                // the boards redo brings back
        for (int step = 0; !session->is_over(); ++step) {
            ASSERT_LT(step, 100'000) << "the game does not end";
            const int choice = random.uniform_int(0, 9);
            if (choice == 0) {
                ASSERT_EQ(session->can_undo(), boards.size() > 1);
                if (session->undo() == 1) {
                    taken_back.push_back(boards.back());
                    boards.pop_back();
                }
            } else if (choice == 1) {
                ASSERT_EQ(session->can_redo(), !taken_back.empty());
                if (session->redo() == 1) {
                    boards.push_back(taken_back.back());
                    taken_back.pop_back();
                }
            } else {
                const auto moves = session->legal_moves();
                ASSERT_FALSE(moves.empty()) << "a game that is not over has no move";
                session->play(random.pick(std::span<const AnyMove>(moves)));
                boards.push_back(session->board());
                taken_back.clear();
                ASSERT_FALSE(session->can_redo()) << "a new move keeps what was taken back";
            }
            ASSERT_EQ(session->board(), boards.back());
            ASSERT_EQ(session->history().size() + 1, boards.size());
        }
        ASSERT_TRUE(session->legal_moves().empty()) << "a finished game still has moves";
        ASSERT_TRUE(session->winner());
    }
}

}  // namespace marienbad::testing
