// Any game's explanation in words (the game's own rendering: nim_explanation_text.hpp,
// grid_explanation_text.hpp, row_explanation_text.hpp), and the hint that shows it.
#pragma once

#include <string>

#include "session/explanations.hpp"

namespace marienbad {

std::string render_explanation(const AnyExplanation& explanation);

// What "?" shows during a person's turn: the explanation under "Hint:" (Nim: under "Hint (the
// binary method):", and the move it arrives at last).
std::string hint_text(const AnyExplanation& explanation);

}  // namespace marienbad
