// The menu shown when `marienbad` runs without a command: in the window (--ui gui: the new-game
// dialog), in the terminal interface at a terminal (tui/menu_screens.hpp), else in line mode
// (line/line_command.hpp): pick a game, then its rules; the game then asks for the rest.
#pragma once

#include "games/parameters.hpp"
#include "line/console.hpp"

namespace marienbad {

// Runs the chosen game; returns the program's exit code. `options`: the menu's (--ui, --seed,
// --no-animation, --record), passed on to the game.
int run_menu(const ParameterValues& options, Console& console);

}  // namespace marienbad
