// The matchstick row's board model (handout 004): one row of places, a match or nothing in each.
#pragma once

#include "games/row/row_rules.hpp"
#include "session/board_model.hpp"

namespace marienbad {

// Handout 004's row: one row of places numbered from 0, a match or nothing in each; pointing at a
// match takes the run of `count` matches from there (count_limit is the max-take).
BoardModel row_board_model(const RowRules& rules, const RowPosition& position);

}  // namespace marienbad
