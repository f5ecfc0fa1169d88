// Why a Nim move wins, the way handout 000 §6 teaches it: the piles as a binary matrix, the sum of
// each bit column, the first odd column, the first row with a 1 there, that row's bits flipped
// in every odd column, and the move this gives. In misère play it also says when the misère
// exception applies. This file computes the steps; front ends render them.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "core/convention.hpp"
#include "games/nim/nim_rules.hpp"

namespace marienbad {

// Handout 000 codes piles on 8 bits (CODAGE_NB_BITS); larger piles get as many bits as they need.
inline constexpr int k_nim_matrix_min_bits = 8;

// `value` in binary on `bit_count` bits, most significant bit first (handout 000's codage_dec2bin).
std::vector<int> to_bits(int value, int bit_count);
// The inverse of to_bits (handout 000's codage_bin2dec).
int from_bits(std::span<const int> bits);

struct NimBinaryMatrix {
    int bit_count = 0;                   // columns, most significant bit first, numbered from 0
    std::vector<std::vector<int>> rows;  // one row of bits per pile
    std::vector<int> column_sums;        // ones in each column
};

NimBinaryMatrix build_nim_binary_matrix(std::span<const int> piles);

// Handout 000 §6 step 3, when some column sum is odd.
struct NimMatrixStep {
    int first_odd_column = 0;
    std::vector<int> odd_columns;
    std::vector<int> rows_with_bit;  // rows with a 1 in the first odd column: each one wins
    int chosen_row = 0;
    std::vector<int> flipped_bits;  // the chosen row with its bits flipped in the odd columns
    int new_value = 0;              // flipped_bits in decimal: what the pile is reduced to
};

enum class MisereCase {
    not_misere,          // normal play
    like_normal_play,    // misère, two or more piles of 2+ pieces: the normal rule applies as is
    one_large_pile,      // misère exception: leave an odd number of single pieces
    only_single_pieces,  // misère, every pile has one piece: the player to move wins iff even
};

struct NimExplanation {
    Convention convention = Convention::normal;
    NimPosition position;
    NimBinaryMatrix matrix;
    std::optional<NimMatrixStep> step;   // empty when every column sum is even
    std::optional<NimMove> matrix_move;  // the move handout 000's method derives (normal play)
    MisereCase misere_case = MisereCase::not_misere;
    int large_pile = -1;                  // one_large_pile: the only pile with more than one piece
    int single_piece_piles = 0;           // piles holding exactly one piece
    std::optional<NimMove> winning_move;  // the move the explanation arrives at; empty if lost
    std::vector<NimMove> winning_moves;   // every winning move, winning_move first
};

// Explains the position for the player to move. When several rows would do, the explanation
// follows `preferred_pile` if it is one of them (the pile the computer played), else the first
// row, as handout 000 does.
NimExplanation explain_nim_position(const NimPosition& position, Convention convention,
                                    std::optional<int> preferred_pile = std::nullopt);

}  // namespace marienbad
