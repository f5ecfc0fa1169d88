// The typed options of `marienbad misere CODE --heaps N` (the misère quotient of an octal game).
#pragma once

#include <cstddef>

#include "octal/misere_quotient_engine.hpp"
#include "octal/octal_code.hpp"

namespace marienbad {

// The largest heap `misere` and `solve octal --misere` take: the quotient of handout 004's row
// (0.777) to 4096 takes under a second.
inline constexpr int k_misere_max_heap = 4096;
// The largest budget: the engine keeps, for each element, the elements it loses with, so its
// memory grows as the square of the order.
inline constexpr int k_misere_max_budget = 20'000;

struct MisereOptions {
    OctalCode code;
    int heaps = 0;                                   // --heaps N: sums of heaps 0..N
    std::size_t budget = k_default_quotient_budget;  // --budget B: the most elements
    bool json = false;
};

}  // namespace marienbad
