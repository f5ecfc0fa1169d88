// Nim's lesson: handout 000 §6's worked example, whose sums, first odd sum, line to change and new
// value the student works out; the sums of the first matrix too; its piles are rows where the
// front end draws them so, and a pile is never called a column of bits.
#include <gtest/gtest.h>

#include "support/any_game.hpp"
#include "support/text_search.hpp"
#include "tutor/lesson.hpp"

namespace marienbad::testing {
namespace {

std::vector<int> answers(const Exercise& exercise) {
    std::vector<int> numbers;
    for (const ExerciseQuestion& question : exercise.questions) {
        numbers.push_back(question.answer);
    }
    return numbers;
}

TEST(NimLesson, NimsMatrixIsHandoutZerosWorkedExample) {
    const Course course = lesson_course("nim");
    const Exercise& example = course.exercises.at(2);
    EXPECT_EQ(std::get<NimSetup>(example.setup).start.piles,
              (std::vector<int>{19, 10, 14, 13, 4, 20, 7}));
    const std::string& matrix = example.explanation.at(1);
    EXPECT_TRUE(contains(matrix, "column 1:   0   0   0   0   1   0   1   0  = 10")) << matrix;
    EXPECT_TRUE(contains(matrix, "128  64  32  16   8   4   2   1")) << matrix;
    // The sums are the student's to work out: not shown, asked.
    EXPECT_FALSE(contains(matrix, "sums:")) << matrix;
    // Handout 000's three steps: the sums 0 0 0 2 3 5 4 3, the first odd one under 8, line 1,
    // which becomes 7.
    EXPECT_EQ(answers(example), (std::vector<int>{0, 0, 0, 2, 3, 5, 4, 3, 8, 1, 7}));
    EXPECT_EQ(example.winning_moves, 3);
    EXPECT_EQ(example.questions.at(3).why, "19 and 20 have a 1 worth 16: the sum is 2.");
}

TEST(NimLesson, TheFirstMatrixSumsAreTheStudents) {
    const Course course = lesson_course("nim");
    const Exercise& matrix = course.exercises.at(1);
    EXPECT_EQ(answers(matrix), (std::vector<int>{2, 1, 2}));
    EXPECT_EQ(matrix.questions.front().prompt, "The sum of the bits worth 4?");
}

TEST(NimLesson, NimsPilesAreRowsWhereTheFrontEndDrawsThemSo) {
    const Course columns = lesson_course("nim");
    const Course rows = lesson_course("nim", Wording{true});
    EXPECT_TRUE(contains(columns.exercises[0].question, "Columns of 3 and 5"));
    EXPECT_TRUE(contains(rows.exercises[0].question, "Rows of 3 and 5"));
    EXPECT_TRUE(contains(rows.exercises[1].explanation[2], "row 2:"));
    EXPECT_TRUE(contains(rows.exercises[2].questions.at(9).prompt, "which row?"));
}

TEST(NimLesson, NoWordNamesBothAPileAndABit) {
    const Course course = lesson_course("nim");
    for (const Exercise& exercise : course.exercises) {
        for (const std::string& paragraph : exercise.explanation) {
            EXPECT_FALSE(contains(paragraph, "column of bits")) << paragraph;
            EXPECT_FALSE(contains(paragraph, "column worth")) << paragraph;
            EXPECT_FALSE(contains(paragraph, "columns of bits")) << paragraph;
        }
    }
}

}  // namespace
}  // namespace marienbad::testing
