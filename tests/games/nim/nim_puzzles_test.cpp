// Nim's puzzles hold what each difficulty says of them (games/nim/nim_puzzles.cpp): normal play up
// to difficulty 4, two piles at 1; misère play at 5, where endings (one pile of more than one
// piece) and positions the matrix decides are mixed rather than always the same trick; and the top
// difficulty is harder than the one before on the measure (a later step of the lesson).
#include <gtest/gtest.h>

#include <algorithm>

#include "games/nim/nim_game.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {
namespace {

TEST(NimPuzzles, TheRulesAreTheDifficultysAndTheTopOneMixesMisereEndingsAndTheMatrix) {
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        const Course series = puzzle_course({CourseKind::puzzles, "nim", difficulty, 20, 3});
        int endings = 0;
        for (const Exercise& puzzle : series.exercises) {
            const auto& setup = std::get<NimSetup>(puzzle.setup);
            EXPECT_EQ(setup.convention, difficulty == 5 ? Convention::misere : Convention::normal);
            if (difficulty == 1) {
                EXPECT_EQ(setup.start.piles.size(), 2U);
            }
            const auto large = std::count_if(setup.start.piles.begin(), setup.start.piles.end(),
                                             [](int pile) { return pile > 1; });
            endings += large <= 1 ? 1 : 0;
        }
        if (difficulty == 5) {
            EXPECT_GT(endings, 0);
            EXPECT_LT(endings, 20);
        }
    }
    EXPECT_TRUE(harder_level(NimGame::puzzle_level(5), NimGame::puzzle_level(4)));
}

}  // namespace
}  // namespace marienbad
