// The coach's lines.
#include "play/coach_text.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

std::string coach_message(const std::string& kept) {
    // The move that kept the win is named on the board before the person's move (which u brings
    // back), not on the board now shown: Nim's columns may have moved left meanwhile.
    return trf(
        "Coach: that move lets the win go; on the board before it, what kept it: {0}. u "
        "takes it back.",
        kept);
}

std::string coach_switched_message(bool on) {
    return on ? tr("Coach on: right after a move that lets a win go, a line says so.")
              : tr("Coach off.");
}

}  // namespace marienbad
