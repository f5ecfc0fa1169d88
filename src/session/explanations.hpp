// Every game's explanation of a position as data (why a move wins, or that none does), as front
// ends hold them without knowing the game; text/explanation_text.hpp says each in words.
#pragma once

#include <variant>

#include "solvers/grid_explanation.hpp"
#include "solvers/nim_explanation.hpp"
#include "solvers/row_explanation.hpp"

namespace marienbad {

using AnyExplanation = std::variant<NimExplanation, GridExplanation, RowExplanation>;

}  // namespace marienbad
