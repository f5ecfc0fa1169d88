// The typed options of `marienbad solve octal CODE --heaps 3,5,7` (any sum of octal heaps).
#pragma once

#include <vector>

#include "core/convention.hpp"
#include "octal/octal_code.hpp"

namespace marienbad {

// The most heaps in a sum, and the largest heap in normal play (the Grundy values are computed
// to it, as `octal --count`); misère play stops at k_misere_max_heap.
inline constexpr int k_solve_octal_max_heaps = 1000;
inline constexpr int k_solve_octal_max_normal_heap = (1 << 20) - 1;

struct SolveOctalOptions {
    OctalCode code;
    std::vector<int> heaps;                      // --heaps 3,5,7
    Convention convention = Convention::normal;  // --misere
    bool json = false;
};

}  // namespace marienbad
