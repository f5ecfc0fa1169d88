// The moves of an octal game on one heap, read from the code's digits (octal_moves.hpp).
#include "octal/octal_moves.hpp"

namespace marienbad {

std::vector<OctalMove> octal_moves(const OctalCode& code, int heap) {
    std::vector<OctalMove> moves;
    for (int take = 0; take <= code.max_take() && take <= heap; ++take) {
        const int digit = code.digit(take);
        const int rest = heap - take;
        if (take > 0 && rest == 0 && (digit & k_octal_leave_none) != 0) {
            moves.push_back({take, 0, 0});
        }
        if (take > 0 && rest > 0 && (digit & k_octal_leave_one) != 0) {
            moves.push_back({take, rest, 0});
        }
        if ((digit & k_octal_leave_two) != 0) {
            for (int second = 1; 2 * second <= rest; ++second) {
                moves.push_back({take, rest - second, second});
            }
        }
    }
    return moves;
}

std::vector<OctalLeave> octal_leaves(const OctalCode& code, int heap) {
    // Two moves never leave the same heaps: the heaps left add up to the heap less the take,
    // and one heap or two (or none) depends on the digit's bit.
    std::vector<OctalLeave> leaves;
    for (const OctalMove& move : octal_moves(code, heap)) {
        leaves.push_back({move.first, move.second});
    }
    return leaves;
}

}  // namespace marienbad
