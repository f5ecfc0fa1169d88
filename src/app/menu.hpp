// The menu shown when `marienbad` runs without a command: in the window with --ui gui
// (window_interface.hpp, the new-game dialog), in the terminal interface at a terminal
// (terminal_interface.hpp, tui/menu_screens.hpp), else in line mode: pick a game, then its rules
// when the game has a choice of them, in the same dialogue style as the games themselves; the
// game then asks for the rest.
#pragma once

#include "games/parameters.hpp"
#include "line/console.hpp"

namespace marienbad {

// Runs the chosen game; returns the program's exit code. `options`: the menu's (--ui, --seed,
// --no-animation), passed on to the game.
int run_menu(const ParameterValues& options, Console& console);

}  // namespace marienbad
