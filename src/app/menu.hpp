// The menu shown when `marienbad` runs without a command: pick a game, then its options, in
// the same dialogue style as the games themselves.
#pragma once

#include "line/console.hpp"

namespace marienbad {

// Runs the chosen game; returns the program's exit code.
int run_menu(Console& console);

}  // namespace marienbad
