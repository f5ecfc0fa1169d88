// The typed options of `marienbad solve row` (seed 004's matchstick row).
#pragma once

#include "core/convention.hpp"
#include "rules/row_rules.hpp"

namespace marienbad {

// The longest row `solve row` takes where play is decided without search (normal play, and
// misère play with max-take 1 or 3): a full row of a million places is solved, every winning
// move listed, in about a second (README, "Measurements").
inline constexpr int k_solve_row_max_length = 1'000'000;
// Normal play with max-take 7 (0.7777777) stops at 100,000 places: its values grow large (2,346
// below 100,000) and are rarely rare, so the octal engine's sparse space gives little: 1.3 s
// for 100,000 values, 10 s for a million.
inline constexpr int k_solve_row_max_length_0_7777777 = 100'000;

// The longest row `solve row` takes with these rules: k_solve_row_max_length where the game
// offers its longest row (except normal play with max-take 7), else (misère play decided by
// exact search, max-take 2 and 4 to 8) the game's own limit.
inline int solve_row_max_length(Convention convention, int max_take) {
    const int game_limit = row_max_length(convention, max_take);
    if (game_limit != k_row_max_length) {
        return game_limit;
    }
    return max_take == 7 ? k_solve_row_max_length_0_7777777 : k_solve_row_max_length;
}

struct SolveRowOptions {
    RowPosition position = RowPosition::full(k_row_default_length);  // --length or --position
    Convention convention = Convention::misere;                      // --normal
    int max_take = k_row_default_max_take;                           // --max-take
    bool json = false;
};

}  // namespace marienbad
