// The menu shown when `marienbad` runs without a command: pick a game, then its rules when the
// game has a choice of them, in the same dialogue style as the games themselves; the game then
// asks for the rest.
#pragma once

#include "line/console.hpp"

namespace marienbad {

// Runs the chosen game; returns the program's exit code.
int run_menu(Console& console);

}  // namespace marienbad
