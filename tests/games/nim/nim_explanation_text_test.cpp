// Handout 000 §6's worked example in words: the piles 19 10 14 13 4 20 7 as a binary matrix, the
// sum of each bit, the first odd sum, the line chosen, its bits flipped, and the move (take 3
// from column 1); also a lost position and the other winning lines. Piles are columns, as handout
// 000 calls them; a bit is named by its worth, never "column", and the matrix heads its bits by
// their worth, as the lesson prints them (128 … 1), not by a number of their own.
#include <gtest/gtest.h>

#include <regex>

#include "games/nim/nim_explanation_text.hpp"
#include "support/text_search.hpp"

namespace marienbad {
namespace {

const NimPosition k_seed_000_piles{{19, 10, 14, 13, 4, 20, 7}};

std::string seed_000_explanation(std::optional<int> preferred_pile = std::nullopt) {
    return render_nim_explanation(
        explain_nim_position(k_seed_000_piles, Convention::normal, preferred_pile));
}

using testing::contains;

TEST(NimExplanationText, SeedExampleShowsTheMatrixWithItsBits) {
    const std::string text = seed_000_explanation();
    for (const char* line :
         {"            128 64 32 16 8 4 2 1\n", "  column 0    0  0  0  1 0 0 1 1  = 19\n",
          "  column 1    0  0  0  0 1 0 1 0  = 10\n", "  column 2    0  0  0  0 1 1 1 0  = 14\n",
          "  column 3    0  0  0  0 1 1 0 1  = 13\n", "  column 4    0  0  0  0 0 1 0 0  = 4\n",
          "  column 5    0  0  0  1 0 1 0 0  = 20\n", "  column 6    0  0  0  0 0 1 1 1  = 7\n"}) {
        EXPECT_TRUE(contains(text, line)) << "missing line: " << line << "in:\n" << text;
    }
}

TEST(NimExplanationText, SeedExampleShowsTheColumnSums) {
    const std::string text = seed_000_explanation();
    EXPECT_TRUE(contains(text, "  sums        0  0  0  2 3 5 4 3\n")) << text;
}

TEST(NimExplanationText, SeedExampleFindsTakeThreeFromColumnOne) {
    const std::string text = seed_000_explanation();
    EXPECT_TRUE(contains(text, "is the one of the bits worth 8:")) << text;
    EXPECT_TRUE(contains(text, "is column 1's (10 pieces)")) << text;
    EXPECT_TRUE(contains(text, "Columns 2 and 3 also have a 1 there")) << text;
    EXPECT_TRUE(contains(text, "the bits worth 8, 4 and 1:")) << text;  // bits 4, 5 and 7
    EXPECT_TRUE(contains(text, "00001010 becomes 00000111, that is 7")) << text;
    EXPECT_TRUE(contains(text, "take 10 - 7 = 3 pieces from column 1")) << text;
}

TEST(NimExplanationText, FollowsThePreferredWinningRow) {
    // The computer took from column 2: the explanation follows that row, not the first one.
    const std::string text = seed_000_explanation(2);
    EXPECT_TRUE(contains(text, "Column 2 (14 pieces) has a 1 in the bit worth 8.")) << text;
    EXPECT_TRUE(contains(text, "00001110 becomes 00000011, that is 3")) << text;
    EXPECT_TRUE(contains(text, "take 14 - 3 = 11 pieces from column 2")) << text;
}

TEST(NimExplanationText, LostPositionSaysNoMoveWins) {
    const std::string text =
        render_nim_explanation(explain_nim_position(NimPosition{{1, 3, 2}}, Convention::normal));
    EXPECT_TRUE(contains(text, "  sums        0  0  0  0 0 0 2 2\n")) << text;
    EXPECT_TRUE(contains(text, "Every sum is even")) << text;
    EXPECT_TRUE(contains(text, "No move wins against perfect play.")) << text;
    EXPECT_FALSE(contains(text, "The first odd sum")) << text;
    EXPECT_FALSE(contains(text, "So take")) << text;
}

TEST(NimExplanationText, MatrixGrowsForPilesAbove255) {
    const std::string matrix =
        render_nim_binary_matrix(build_nim_binary_matrix(std::vector{256, 1}), std::vector{256, 1});
    EXPECT_TRUE(contains(matrix, "256 128 64 32 16 8 4 2 1\n")) << matrix;
    EXPECT_TRUE(contains(matrix, "  column 0    1   0  0  0  0 0 0 0 0  = 256\n")) << matrix;
}

TEST(NimExplanationText, NamesEachBitByItsWorth) {
    const std::string text = seed_000_explanation();
    EXPECT_TRUE(contains(text, "with bits worth 128, 64, 32, 16, 8, 4, 2 and 1 from the left."))
        << text;
    const std::string wide =
        render_nim_explanation(explain_nim_position(NimPosition{{1500, 3}}, Convention::normal));
    EXPECT_TRUE(contains(wide, "worth 1024, 512, 256, ..., 4, 2 and 1 from the left.")) << wide;
    EXPECT_TRUE(contains(wide, "is the one of the bits worth 1024:")) << wide;
}

// "column" is a pile only: no "bit column", and once the piles named by number ("column 1",
// "Columns 2 and 3") are set aside, no clause speaks of both a column and a bit.
bool uses_column_for_a_bit(const std::string& text) {
    if (std::regex_search(text, std::regex("\\bbits? columns?\\b"))) {
        return true;
    }
    const std::string piles_set_aside =
        std::regex_replace(text, std::regex("[Cc]olumns? [0-9]+"), "PILE");
    return std::regex_search(piles_set_aside, std::regex("\\bbits?\\b[^.:;,\\n]*\\bcolumns?\\b|"
                                                         "\\bcolumns?\\b[^.:;,\\n]*\\bbits?\\b"));
}

TEST(NimExplanationText, NoLineUsesColumnForABit) {
    EXPECT_TRUE(uses_column_for_a_bit("the first row with a 1 in bit column 6 is column 0"));
    EXPECT_TRUE(uses_column_for_a_bit("Flip its bits in the columns whose sum is odd"));
    for (const auto& [piles, convention] : std::vector<std::pair<std::vector<int>, Convention>>{
             {{19, 10, 14, 13, 4, 20, 7}, Convention::normal},
             {{3, 4, 5}, Convention::normal},
             {{1, 3, 2}, Convention::normal},
             {{256, 1}, Convention::normal},
             {{3, 4, 5}, Convention::misere},
             {{5, 1, 1}, Convention::misere},
             {{1, 1}, Convention::misere}}) {
        for (const int preferred : {0, 1, 2}) {
            const std::string text = render_nim_explanation(
                explain_nim_position(NimPosition{piles}, convention, preferred));
            EXPECT_FALSE(uses_column_for_a_bit(text)) << text;
        }
    }
}

TEST(NimExplanationText, DescribesAMoveInTheSingularAndThePlural) {
    EXPECT_EQ(describe_nim_move(NimMove{1, 3}), "take 3 pieces from column 1");
    EXPECT_EQ(describe_nim_move(NimMove{0, 1}), "take 1 piece from column 0");
}

}  // namespace
}  // namespace marienbad
