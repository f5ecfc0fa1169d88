// Every game's explanation of a position as data (why a move wins, or that none does), as front
// ends hold them without knowing the game; text/explanation_text.hpp says each in words.
#pragma once

#include <variant>
#include <vector>

#include "session/game_setups.hpp"
#include "solvers/grid_explanation.hpp"
#include "solvers/nim_explanation.hpp"
#include "solvers/row_explanation.hpp"

namespace marienbad {

using AnyExplanation = std::variant<NimExplanation, GridExplanation, RowExplanation>;

// The winning moves an explanation names (none when the position is lost), for a front end to
// show on the board (BoardModel::cells_touched) without knowing the game.
std::vector<AnyMove> winning_moves_of(const AnyExplanation& explanation);

}  // namespace marienbad
