// The keys of the window's board, the same as the terminal's: the arrows move the pointer over
// the board as it is drawn, Home and End to the first or last column or place, + - and digits say
// how many, Enter or Space play, ? a hint, u and r undo and redo; n, q and Esc leave the game (a
// new one, the program, the game's form), after a question. What a key asks, without Qt's event;
// the list of keys Help shows.
#pragma once

#include <optional>
#include <string>

#include "play/play_controller.hpp"

namespace marienbad {

struct KeyOutcome {
    bool handled = false;
    std::optional<GameExit> leave = {};  // the key asks to leave the game for this
};

// Applies the key (a Qt::Key, `text` its character) to the game drawn `transposed`.
KeyOutcome apply_board_key(PlayController& game, int key, char text, bool transposed);

// The mouse and the keys, one a line, translated: the window's Help, Keys (and the manual page).
std::string window_keys_help();

}  // namespace marienbad
