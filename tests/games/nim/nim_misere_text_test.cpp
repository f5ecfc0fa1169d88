// Misère Nim in words: the exception when one column holds more than one piece (leave an odd
// number of single pieces), single pieces only (leave an odd number of columns), and the case
// where the normal-play method applies unchanged.
#include <gtest/gtest.h>

#include "games/nim/nim_explanation_text.hpp"
#include "support/text_search.hpp"

namespace marienbad {
namespace {

std::string misere_explanation(std::vector<int> piles) {
    return render_nim_explanation(
        explain_nim_position(NimPosition{std::move(piles)}, Convention::misere));
}

using testing::contains;

TEST(NimMisereText, ExceptionWhenOneColumnHasSeveralPieces) {
    const std::string text = misere_explanation({1, 1, 5});
    // The matrix method is shown first, then corrected.
    EXPECT_TRUE(contains(text, "take 5 - 0 = 5 pieces from column 2")) << text;
    EXPECT_TRUE(contains(text,
                         "Misère exception: column 2 is the only one with more than one "
                         "piece."))
        << text;
    EXPECT_TRUE(contains(text, "would leave 2 columns of one piece, an even number")) << text;
    EXPECT_TRUE(contains(text,
                         "Leave an odd number instead: take 4 pieces from column 2, which leaves 3 "
                         "columns of one piece."))
        << text;
}

TEST(NimMisereText, ExceptionLeavingASingleColumnOfOnePiece) {
    const std::string text = misere_explanation({1, 5});
    EXPECT_TRUE(contains(text, "Misère exception: column 1")) << text;
    EXPECT_TRUE(contains(text, "take 5 pieces from column 1, which leaves 1 column of one piece."))
        << text;
}

TEST(NimMisereText, SinglePiecesOnlyEvenCountWins) {
    const std::string text = misere_explanation({1, 1, 1, 1});
    EXPECT_TRUE(contains(text, "Misère play with single pieces only")) << text;
    EXPECT_TRUE(contains(text, "There are 4 columns, an even number: take one and 3 remain."))
        << text;
    EXPECT_FALSE(contains(text, "sums")) << "no matrix for single pieces:\n" << text;
}

TEST(NimMisereText, SinglePiecesOnlyOddCountLoses) {
    const std::string three = misere_explanation({1, 1, 1});
    EXPECT_TRUE(contains(three,
                         "There are 3 columns, an odd number: every move leaves an even "
                         "number. No move wins against perfect play."))
        << three;
    const std::string one = misere_explanation({1});
    EXPECT_TRUE(contains(one, "There is 1 column, an odd number")) << one;
}

TEST(NimMisereText, TwoLargeColumnsFollowNormalPlay) {
    const std::string text = misere_explanation({3, 5, 1});
    EXPECT_TRUE(contains(text,
                         "Misère play: at least two columns hold more than one piece, so the "
                         "normal-play method applies unchanged."))
        << text;
    EXPECT_TRUE(contains(text, "take 5 - 2 = 3 pieces from column 1")) << text;
    EXPECT_FALSE(contains(text, "Misère exception")) << text;
}

TEST(NimMisereText, NormalPlayNeverMentionsMisere) {
    const std::string text =
        render_nim_explanation(explain_nim_position(NimPosition{{1, 1, 5}}, Convention::normal));
    EXPECT_FALSE(contains(text, "Misère")) << text;
    EXPECT_TRUE(contains(text, "take 5 - 0 = 5 pieces from column 2")) << text;
}

}  // namespace
}  // namespace marienbad
