// The window's keys: Qt's key events mapped to the play layer's keys (play/game_keys.hpp, where
// every key's meaning lives), and the list of the window's mouse and keys that Help shows (and
// the manual page).
#pragma once

#include <string>
#include <vector>

#include "play/game_keys.hpp"

namespace marienbad {

// The play layer's key for a Qt key (a Qt::Key), `text` its character (0 when none or not ASCII),
// `auto_repeat` whether it is sent again because it is held down.
GameKey window_key(int key, char text, bool auto_repeat);

// The window's keys as rows: the play layer's and the window's own.
std::vector<KeyHelp> window_key_rows();
// The window's keys, one a line ("  F1        a hint; ..."): the manual page's table.
std::string window_keys_list();
// The mouse and the count controls, then the keys in a table (Qt's rich text): Help, Keys.
std::string window_keys_table();

}  // namespace marienbad
