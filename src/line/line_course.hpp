// A lesson or a series of puzzles in line mode (`marienbad learn GAME`, `marienbad puzzle GAME`):
// the game asked first when it was not given, then each exercise played on its controller as a
// game is (line_game.hpp) — its explanation printed as the game's opening, the board and the
// question as the game's handout lays them out, a move that loses refused with why it loses and
// asked again — one after the other to the last; a lesson's last game lost is played again.
#pragma once

#include "exercises/exercise.hpp"
#include "line/console.hpp"
#include "line/line_command.hpp"
#include "tutor/progress.hpp"

namespace marienbad {

LineEnd play_course_in_line_mode(CoursePlan plan, Console& console,
                                 std::shared_ptr<ProgressKeeper> progress = {});

}  // namespace marienbad
