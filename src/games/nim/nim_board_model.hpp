// Nim's board model (handouts 000 and 002): a column per pile, its index on top, the pieces from
// row 0 down; pointing at a piece takes it and every piece below it.
#pragma once

#include "games/nim/nim_rules.hpp"
#include "session/board_model.hpp"

namespace marienbad {

// Handout 000's board: a column per pile, its index on top, the pieces from row 0 down.
BoardModel nim_board_model(const NimPosition& position);

}  // namespace marienbad
