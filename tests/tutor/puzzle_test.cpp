// The series of puzzles: without a difficulty it climbs from 1 to 5, each puzzle states its counts
// in its question, and a generator that finds nothing says so in one line. (Every game's puzzles
// hold the counts they state: tests/games/every_game/puzzles_test.cpp; each difficulty's rules and
// sizes: each game's own tests.)
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad::testing {
namespace {

TEST(Puzzles, ASeriesWithoutADifficultyClimbsFromOneToFive) {
    std::vector<int> climbed;
    for (int i = 0; i < 10; ++i) {
        climbed.push_back(series_difficulty(0, i, 10));
    }
    EXPECT_EQ(climbed, (std::vector<int>{1, 1, 2, 2, 3, 3, 4, 4, 5, 5}));
    EXPECT_EQ(series_difficulty(0, 0, 1), 1);
    EXPECT_EQ(series_difficulty(0, 2, 3), 4);
    EXPECT_EQ(series_difficulty(3, 7, 10), 3);
    const Course course = puzzle_course({CourseKind::puzzles, "nim", 0, 5, 1});
    ASSERT_EQ(course.exercises.size(), 5U);
    EXPECT_EQ(course.exercises.front().explanation.front().rfind("Difficulty 1:", 0), 0U);
    EXPECT_EQ(course.exercises.back().explanation.front().rfind("Difficulty 5:", 0), 0U);
}

TEST(Puzzles, APuzzleStatesItsCountsInItsQuestion) {
    const Course course = puzzle_course({CourseKind::puzzles, "row", 3, 2, 9});
    for (const Exercise& exercise : course.exercises) {
        EXPECT_EQ(exercise.winning_moves, 1);
        EXPECT_EQ(exercise.question, "Find the winning move: 1 of the " +
                                         std::to_string(exercise.legal_moves) + " moves wins.");
    }
}

TEST(Puzzles, AGeneratorThatFindsNothingSaysSoInOneLine) {
    Random random(1);
    try {
        generate_puzzle(*find_game("row"), 5, random, 0);
        FAIL() << "no puzzle can be found in no tries";
    } catch (const PuzzleNotFound& error) {
        const std::string message = error.what();
        EXPECT_EQ(message, "puzzle row: no position of difficulty 5 found in 0 tries");
        EXPECT_EQ(message.find('\n'), std::string::npos);
    }
}

}  // namespace
}  // namespace marienbad::testing
