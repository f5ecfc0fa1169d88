// The row as seed 004's exercise 7 draws it: numbered places over their marks, `*` a match,
// blank an empty place, every place as wide as the widest number, long rows in blocks.
#include <gtest/gtest.h>

#include "text/board_text.hpp"

namespace marienbad {
namespace {

RowPosition row_of(std::string_view pattern) {
    return parse_row_pattern(pattern, k_row_capacity).position;
}

TEST(RowBoardText, SeedExerciseSevenRow) {
    EXPECT_EQ(render_row_board(row_of("0011000011")),
              "|0|1|2|3|4|5|6|7|8|9|\n"
              "| | |*|*| | | | |*|*|\n");
}

TEST(RowBoardText, TwoDigitPlacesAreAligned) {
    const std::string text = render_row_board(RowPosition::full(12));
    EXPECT_EQ(text,
              "| 0| 1| 2| 3| 4| 5| 6| 7| 8| 9|10|11|\n"
              "| *| *| *| *| *| *| *| *| *| *| *| *|\n");
}

TEST(RowBoardText, LongRowsAreCutIntoBlocksWithTheirOwnNumbers) {
    RowPosition position = RowPosition::full(45);
    position.set_match(44, false);
    const std::string text = render_row_board(position);
    EXPECT_EQ(text.substr(0, text.find('\n')),
              "| 0| 1| 2| 3| 4| 5| 6| 7| 8| 9|10|11|12|13|14|15|16|17|18|19|");
    EXPECT_NE(text.find("|20|21|"), std::string::npos);
    EXPECT_TRUE(text.ends_with("|40|41|42|43|44|\n| *| *| *| *|  |\n")) << text;
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 6);
}

TEST(RowBoardText, ThreeDigitPlacesAreAligned) {
    const std::string text = render_row_board(RowPosition::full(101));
    EXPECT_TRUE(text.ends_with("|100|\n|  *|\n")) << text;
    EXPECT_TRUE(text.starts_with("|  0|  1|")) << text;
}

}  // namespace
}  // namespace marienbad
