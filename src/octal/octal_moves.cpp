// The moves of an octal game on one heap, read from the code's digits (octal_moves.hpp).
#include "octal/octal_moves.hpp"

namespace marienbad {

std::vector<OctalMove> octal_moves(const OctalCode& code, int heap) {
    std::vector<OctalMove> moves;
    for_each_octal_move(code, heap, [&moves](const OctalMove& move) { moves.push_back(move); });
    return moves;
}

bool has_octal_move(const OctalCode& code, int heap) {
    for (int take = 0; take <= code.max_take() && take <= heap; ++take) {
        const int digit = code.digit(take);
        const int rest = heap - take;
        if ((take > 0 && rest == 0 && (digit & k_octal_leave_none) != 0) ||
            (take > 0 && rest > 0 && (digit & k_octal_leave_one) != 0) ||
            ((digit & k_octal_leave_two) != 0 && rest >= 2)) {
            return true;
        }
    }
    return false;
}

std::vector<OctalLeave> octal_leaves(const OctalCode& code, int heap) {
    // Two moves never leave the same heaps: the heaps left add up to the heap less the take,
    // and one heap or two (or none) depends on the digit's bit.
    std::vector<OctalLeave> leaves;
    for_each_octal_move(code, heap, [&leaves](const OctalMove& move) {
        leaves.push_back({move.first, move.second});
    });
    return leaves;
}

}  // namespace marienbad
