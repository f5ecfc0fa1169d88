// Any game's explanation in words (the game's own rendering: nim_explanation_text.hpp,
// grid_explanation_text.hpp, row_explanation_text.hpp), and the hint that shows it answer first.
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

// What "?" shows during a person's turn: its answer on the first line ("Hint: take 2 pieces from
// column 0.", or that no move wins and what is left to try), then the explanation.
std::string hint_text(const AnyExplanation& explanation, const Wording& wording = {});

}  // namespace marienbad
