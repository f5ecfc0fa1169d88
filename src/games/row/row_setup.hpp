// What a game of the matchstick row starts from (handout 004): the rules (who takes the last match
// loses, or wins; how many matches a move may take) and the starting row, as a record keeps them.
#pragma once

#include "core/convention.hpp"
#include "games/row/row_rules.hpp"

namespace marienbad {

struct RowSetup {
    Convention convention = Convention::misere;
    int max_take = k_row_default_max_take;
    RowPosition start;
    bool operator==(const RowSetup&) const = default;
};

}  // namespace marienbad
