// The typed options of `marienbad grid` and `marienbad solve grid`.
#pragma once

#include <vector>

#include "app/game_options.hpp"
#include "rules/grid_rules.hpp"

namespace marienbad {

struct GridOptions {
    GameOptions game;
    GridConfig board;  // --rows, --cols, --banned or --ban, --pawns
};

// Limits of `solve grid`, wider than a game's: the values of a grid are instant at any size.
inline constexpr int k_solve_grid_max_size = 100;

struct SolveGridOptions {
    GridBoard board{k_grid_min_size, k_grid_min_size};  // checked against seed 001's rules
    GridPosition position;                              // --pawns K on (1,1), or --at
    bool json = false;
};

}  // namespace marienbad
