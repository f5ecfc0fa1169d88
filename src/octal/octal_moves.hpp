// The moves of an octal game on one heap (docs/architecture.md, "src/octal"; handout 004's row is
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

// Calls visit(move) for every move on a heap of `heap` tokens, each once: by take ascending, then
// first descending (a heap of a million tokens has millions of moves: they are not kept).
template <class Visit>
void for_each_octal_move(const OctalCode& code, int heap, Visit visit) {
    for (int take = 0; take <= code.max_take() && take <= heap; ++take) {
        const int digit = code.digit(take);
        const int rest = heap - take;
        if (take > 0 && rest == 0 && (digit & k_octal_leave_none) != 0) {
            visit(OctalMove{take, 0, 0});
        }
        if (take > 0 && rest > 0 && (digit & k_octal_leave_one) != 0) {
            visit(OctalMove{take, rest, 0});
        }
        if ((digit & k_octal_leave_two) != 0) {
            for (int second = 1; 2 * second <= rest; ++second) {
                visit(OctalMove{take, rest - second, second});
            }
        }
    }
}

// Whether a heap of `heap` tokens has a move at all (without listing them).
bool has_octal_move(const OctalCode& code, int heap);

// Every move on a heap of `heap` tokens, in the order of for_each_octal_move.
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
