// Why a Nim move loses, as a student reads it, in what the lesson has taught by then: with two
// piles, the copy (no binary before the lesson's matrix); else the bits whose sums are odd and the
// answer that makes them even (handout 000 §6), the bits named by their worth, never "column"; the
// misère endings. A winning move, or a position already lost, is not refused.
#include <gtest/gtest.h>

#include "support/any_game.hpp"

namespace marienbad::testing {
namespace {

AnySetup nim(std::vector<int> piles, Convention convention = Convention::normal) {
    return NimSetup{convention, NimPosition{std::move(piles)}};
}

TEST(NimLosingMove, NimsOddSumsAndTheAnswerThatMakesThemEven) {
    EXPECT_EQ(why_move_loses(nim({3, 4, 5}), NimMove{1, 1}),
              "That move loses: it leaves 3, 3 and 5. In binary the sums of the bits of each worth "
              "are 0 0 0 0 0 1 2 3: the sums of the bits worth 4 and 1 are odd, and your opponent "
              "makes every sum even again: take 5 pieces from column 2.");
}

TEST(NimLosingMove, TwoPilesAreExplainedByTheCopyBeforeBinaryIsTaught) {
    // The lesson's first exercise: no binary sums before the lesson teaches them.
    EXPECT_EQ(why_move_loses(nim({3, 5}), NimMove{0, 1}),
              "That move loses: it leaves piles of 2 and 5, unequal. Your opponent makes them "
              "equal: take 3 pieces from column 1; then whatever you take from one, they take the "
              "same from the other, and the last piece is theirs.");
    EXPECT_EQ(*why_move_loses(nim({3, 5}), NimMove{0, 1}, Wording{true}),
              "That move loses: it leaves piles of 2 and 5, unequal. Your opponent makes them "
              "equal: take 3 pieces from row 1; then whatever you take from one, they take the "
              "same from the other, and the last piece is theirs.");
    EXPECT_EQ(why_move_loses(nim({3, 5}), NimMove{0, 3}),
              "That move loses: it leaves a single pile, and your opponent takes it whole: take 5 "
              "pieces from column 0. The last piece is theirs.");
    EXPECT_FALSE(why_move_loses(nim({3, 4, 5}), NimMove{0, 2}));  // it wins
    EXPECT_FALSE(why_move_loses(nim({1, 2, 3}), NimMove{0, 1}));  // lost already
}

TEST(NimLosingMove, NimsMisereEndings) {
    EXPECT_EQ(why_move_loses(nim({1, 1, 4}, Convention::misere), NimMove{2, 4}),
              "That move loses: it leaves 2 piles of one piece, and in misère play an even number "
              "of them loses for you: your opponent takes one, and the last one is yours.");
    EXPECT_EQ(why_move_loses(nim({1, 1, 4}, Convention::misere), NimMove{0, 1}),
              "That move loses: it leaves 1 and 4, only one pile of more than one piece. In "
              "misère play your opponent answers: take 4 pieces from column 1, which leaves an "
              "odd number of piles of one piece, and the last piece is yours.");
    EXPECT_EQ(why_move_loses(nim({1}, Convention::misere), NimMove{0, 1}), std::nullopt);
    EXPECT_EQ(why_move_loses(nim({2}, Convention::misere), NimMove{0, 2}),
              "That move loses: you would take the last piece, and in misère play whoever takes "
              "it loses.");
}

}  // namespace
}  // namespace marienbad::testing
