// Nim's puzzles hold what each difficulty says of them (games/nim/nim_puzzles.cpp): normal play up
// to difficulty 4; misère play at 5, with a winning move normal play would not make.
#include <gtest/gtest.h>

#include "games/nim/nim_game.hpp"

namespace marienbad {
namespace {

TEST(NimPuzzles, TheRulesAreTheDifficultysAndTheTopOneIsMisereOwn) {
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        Random random(static_cast<Random::Seed>(difficulty));
        for (int found = 0; found < 20;) {
            const auto nim = NimGame::puzzle_candidate(difficulty, random);
            if (!nim) {
                continue;
            }
            ++found;
            EXPECT_EQ(nim->convention, difficulty == 5 ? Convention::misere : Convention::normal);
            if (difficulty == 5) {
                EXPECT_NE(NimSolver(Convention::misere).winning_moves(nim->start),
                          NimSolver(Convention::normal).winning_moves(nim->start));
            }
        }
    }
}

}  // namespace
}  // namespace marienbad
