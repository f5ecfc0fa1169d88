// What a game of Nim starts from (handouts 000 and 002): the rules and the starting piles, as a
// record keeps them.
#pragma once

#include "core/convention.hpp"
#include "games/nim/nim_rules.hpp"

namespace marienbad {

struct NimSetup {
    Convention convention = Convention::normal;
    NimPosition start;
    bool operator==(const NimSetup&) const = default;
};

}  // namespace marienbad
