// The row as handout 004's exercise 7 draws it: numbered places over their marks, `*` a match,
// blank an empty place, every place as wide as the widest number, long rows in blocks, the
// longest row offered 80 columns wide.
#include <gtest/gtest.h>

#include <algorithm>

#include "row_test_support.hpp"
#include "support/boards_as_text.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

using testing::render_row_board;

using testing::row_of;

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
    EXPECT_TRUE(text.ends_with("\n100|\n  *|\n")) << text;
    EXPECT_TRUE(text.starts_with("  0|  1|")) << text;
}

TEST(RowBoardText, TheLongestRowFitsAnEightyByTwentyFourTerminal) {
    RowPosition position = RowPosition::full(k_row_max_length);
    position.set_match(199, false);
    const std::string text = render_row_board(position);
    EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 20) << "ten blocks of two lines";
    std::size_t line_start = 0;
    while (line_start < text.size()) {
        const std::size_t line_end = text.find('\n', line_start);
        EXPECT_EQ(line_end - line_start, 80U) << text.substr(line_start, line_end - line_start);
        line_start = line_end + 1;
    }
    EXPECT_TRUE(
        text.ends_with("180|181|182|183|184|185|186|187|188|189|190|191|192|193|194|195|196|"
                       "197|198|199|\n"
                       "  *|  *|  *|  *|  *|  *|  *|  *|  *|  *|  *|  *|  *|  *|  *|  *|  *|"
                       "  *|  *|   |\n"))
        << text;
}

}  // namespace
}  // namespace marienbad
