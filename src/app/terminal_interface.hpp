// The terminal interface (src/tui) started from the command line: whether it runs (--ui tui, or
// no --ui when both standard streams are a terminal), the menu in it, a game given on the
// command line, new or resumed, kept in its record as it goes, and a lesson or puzzles.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "exercises/exercise.hpp"
#include "games/common_parameters.hpp"
#include "records/record_file.hpp"
#include "session/game_session.hpp"

namespace marienbad {

// True when the terminal interface is to run; UsageError for --ui tui away from a terminal.
bool wants_terminal_interface(const MatchSettings& settings);

// The menu in the terminal interface; `records` keeps each game of the run in its file (--record:
// the next ones numbered). The program's exit code.
int run_menu_in_terminal(const MatchSettings& settings, RecordKeeper& records);

// A game in the terminal interface: `resumed` (with the console's first lines `opening`) or a new
// one from `values`; `records` keeps each game of the run in its file. The program's exit code.
int run_game_in_terminal(const GameDescription& game, ParameterValues values,
                         const MatchSettings& settings, std::unique_ptr<GameSession> resumed,
                         std::optional<AnySetup> setup, std::vector<std::string> opening,
                         RecordKeeper& records);

// A lesson or puzzles in the terminal interface (the menu, on the course's entry, when the plan
// names no game); the program's exit code.
int run_course_in_terminal(const CoursePlan& plan, const MatchSettings& settings);

}  // namespace marienbad
