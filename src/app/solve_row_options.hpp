// The typed options of `marienbad solve row` (seed 004's matchstick row).
#pragma once

#include "core/convention.hpp"
#include "rules/row_rules.hpp"

namespace marienbad {

// The longest row `solve row --normal` takes: normal play is instant at any length, so the
// whole capacity of a position; misère play stays within the game's k_row_max_length, beyond
// which the exact search can take very long.
inline constexpr int k_solve_row_max_normal_length = k_row_capacity;

struct SolveRowOptions {
    RowPosition position = RowPosition::full(k_row_default_length);  // --length or --position
    Convention convention = Convention::misere;                      // --normal
    int max_take = k_row_default_max_take;                           // --max-take
    bool json = false;
};

}  // namespace marienbad
