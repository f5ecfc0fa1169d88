// A game command (`nim`, `grid`, `row`, or a game chosen in the menu), for every game: the set-up
// dialogue its handout holds (missing parameters asked, the seed shown, the level and who starts),
// then the game in line mode — or all of it in the terminal interface (terminal_interface.hpp) or
// in the window (window_interface.hpp); --record keeps the game in a file as it goes, --resume
// continues one.
#pragma once

#include "games/game_description.hpp"
#include "line/console.hpp"

namespace marienbad {

// Plays one game; returns the program's exit code. UsageError for a bad value, before anything
// is written.
int run_game(const GameDescription& game, ParameterValues values, Console& console);

}  // namespace marienbad
