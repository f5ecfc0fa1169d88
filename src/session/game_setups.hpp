// What a game session starts from, one struct per game: the rules and the starting board, with
// everything random already drawn and everything missing already asked. A setup is what a
// record keeps to set the same game up again (records, replays).
#pragma once

#include <variant>
#include <vector>

#include "core/convention.hpp"
#include "rules/grid_rules.hpp"
#include "rules/nim_rules.hpp"
#include "rules/row_rules.hpp"

namespace marienbad {

// Nim (handouts 000 and 002).
struct NimSetup {
    Convention convention = Convention::normal;
    NimPosition start;
};

// The pawn on a grid (handout 001): the board and where each pawn starts (every pawn on (1,1) in
// a game; anywhere free for `solve grid --at`).
struct GridSetup {
    GridBoard board{k_grid_min_size, k_grid_min_size};
    std::vector<Cell> pawns{Cell{}};
};

// The matchstick row (handout 004).
struct RowSetup {
    Convention convention = Convention::misere;
    int max_take = k_row_default_max_take;
    RowPosition start;
};

using AnySetup = std::variant<NimSetup, GridSetup, RowSetup>;

// The moves of every game, as front ends hold them without knowing the game.
using AnyMove = std::variant<NimMove, GridMove, RowMove>;

}  // namespace marienbad
