// The typed options of `marienbad octal CODE --count N` (DESIGN.md, "Command line").
#pragma once

#include "solvers/octal_code.hpp"

namespace marienbad {

// The most values `octal` computes: 2^20, a few seconds for the slowest codes.
inline constexpr int k_octal_max_count = 1 << 20;

struct OctalOptions {
    OctalCode code;
    int count = k_octal_max_count;  // --count: values G(0..count-1), or at most that many
    bool until_periodic = false;    // --until-periodic: stop as soon as a period is proved
    bool json = false;
};

}  // namespace marienbad
