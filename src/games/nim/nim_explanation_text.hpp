// Handout 000 §6's explanation in words: the binary matrix, the sum of each bit and each step of
// the method that finds the winning move, with misère play's exception.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/nim/nim_explanation.hpp"
#include "text/wording.hpp"

namespace marienbad {

// What the graduated hint marks on the matrix: the line of the pile to change (">" at its left)
// and the odd sums ("^" under each, on a line of their own).
struct NimMatrixMarks {
    std::optional<int> picked_pile;
    bool odd_sums = false;
};

// Handout 000's matrix: a line per pile (its label, its bits, "= pieces"), then the sums.
std::string render_nim_binary_matrix(const NimBinaryMatrix& matrix, const std::vector<int>& piles,
                                     const Wording& wording = {}, const NimMatrixMarks& marks = {});
std::string render_nim_explanation(const NimExplanation& explanation, const Wording& wording = {});

// What the bit `index` of the matrix is worth (numbered from 0 at the left: 128 on 8 bits).
long long nim_bit_worth(const NimBinaryMatrix& matrix, int index);
// "128, 64, 32, 16, 8, 4, 2 and 1"; "1024, 512, 256, ..., 4, 2 and 1" past 10 bits.
std::string nim_bit_worths_text(const NimBinaryMatrix& matrix);
// "8, 4 and 1": the worths of the bits at `indices`.
std::string nim_bit_worths_of(const NimBinaryMatrix& matrix, const std::vector<int>& indices);
// "take 3 pieces from column 1" ("from row 1")
std::string describe_nim_move(const NimMove& move, const Wording& wording = {});
// The move the explanation arrives at, in words; none when no move wins.
std::optional<std::string> nim_winning_answer(const NimExplanation& explanation,
                                              const Wording& wording = {});

}  // namespace marienbad
