// Any game's explanation in words, whole (the game's own rendering: nim_explanation_text.hpp,
// grid_explanation_text.hpp, row_explanation_text.hpp), as --explain and `solve` show it, and the
// move it arrives at; the interactive hint shows it step by step (hint_steps.hpp).
#pragma once

#include <optional>
#include <string>

#include "session/explanations.hpp"
#include "text/wording.hpp"

namespace marienbad {

std::string render_explanation(const AnyExplanation& explanation, const Wording& wording = {});

// The move the explanation arrives at, in words ("take 2 pieces from column 0", "move the pawn
// to (1,3) or (2,1)", "take 1 match from place 10"); none when no move wins.
std::optional<std::string> winning_answer(const AnyExplanation& explanation,
                                          const Wording& wording = {});

}  // namespace marienbad
