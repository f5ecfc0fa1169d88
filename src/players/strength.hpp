// The computer's strength: the probability p that it plays its best move rather than a random
// legal one (seed 000's "difficulte"), and the four named levels. The levels are ordered by
// strength (README, "Decisions"): beginner 0, medium 1/3, expert 2/3, virtuoso 1 (seed 001 lists
// medium at 2/3 and expert at 1/3, which would make "expert" the weaker).
#pragma once

#include <optional>

namespace marienbad {

inline constexpr int k_min_level = 1;
inline constexpr int k_max_level = 4;

struct Strength {
    double best_move_probability = 1.0;  // p in [0, 1]

    static Strength from_level(int level);
    static Strength from_probability(double probability);
    // The named level whose probability this is, if it is one of them.
    std::optional<int> level() const;
};

}  // namespace marienbad
