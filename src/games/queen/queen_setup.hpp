// What a game of the queen on a grid starts from (Wythoff's game): the board, where each queen
// starts (every queen on the top-left cell in a game; anywhere on the board for `--at`), and who
// wins with the last move, as a record keeps them.
#pragma once

#include <vector>

#include "core/convention.hpp"
#include "games/queen/queen_rules.hpp"

namespace marienbad {

struct QueenSetup {
    QueenBoard board{k_queen_min_size, k_queen_min_size};
    std::vector<QueenCell> queens{QueenCell{}};
    Convention convention = Convention::normal;
    bool operator==(const QueenSetup&) const = default;
};

}  // namespace marienbad
