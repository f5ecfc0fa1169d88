// What a game of the pawn on a grid starts from (handout 001): the board and where each pawn
// starts (every pawn on (1,1) in a game; anywhere free for `solve grid --at`), as a record keeps
// them.
#pragma once

#include <vector>

#include "games/grid/grid_rules.hpp"

namespace marienbad {

struct GridSetup {
    GridBoard board{k_grid_min_size, k_grid_min_size};
    std::vector<Cell> pawns{Cell{}};
    bool operator==(const GridSetup&) const = default;
};

}  // namespace marienbad
