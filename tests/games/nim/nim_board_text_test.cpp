// The Nim board as handout 000 draws it: column indices from 0 on top, row numbers on the left,
// one '*' per piece, no trailing spaces.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/boards_as_text.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

using testing::render_nim_board;

TEST(NimBoardText, DrawsASmallBoardExactly) {
    EXPECT_EQ(render_nim_board(NimPosition{{1, 3, 2}}),
              "      0  1  2\n"
              "  0   *  *  *\n"
              "  1      *  *\n"
              "  2      *\n");
}

TEST(NimBoardText, DrawsASinglePile) {
    EXPECT_EQ(render_nim_board(NimPosition{{2}}),
              "      0\n"
              "  0   *\n"
              "  1   *\n");
}

TEST(NimBoardText, OnePieceStarPerPieceAndTwoDigitIndices) {
    NimPosition position;
    for (int pile = 1; pile <= 12; ++pile) {
        position.piles.push_back(pile);
    }
    const std::string board = render_nim_board(position);
    EXPECT_EQ(std::count(board.begin(), board.end(), '*'), position.total_pieces());
    EXPECT_EQ(board.substr(0, board.find('\n')), "      0  1  2  3  4  5  6  7  8  9 10 11");
    // Row 11: only the last pile, of 12 pieces, reaches it.
    const std::string last_row = " 11 " + std::string(11 * 3, ' ') + "  *";
    EXPECT_NE(board.find("\n" + last_row + "\n"), std::string::npos) << board;
    EXPECT_EQ(board.find(" \n"), std::string::npos) << "no line ends with a space";
}

}  // namespace
}  // namespace marienbad
