// Every small Nim position, for the tests that check a fast answer against the brute-force
// solver on all of them: piles in every order, each pile non-empty, and the empty position.
#pragma once

#include <utility>
#include <vector>

#include "games/nim/nim_rules.hpp"

namespace marienbad::testing {

// All positions of 0..max_piles piles of 1..max_pieces pieces each, in every order.
inline std::vector<NimPosition> all_nim_positions(int max_piles, int max_pieces) {
    std::vector<NimPosition> positions = {NimPosition{}};
    std::vector<NimPosition> shorter = {NimPosition{}};
    for (int piles = 1; piles <= max_piles; ++piles) {
        std::vector<NimPosition> longer;
        for (const NimPosition& base : shorter) {
            for (int pieces = 1; pieces <= max_pieces; ++pieces) {
                NimPosition next = base;
                next.piles.push_back(pieces);
                longer.push_back(next);
            }
        }
        positions.insert(positions.end(), longer.begin(), longer.end());
        shorter = std::move(longer);
    }
    return positions;
}

// The position after `move`, computed by hand (not through NimRules): the pile loses `take`
// pieces and disappears when emptied.
inline NimPosition position_after(const NimPosition& position, const NimMove& move) {
    NimPosition after = position;
    const auto pile = after.piles.begin() + move.pile;
    *pile -= move.take;
    if (*pile == 0) {
        after.piles.erase(pile);
    }
    return after;
}

}  // namespace marienbad::testing
