// Nim's lesson: its matrix is handout 000 §6's worked example; its piles are rows where the front
// end draws them so.
#include <gtest/gtest.h>

#include "support/any_game.hpp"
#include "support/text_search.hpp"
#include "tutor/lesson.hpp"

namespace marienbad::testing {
namespace {

TEST(NimLesson, NimsMatrixIsHandoutZerosWorkedExample) {
    const Course course = lesson_course("nim");
    const Exercise& example = course.exercises.at(2);
    EXPECT_EQ(std::get<NimSetup>(example.setup).start.piles,
              (std::vector<int>{19, 10, 14, 13, 4, 20, 7}));
    const std::string& matrix = example.explanation.at(1);
    EXPECT_TRUE(contains(matrix, "column 1:   0   0   0   0   1   0   1   0  = 10")) << matrix;
    EXPECT_TRUE(contains(matrix, "sums:       0   0   0   2   3   5   4   3")) << matrix;
    EXPECT_TRUE(contains(matrix, "128  64  32  16   8   4   2   1")) << matrix;
    EXPECT_EQ(example.winning_moves, 3);
}

TEST(NimLesson, NimsPilesAreRowsWhereTheFrontEndDrawsThemSo) {
    const Course columns = lesson_course("nim");
    const Course rows = lesson_course("nim", Wording{true});
    EXPECT_TRUE(contains(columns.exercises[0].question, "Columns of 3 and 5"));
    EXPECT_TRUE(contains(rows.exercises[0].question, "Rows of 3 and 5"));
    EXPECT_TRUE(contains(rows.exercises[1].explanation[1], "row 2:"));
}

}  // namespace
}  // namespace marienbad::testing
