// The grid's lesson: its labels are handout 001's; the handout's questions are exercises — a single
// row (the game of taking one or two), which border cells may be banned and what a banned cell asks
// of the others, the labels of a 7 × 10 grid with 8 banned cells typed in figure 3's order — and
// several pawns' values, with two pawns on one cell lost for the player who starts.
#include <gtest/gtest.h>

#include "support/any_game.hpp"
#include "support/text_search.hpp"
#include "tutor/lesson.hpp"

namespace marienbad::testing {
namespace {

// The exercise of `course` headed `heading` (the course must outlive the reference).
const Exercise& titled(const Course& course, const std::string& heading) {
    for (const Exercise& exercise : course.exercises) {
        if (exercise.heading == heading) {
            return exercise;
        }
    }
    throw std::out_of_range(heading);
}

TEST(GridLesson, TheFirstExerciseShowsAnOpenGridsLabels) {
    const Course course = lesson_course("grid");
    // The sink 0 at the bottom right.
    EXPECT_TRUE(contains(course.exercises.at(0).explanation.at(2), "5 1 0 1 1 0\n"));
}

TEST(GridLesson, ASingleRowIsTheGameOfTakingOneOrTwo) {
    const Course course = lesson_course("grid");
    const Exercise& row = titled(course, "A grid of a single row");
    const auto& setup = std::get<GridSetup>(row.setup);
    EXPECT_EQ(setup.board.rows(), 1);
    std::vector<int> labels;
    for (const ExerciseQuestion& question : row.questions) {
        if (question.cell) {
            labels.push_back(question.answer);
        }
    }
    // (1,9) down to (1,1): the 0s are 3, 6 and 9 cells from the sink.
    EXPECT_EQ(labels, (std::vector<int>{1, 1, 0, 1, 1, 0, 1, 1, 0}));
    EXPECT_EQ(row.questions.back().answer, 2);  // a multiple of 3
}

TEST(GridLesson, TheBorderCellsThatMayBeBannedAreCheckedByTheGridsRules) {
    const Course course = lesson_course("grid");
    const Exercise& bans = titled(course, "Which cells may be banned");
    std::vector<int> answers;
    for (const ExerciseQuestion& question : bans.questions) {
        answers.push_back(question.answer);
    }
    // (1,5) and (5,1), the corners, may; (1,3), (3,5), (5,3) may not. With (3,3) banned, (2,4)
    // and (4,2) may not; (4,4) and (2,2) may.
    EXPECT_EQ(answers, (std::vector<int>{1, 2, 2, 1, 2, 2, 1, 2, 1}));
    EXPECT_EQ(bans.questions.at(1).why,
              "(1,3) may not be banned: the pawn could never reach (1,4): neither the cell above "
              "it nor the one on its left would be free.");
}

TEST(GridLesson, TheHandoutsSevenByTenGridIsLabelledCellByCellInFigureThreesOrder) {
    const Course course = lesson_course("grid");
    const Exercise& labels = titled(course, "Labelling a grid");
    const auto& setup = std::get<GridSetup>(labels.setup);
    EXPECT_EQ(setup.board.rows(), 7);
    EXPECT_EQ(setup.board.cols(), 10);
    EXPECT_EQ(setup.board.banned_count(), 8);
    // Every free cell but the sink, the last column first, from the bottom up, (1,1) last.
    ASSERT_EQ(labels.questions.size(), 61U);
    EXPECT_EQ(labels.questions.front().cell, (Cell{5, 9}));
    EXPECT_EQ(labels.questions.back().cell, (Cell{0, 0}));
    EXPECT_EQ(labels.questions.back().answer, 1);  // whoever starts wins
    EXPECT_TRUE(contains(labels.questions.back().after, "The labels so far"));
}

TEST(GridLesson, TwoPawnsOnOneCellLoseForThePlayerWhoStarts) {
    const Course course = lesson_course("grid");
    const Exercise& pawns = titled(course, "Several pawns");
    EXPECT_EQ(std::get<GridSetup>(pawns.setup).pawns.size(), 2U);
    const ExerciseQuestion& same_cell = pawns.questions.back();
    EXPECT_TRUE(contains(same_cell.prompt, "Two pawns on the same cell"));
    EXPECT_EQ(same_cell.answer, 2);  // lost
    const AnySetup together = GridSetup{GridBoard(5, 5), {Cell{1, 1}, Cell{1, 1}}};
    EXPECT_EQ(count_moves(together).winning, 0);
}

}  // namespace
}  // namespace marienbad::testing
