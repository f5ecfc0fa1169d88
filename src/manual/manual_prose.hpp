// The parts of marienbad(6) written as prose, translated like every sentence a player reads:
// what the program is, how its terminal interface and its window are played (their lists of keys
// are the ones the program itself shows: tui/game_keys.hpp, gui/window_keys.hpp), the files it
// writes, the environment it reads, its exit codes, examples and where to read more. Each
// function returns roff (manual/roff.hpp) for the body of one section.
#pragma once

#include <string>

namespace marienbad {

// NAME's line: "marienbad \- ..." (what whatis and apropos read).
std::string manual_name();
std::string manual_description();
std::string manual_terminal_interface();
std::string manual_window();
std::string manual_files();
std::string manual_environment();
std::string manual_exit_status();
std::string manual_examples();
std::string manual_see_also();

}  // namespace marienbad
