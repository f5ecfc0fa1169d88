// The sentences of computer_choice_note.hpp.
#include "text/computer_choice_note.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

std::string lost_position_note() {
    return tr(
        "The position was lost: whatever the computer plays, the opponent can win with perfect "
        "play.\n");
}

std::string random_move_note() {
    return tr(
        "The computer did not play a winning move: at its level it sometimes plays at "
        "random.\n");
}

}  // namespace marienbad
