// The terminal's keys for a game: its key codes mapped to the play layer's keys (play/
// game_keys.hpp, where every key's meaning, the keys of the moment and the questions of leaving
// keys live), and the list of keys `h` shows: the play layer's, and the terminal's own (the
// console scrolled, the messages on the whole screen, the mouse).
#pragma once

#include <string>

#include "play/game_keys.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

// The play layer's key for a terminal key (KeyName::other when it has no meaning in a game).
GameKey game_key(const Key& key);
// The terminal's keys, one a line ("  Tab       the messages ..."): the play layer's and the
// terminal's own (the manual page's table).
std::string terminal_keys_list();
// "Keys:" and the list, for the console.
std::string keys_help();

}  // namespace marienbad
