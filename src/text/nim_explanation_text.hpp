// Handout 000 §6's explanation in words: the binary matrix, the sum of each bit and each step of
// the method that finds the winning move, with misère play's exception.
#pragma once

#include <optional>
#include <string>

#include "solvers/nim_explanation.hpp"
#include "text/wording.hpp"

namespace marienbad {

std::string render_nim_binary_matrix(const NimBinaryMatrix& matrix, const std::vector<int>& piles,
                                     const Wording& wording = {});
std::string render_nim_explanation(const NimExplanation& explanation, const Wording& wording = {});
// "take 3 pieces from column 1" ("from row 1")
std::string describe_nim_move(const NimMove& move, const Wording& wording = {});
// The move the explanation arrives at, in words; none when no move wins.
std::optional<std::string> nim_winning_answer(const NimExplanation& explanation,
                                              const Wording& wording = {});

}  // namespace marienbad
