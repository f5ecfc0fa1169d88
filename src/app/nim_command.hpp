// `marienbad nim`: sets up a game of Nim from the options (asking for what is missing), then
// connects the rules, the two players and the text front end.
#pragma once

#include "app/command_line.hpp"
#include "line/console.hpp"

namespace marienbad {

// Plays one game; returns the program's exit code.
int run_nim_command(const NimOptions& options, Console& console);

}  // namespace marienbad
