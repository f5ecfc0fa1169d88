// The row's lesson: the values of runs of 1 to 8 matches worked out by the student (handout 004's
// recursion); runs of 5 and 15 judged by misère play's rule; an exception at work; the copy that
// fails in misère play; and its last game, handout 004's full row in misère play.
#include <gtest/gtest.h>

#include "games/row/row_solver.hpp"
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

TEST(RowLesson, TheRowsLastGameIsHandoutFoursFullRowInMiserePlay) {
    const Course course = lesson_course("row");
    const auto& last = std::get<RowSetup>(course.exercises.back().setup);
    EXPECT_EQ(last.convention, Convention::misere);
    EXPECT_EQ(last.start.pattern(), "111111111111111111111");
    // Misère play differs from the mirror: from runs of 1 and 2, the mirror's move loses.
    const Exercise& differs = titled(course, "Where the copy fails");
    EXPECT_EQ(std::get<RowSetup>(differs.setup).convention, Convention::misere);
    EXPECT_EQ(std::get<RowSetup>(differs.setup).start.pattern(), "1011");
    EXPECT_TRUE(why_move_loses(differs.setup, RowMove{2, 1}).has_value());
    EXPECT_FALSE(why_move_loses(differs.setup, RowMove{2, 2}).has_value());
}

TEST(RowLesson, TheStudentWorksOutTheValuesOfRunsOfOneToEightMatches) {
    const Course course = lesson_course("row");
    const Exercise& values = titled(course, "The value of a run");
    EXPECT_EQ(values.task, ExerciseTask::answer_questions);
    std::vector<int> answers;
    for (const ExerciseQuestion& question : values.questions) {
        answers.push_back(question.answer);
    }
    EXPECT_EQ(answers, (std::vector<int>{1, 2, 3, 4, 1, 6, 3, 2}));
    // A wrong value is answered with the values the moves leave, a split run as the xor of its
    // parts, and the smallest number missing.
    EXPECT_EQ(values.questions.at(4).why,
              "the moves leave a run of 2 matches: 2, a run of 3 matches: 3, a run of 4 matches: "
              "4, runs of 1 and 1: 1 xor 1 = 0, runs of 1 and 2: 1 xor 2 = 3, runs of 1 and 3: 1 "
              "xor 3 = 2 and runs of 2 and 2: 2 xor 2 = 0; so the values left are 0, 2, 3 and 4, "
              "and the smallest number not among them is 1.");
    // The table the rest of the lesson reads runs of up to 31 matches from.
    EXPECT_TRUE(contains(values.questions.back().after, "15")) << values.questions.back().after;
}

TEST(RowLesson, AStudentWhoFollowsItJudgesRunsOfFiveAndFifteen) {
    const Course course = lesson_course("row");
    const Exercise& rule = titled(course, "Misère play's rule");
    const ExerciseQuestion& judged = rule.questions.front();
    EXPECT_TRUE(contains(judged.prompt, "runs of 5 and 15")) << judged.prompt;
    EXPECT_EQ(judged.answer, 1);  // lost for the player to move
    EXPECT_EQ(judged.why,
              "runs of 5 and 15: a run of 15 is neither 1, 4, 5 nor 10 matches, so the values "
              "decide: 1 xor 1 = 0, lost for the player to move.");
    // And the solver agrees on the row it shows.
    EXPECT_EQ(std::get<RowSetup>(rule.setup).start.pattern(), "111110111111111111111");
    EXPECT_EQ(count_moves(rule.setup).winning, 0);
}

TEST(RowLesson, AnExceptionAtWorkHasAWinningMoveNormalPlayWouldNotMake) {
    const Course course = lesson_course("row");
    const Exercise& exception = titled(course, "An exception at work");
    const auto& setup = std::get<RowSetup>(exception.setup);
    const auto misere = RowSolver(Convention::misere, 3).winning_moves(setup.start);
    const auto normal = RowSolver(Convention::normal, 3).winning_moves(setup.start);
    ASSERT_EQ(misere.size(), 1U);
    EXPECT_EQ(std::find(normal.begin(), normal.end(), misere.front()), normal.end());
}

}  // namespace
}  // namespace marienbad::testing
