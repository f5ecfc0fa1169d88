// Why a move of the pawns loses, as a student reads it: the label 1 and the opponent's 0, the
// sink, the pawns' xor (handout 001 §3).
#include <gtest/gtest.h>

#include "support/any_game.hpp"

namespace marienbad::testing {
namespace {

TEST(GridLosingMove, TheGridsLabelsAndThePawnsXor) {
    GridSetup open{GridBoard(5, 5), {Cell{2, 3}}};
    EXPECT_EQ(why_move_loses(open, GridMove{0, {2, 4}}),
              "That move loses: the pawn would stand on (3,5), labelled 1, from where your "
              "opponent pushes it into the sink, (5,5).");
    GridSetup far{GridBoard(5, 5), {Cell{0, 1}}};
    EXPECT_EQ(why_move_loses(far, GridMove{0, {0, 2}}),
              "That move loses: the pawn would stand on (1,3), labelled 1. From there your "
              "opponent pushes it to (1,4), labelled 0, and from a 0 every move leads to a 1 "
              "again.");
    EXPECT_FALSE(why_move_loses(far, GridMove{0, {0, 3}}));  // to a 0: it wins
    // Two pawns: the values of their cells (0 1 3 0 1 on the first row), and the xor.
    GridSetup two{GridBoard(5, 5), {Cell{0, 1}, Cell{0, 2}}};
    EXPECT_EQ(why_move_loses(two, GridMove{0, {1, 1}}),
              "That move loses: the pawns would stand on cells worth 0 and 3, whose xor is 3, not "
              "0. Your opponent answers by moving pawn 2 to (1,4), which makes the xor 0.");
}

}  // namespace
}  // namespace marienbad::testing
