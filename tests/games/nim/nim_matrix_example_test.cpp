// Handout 000 §6's worked example of the binary-matrix method (games/nim/nim_explanation.hpp): the
// board 19 10 14 13 4 20 7, its matrix row by row, the column sums, the first odd column, the
// chosen row, the flipped row and the move "take 3 from column 1". Also the bit conversions.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "games/nim/nim_explanation.hpp"
#include "games/nim/nim_solver.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::Optional;

const NimPosition k_seed_board{{19, 10, 14, 13, 4, 20, 7}};

TEST(NimMatrixExample, MatrixRowsAreTheHandoutsRows) {
    const NimExplanation explanation = explain_nim_position(k_seed_board, Convention::normal);
    const NimBinaryMatrix& matrix = explanation.matrix;
    EXPECT_EQ(matrix.bit_count, 8);
    ASSERT_EQ(matrix.rows.size(), 7U);
    EXPECT_THAT(matrix.rows[0], ElementsAre(0, 0, 0, 1, 0, 0, 1, 1));  // 19
    EXPECT_THAT(matrix.rows[1], ElementsAre(0, 0, 0, 0, 1, 0, 1, 0));  // 10
    EXPECT_THAT(matrix.rows[2], ElementsAre(0, 0, 0, 0, 1, 1, 1, 0));  // 14
    EXPECT_THAT(matrix.rows[3], ElementsAre(0, 0, 0, 0, 1, 1, 0, 1));  // 13
    EXPECT_THAT(matrix.rows[4], ElementsAre(0, 0, 0, 0, 0, 1, 0, 0));  // 4
    EXPECT_THAT(matrix.rows[5], ElementsAre(0, 0, 0, 1, 0, 1, 0, 0));  // 20
    EXPECT_THAT(matrix.rows[6], ElementsAre(0, 0, 0, 0, 0, 1, 1, 1));  // 7
    EXPECT_THAT(matrix.column_sums, ElementsAre(0, 0, 0, 2, 3, 5, 4, 3));
}

TEST(NimMatrixExample, StepThreeFindsTakeThreeFromColumnOne) {
    const NimExplanation explanation = explain_nim_position(k_seed_board, Convention::normal);
    EXPECT_EQ(explanation.convention, Convention::normal);
    EXPECT_EQ(explanation.position, k_seed_board);
    EXPECT_EQ(explanation.misere_case, MisereCase::not_misere);
    ASSERT_TRUE(explanation.step.has_value());
    const NimMatrixStep& step = *explanation.step;
    EXPECT_EQ(step.first_odd_column, 4);
    EXPECT_THAT(step.odd_columns, ElementsAre(4, 5, 7));
    EXPECT_THAT(step.rows_with_bit, ElementsAre(1, 2, 3));
    EXPECT_EQ(step.chosen_row, 1);
    EXPECT_THAT(step.flipped_bits, ElementsAre(0, 0, 0, 0, 0, 1, 1, 1));
    EXPECT_EQ(step.new_value, 7);
    EXPECT_THAT(explanation.matrix_move, Optional(NimMove{1, 3}));
    EXPECT_THAT(explanation.winning_move, Optional(NimMove{1, 3}));
}

TEST(NimMatrixExample, TheSolverAgreesThatTakingThreeFromColumnOneWins) {
    const NimSolver solver(Convention::normal);
    EXPECT_TRUE(solver.player_to_move_wins(k_seed_board));
    EXPECT_THAT(solver.winning_moves(k_seed_board), Contains(NimMove{1, 3}));
    // The handout's board after the computer's move: 19 7 14 13 4 20 7, an even state.
    EXPECT_EQ(nim_sum(NimPosition{{19, 7, 14, 13, 4, 20, 7}}), 0);
}

TEST(NimMatrixExample, PreferredPileIsFollowedWhenItHasTheBit) {
    // Row 2 (14 = 00001110) also has a 1 in column 4: flipping columns 4, 5 and 7 gives
    // 00000011 = 3, so take 11.
    const NimExplanation row_two = explain_nim_position(k_seed_board, Convention::normal, 2);
    ASSERT_TRUE(row_two.step.has_value());
    EXPECT_EQ(row_two.step->chosen_row, 2);
    EXPECT_THAT(row_two.step->flipped_bits, ElementsAre(0, 0, 0, 0, 0, 0, 1, 1));
    EXPECT_EQ(row_two.step->new_value, 3);
    EXPECT_THAT(row_two.winning_move, Optional(NimMove{2, 11}));

    // Row 0 (19) has no 1 in column 4: the first row with one is chosen, as the handout does.
    const NimExplanation row_zero = explain_nim_position(k_seed_board, Convention::normal, 0);
    ASSERT_TRUE(row_zero.step.has_value());
    EXPECT_EQ(row_zero.step->chosen_row, 1);
    EXPECT_THAT(row_zero.winning_move, Optional(NimMove{1, 3}));
}

