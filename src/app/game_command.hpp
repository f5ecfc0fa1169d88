// A game command (`nim`, `grid`, `row`, or a game chosen in the menu), for every game: its values
// checked, a record to resume read, the record file checked before play, then the game in the
// window (window_interface.hpp), the terminal interface (terminal_interface.hpp) or line mode
// (line/line_command.hpp); --record keeps the game in a file as it goes, --resume continues one.
#pragma once

#include <optional>

#include "games/game_description.hpp"
#include "line/console.hpp"

namespace marienbad {

// Plays one game, from `setup` when a game id gave it (`play ID`); returns the program's exit
// code. UsageError for a bad value, before anything is written.
int run_game(const GameDescription& game, ParameterValues values, Console& console,
             std::optional<AnySetup> setup = std::nullopt);

}  // namespace marienbad
