// The row's lesson: its last game is handout 004's full row in misère play; misère play differs
// from the mirror.
#include <gtest/gtest.h>

#include "support/any_game.hpp"
#include "support/text_search.hpp"
#include "tutor/lesson.hpp"

namespace marienbad::testing {
namespace {

TEST(RowLesson, TheRowsLastGameIsHandoutFoursFullRowInMiserePlay) {
    const Course course = lesson_course("row");
    const auto& last = std::get<RowSetup>(course.exercises.back().setup);
    EXPECT_EQ(last.convention, Convention::misere);
    EXPECT_EQ(last.start.pattern(), "111111111111111111111");
    // Misère play differs from the mirror: from runs of 1 and 2, the mirror's move loses.
    const Exercise& differs = course.exercises.at(3);
    EXPECT_EQ(std::get<RowSetup>(differs.setup).convention, Convention::misere);
    EXPECT_EQ(std::get<RowSetup>(differs.setup).start.pattern(), "1011");
    EXPECT_TRUE(why_move_loses(differs.setup, RowMove{2, 1}).has_value());
    EXPECT_FALSE(why_move_loses(differs.setup, RowMove{2, 2}).has_value());
}

}  // namespace
}  // namespace marienbad::testing
