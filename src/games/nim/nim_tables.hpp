// Nim's tables as a lesson and a refused move show them (handout 000 §6): the piles as the binary
// matrix (8 bits, the bit worth 128 first, each pile a line, the sum of the bits of each worth
// under them), and the words for a pile as the front end draws it.
#pragma once

#include <string>
#include <vector>

#include "text/wording.hpp"

namespace marienbad {

// "column" or "row", as the front end draws Nim's piles; `count` chooses the plural.
std::string pile_word(const Wording& wording, int count = 1);

// The binary matrix of `piles`: a line of the bits' worths, a line a pile ("column 2: 0 0 0 0 1
// 1 1 0 = 14"), then, unless the student is to work them out, the sums of the bits of each worth.
std::string nim_matrix_table(const std::vector<int>& piles, const Wording& wording,
                             bool with_sums = true);
// "0 0 0 2 3 5 4 3": the sums of the bits of each worth, 8 bits at least.
std::string nim_column_sums(const std::vector<int>& piles);
// The worths of the bits whose sums are odd, largest first.
std::vector<int> nim_odd_worths(const std::vector<int>& piles);

}  // namespace marienbad
