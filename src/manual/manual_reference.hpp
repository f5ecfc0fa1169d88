// The reference part of marienbad(6), written from the descriptions that drive the command line
// and its --help (app/command_line.hpp, catalogue/catalogue.hpp, the report commands): the
// synopsis, the program's options, and each command with its options and help. A command or an
// option added to the program appears here with nothing more to write, in English and in French.
#pragma once

#include <string>

namespace marienbad {

// SYNOPSIS: one line a command, its positional values in italics.
std::string manual_synopsis();
// OPTIONS: the program's own (-h, --version, --lang) and the menu's (--ui, --no-animation,
// --seed).
std::string manual_program_options();
// COMMANDS: each game with its own options, the options every game takes, each `solve` command
// and the report commands, with their help.
std::string manual_commands();

}  // namespace marienbad
