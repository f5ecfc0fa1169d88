// The moves of an octal game on one heap (docs/architecture.md, "src/octal"; seed 004's row is
// 0.777): what a move may take from a heap of n tokens and which heaps it leaves, by the code's
// digits. The misère quotients (misere_quotient_engine.hpp), the exhaustive misère search and
// `solve octal` all read a heap's moves from here.
#pragma once

#include <vector>

#include "octal/octal_code.hpp"

namespace marienbad {

// A move on a heap: it takes `take` tokens and leaves heaps of `first` and `second` tokens,
// first >= second, 0 for no heap: {t, 0, 0} takes the whole heap, {t, a, 0} leaves one heap,
// {t, a, b} with b > 0 splits what is left in two.
struct OctalMove {
    int take = 0;
    int first = 0;
    int second = 0;
    bool operator==(const OctalMove&) const = default;
};

// Every move on a heap of `heap` tokens, each once: by take ascending, then first descending.
std::vector<OctalMove> octal_moves(const OctalCode& code, int heap);

// What the moves of a heap leave, in the order of octal_moves: each pair {first, second} once,
// as no two moves leave the same heaps.
struct OctalLeave {
    int first = 0;
    int second = 0;
    bool operator==(const OctalLeave&) const = default;
};
std::vector<OctalLeave> octal_leaves(const OctalCode& code, int heap);

}  // namespace marienbad
