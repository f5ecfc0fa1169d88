// parse_integer_answer: which answers spell a whole number within the bounds (handout 000's
// lire_entier accepts nothing else).
#include <gtest/gtest.h>

#include "line/questions.hpp"

namespace marienbad {
namespace {

TEST(ParseIntegerAnswer, AcceptsAWholeNumberWithinTheBounds) {
    EXPECT_EQ(parse_integer_answer("0", 0, 5), 0);
    EXPECT_EQ(parse_integer_answer("3", 0, 5), 3);
    EXPECT_EQ(parse_integer_answer("5", 0, 5), 5);
    EXPECT_EQ(parse_integer_answer("20", 1, 20), 20);
}

TEST(ParseIntegerAnswer, AcceptsSpacesAndTabsAroundTheNumber) {
    EXPECT_EQ(parse_integer_answer("  4", 0, 5), 4);
    EXPECT_EQ(parse_integer_answer("4   ", 0, 5), 4);
    EXPECT_EQ(parse_integer_answer("\t2\t", 0, 5), 2);
}

TEST(ParseIntegerAnswer, RefusesNumbersOutsideTheBounds) {
    EXPECT_FALSE(parse_integer_answer("6", 0, 5));
    EXPECT_FALSE(parse_integer_answer("0", 1, 5));
    EXPECT_FALSE(parse_integer_answer("-1", 0, 5));
    EXPECT_FALSE(parse_integer_answer("-3", -2, 5));
}

TEST(ParseIntegerAnswer, RefusesHugeNumbersWithoutOverflowing) {
    EXPECT_FALSE(parse_integer_answer("2147483648", 0, 5));
    EXPECT_FALSE(parse_integer_answer("4294967297", 0, 5));  // 2^32 + 1 would wrap to 1
    EXPECT_FALSE(parse_integer_answer("99999999999999999999999", 0, 5));
    EXPECT_FALSE(parse_integer_answer("-99999999999999999999999", 0, 5));
}

TEST(ParseIntegerAnswer, RefusesAnythingThatIsNotAWholeNumber) {
    for (const char* junk : {"", " ", "   \t ", "abc", "x3", "3x", "3 4", "3.0", "3,5", "+ 3",
                             "--2", "?", "one", "0x3"}) {
        EXPECT_FALSE(parse_integer_answer(junk, 0, 5)) << "answer '" << junk << "'";
    }
}

}  // namespace
}  // namespace marienbad
