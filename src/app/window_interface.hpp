// The window (src/gui) started from the command line: --ui gui opens it, on the game given (new
// or resumed) or on the new-game dialog, its record kept as it goes, or on a lesson or puzzles;
// with no display, one line says so and suggests --ui tui.
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

// True for --ui gui.
bool wants_window(const MatchSettings& settings);

// The window on the new-game dialog; `records` keeps each game of the run in its file (--record:
// the next ones numbered). The program's exit code.
int run_menu_in_window(const MatchSettings& settings, RecordKeeper& records);

// A game in the window: `resumed` (with its first messages `opening`), the position a game id
// gave (`setup`), or a new one from `values`; `records` keeps each game of the run in its file
// (the next ones numbered). Its Game menu saves a game to a record file and opens one. The
// program's exit code.
int run_game_in_window(const GameDescription& game, ParameterValues values,
                       const MatchSettings& settings, std::unique_ptr<GameSession> resumed,
                       std::optional<AnySetup> setup, std::vector<std::string> opening,
                       RecordKeeper& records);

// A lesson or puzzles in the window (the game asked first when the plan names none); the
// program's exit code.
int run_course_in_window(const CoursePlan& plan, const MatchSettings& settings);

}  // namespace marienbad
