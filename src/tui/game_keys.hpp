// The keys of a game in the terminal interface, and what each asks of the play controller: the
// arrows, Home and End move the pointer, + - and digits the count, Enter or Space play, ? a hint,
// u and r undo and redo, n m Esc q leave (for a new game, the menu, the game's settings, or the
// shell), each after a question the same key answers. The list of keys shown by `h` is here too.
#pragma once

#include <optional>
#include <string>

#include "play/board_pointer.hpp"
#include "play/play_state.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

// The direction of an arrow key.
std::optional<Direction> arrow_direction(KeyCode code);
// Where a key leaves the game for, if it is one of those keys (the question it asks is
// answered by the same key).
std::optional<GameExit> exit_of(const Key& key);
// "Press q again to quit, any other key to go on."
std::string question_prompt(GameExit exit);
// The keys, one a line, for the console.
std::string keys_help();

}  // namespace marienbad
