// The queen's puzzles hold what each difficulty says of them (games/queen/queen_puzzles.cpp): one
// queen up to difficulty 4, two at 5; misère play at 4 only; at 3 the queen far from the sink on a
// board of 20 to 30; the queens on distinct cells, none in the sink.
#include <gtest/gtest.h>

#include "games/queen/queen_game.hpp"

namespace marienbad {
namespace {

TEST(QueenPuzzles, TheQueensBoardAndRulesAreTheDifficultys) {
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        Random random(static_cast<Random::Seed>(difficulty));
        for (int found = 0; found < 20;) {
            const auto queen = QueenGame::puzzle_candidate(difficulty, random);
            if (!queen) {
                continue;
            }
            ++found;
            EXPECT_EQ(queen->convention, difficulty == 4 ? Convention::misere : Convention::normal);
            ASSERT_EQ(queen->queens.size(), difficulty == 5 ? 2U : 1U);
            for (const QueenCell cell : queen->queens) {
                EXPECT_TRUE(queen->board.contains(cell));
                EXPECT_NE(cell, queen->board.sink());
            }
            if (difficulty == 5) {
                EXPECT_NE(queen->queens[0], queen->queens[1]);
            }
            if (difficulty == 3) {
                EXPECT_GE(queen->board.rows, 20);
                const WythoffPosition distances = queen->board.distances(queen->queens[0]);
                EXPECT_GE(distances.x, 10);
                EXPECT_GE(distances.y, 10);
            }
        }
    }
}

}  // namespace
}  // namespace marienbad
