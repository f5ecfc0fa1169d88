// The row's puzzles hold what each difficulty says of them (games/row/row_puzzles.cpp): normal play
// up to difficulty 3, misère play at 4 and 5, and at 5 a winning move normal play would not make.
#include <gtest/gtest.h>

#include "games/row/row_game.hpp"

namespace marienbad {
namespace {

TEST(RowPuzzles, TheRulesAreTheDifficultysAndTheTopOneIsMisereOwn) {
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        Random random(static_cast<Random::Seed>(difficulty));
        for (int found = 0; found < 20;) {
            const auto row = RowGame::puzzle_candidate(difficulty, random);
            if (!row) {
                continue;
            }
            ++found;
            EXPECT_EQ(row->convention, difficulty >= 4 ? Convention::misere : Convention::normal);
            if (difficulty == 5) {
                EXPECT_NE(RowSolver(Convention::misere, 3).winning_moves(row->start),
                          RowSolver(Convention::normal, 3).winning_moves(row->start));
            }
        }
    }
}

}  // namespace
}  // namespace marienbad