TEST(NimMatrixExample, APreferredPileThatDoesNotExistIsIgnored) {
    for (const int preferred : {-1, 7, 99}) {
        const NimExplanation normal =
            explain_nim_position(k_seed_board, Convention::normal, preferred);
        EXPECT_THAT(normal.winning_move, Optional(NimMove{1, 3}));
        const NimExplanation singles =
            explain_nim_position(NimPosition{{1, 1}}, Convention::misere, preferred);
        EXPECT_THAT(singles.winning_move, Optional(NimMove{0, 1}));
    }
}

TEST(NimMatrixExample, AnEvenStateHasNoStepAndNoMove) {
    const NimPosition even{{19, 7, 14, 13, 4, 20, 7}};
    const NimExplanation explanation = explain_nim_position(even, Convention::normal);
    EXPECT_THAT(explanation.matrix.column_sums, ElementsAre(0, 0, 0, 2, 2, 6, 4, 4));
    EXPECT_FALSE(explanation.step.has_value());
    EXPECT_FALSE(explanation.matrix_move.has_value());
    EXPECT_FALSE(explanation.winning_move.has_value());
}

TEST(NimBits, ToBitsWritesTheMostSignificantBitFirst) {
    EXPECT_THAT(to_bits(10, 8), ElementsAre(0, 0, 0, 0, 1, 0, 1, 0));
    EXPECT_THAT(to_bits(0, 8), ElementsAre(0, 0, 0, 0, 0, 0, 0, 0));
    EXPECT_THAT(to_bits(255, 8), ElementsAre(1, 1, 1, 1, 1, 1, 1, 1));
    EXPECT_THAT(to_bits(5, 3), ElementsAre(1, 0, 1));
    EXPECT_EQ(from_bits(std::vector<int>{0, 0, 0, 0, 0, 1, 1, 1}), 7);
    EXPECT_EQ(from_bits(std::vector<int>{1, 0, 0, 1, 0, 1, 1, 0, 0}), 300);
}

TEST(NimBits, RoundTrips) {
    for (int value = 0; value < 256; ++value) {
        ASSERT_EQ(from_bits(to_bits(value, 8)), value);
    }
    for (const int value : {256, 300, 511, 1000, 65'535, 1'000'000}) {
        for (int bits = 1; bits <= 31; ++bits) {
            if ((value >> bits) == 0) {
                ASSERT_EQ(from_bits(to_bits(value, bits)), value) << value << " on " << bits;
            }
        }
    }
}

TEST(NimBits, ToBitsRefusesAValueThatDoesNotFit) {
    EXPECT_THROW(to_bits(256, 8), std::invalid_argument);
    EXPECT_THROW(to_bits(-1, 8), std::invalid_argument);
    EXPECT_THROW(to_bits(1, 0), std::invalid_argument);
}

TEST(NimBits, PilesAbove255GetMoreBits) {
    EXPECT_EQ(build_nim_binary_matrix(std::vector<int>{255, 3}).bit_count, 8);
    EXPECT_EQ(build_nim_binary_matrix(std::vector<int>{1}).bit_count, 8);
    EXPECT_EQ(build_nim_binary_matrix(std::vector<int>{}).bit_count, 8);
    const NimBinaryMatrix matrix = build_nim_binary_matrix(std::vector<int>{300, 5});
    EXPECT_EQ(matrix.bit_count, 9);
    EXPECT_THAT(matrix.rows[0], ElementsAre(1, 0, 0, 1, 0, 1, 1, 0, 0));
    EXPECT_THAT(matrix.rows[1], ElementsAre(0, 0, 0, 0, 0, 0, 1, 0, 1));
    EXPECT_THAT(matrix.column_sums, ElementsAre(1, 0, 0, 1, 0, 1, 2, 0, 1));
    EXPECT_EQ(build_nim_binary_matrix(std::vector<int>{1000}).bit_count, 10);

    // The method still finds the move on such a board: 300 goes down to 5.
    const NimExplanation explanation =
        explain_nim_position(NimPosition{{300, 5}}, Convention::normal);
    EXPECT_THAT(explanation.winning_move, Optional(NimMove{0, 295}));
}

}  // namespace
}  // namespace marienbad
