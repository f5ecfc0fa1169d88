// An octal game analysed for `marienbad octal CODE --count N` (docs/guide.md, "Octal games"):
// its nim-sequence by the sparse-space method and, when the Octal Periodicity Theorem proves
// it from those values, its preperiod and period. Handout 004's row is 0.777 (with its maximum
// run length K, 0.77...7); its sequence is not known to be periodic.
#pragma once

#include <optional>
#include <vector>

#include "core/compute_limit.hpp"
#include "octal/octal_code.hpp"

namespace marienbad {

struct OctalAnalysis {
    std::vector<int> values;       // G(0), G(1), ...
    std::optional<int> preperiod;  // both set when proved: G(n + period) = G(n) for all
    std::optional<int> period;     // n >= preperiod, the smallest such period and preperiod
};

// G(0..count-1), and the periodicity these values prove, if any. `limit`, if any, bounds the
// computation (ComputeLimitReached).
OctalAnalysis analyse_octal_game(const OctalCode& code, int count, ComputeLimit* limit = nullptr);

// Computes until the values prove a period, or `max_count` values without one. When proved,
// the values end where the proof does (preperiod and period known, the window of the theorem
// plus one period), whatever the order the values were computed in; else there are max_count.
OctalAnalysis analyse_octal_game_until_periodic(const OctalCode& code, int max_count,
                                                ComputeLimit* limit = nullptr);

}  // namespace marienbad
