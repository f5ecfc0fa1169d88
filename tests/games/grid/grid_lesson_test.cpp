// The grid's lesson: its labels are handout 001's figure 4.
#include <gtest/gtest.h>

#include "support/any_game.hpp"
#include "support/text_search.hpp"
#include "tutor/lesson.hpp"

namespace marienbad::testing {
namespace {

TEST(GridLesson, TheGridsLabelsAreHandoutOnesFigureFour) {
    const Course course = lesson_course("grid");
    // Figure 4, right: 1 1 0 1 1 0 1 on the first row, the banned cells as X.
    const std::string& labels = course.exercises.at(2).explanation.at(1);
    EXPECT_TRUE(contains(labels, "1 1 1 0 1 1 0 1\n")) << labels;
    EXPECT_TRUE(contains(labels, "2 0 X 1 0 X 1 0\n")) << labels;
    EXPECT_TRUE(contains(labels, "5 0 1 1 0 1 1 0\n")) << labels;
    // The first exercise shows an open grid's labels, the sink 0 at the bottom right.
    EXPECT_TRUE(contains(course.exercises.at(0).explanation.at(2), "5 1 0 1 1 0\n"));
}

}  // namespace
}  // namespace marienbad::testing
