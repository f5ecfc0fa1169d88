// The course commands, `learn` and `puzzle` (tutor/course_commands.hpp): their values read into a
// plan, then the course in the window, the terminal interface or line mode, as a game command
// chooses; a puzzle that cannot be drawn is said in one line.
#pragma once

#include "exercises/exercise.hpp"
#include "games/parameters.hpp"
#include "line/console.hpp"

namespace marienbad {

// Plays the course; returns the program's exit code. UsageError for a bad value.
int run_course(CourseKind kind, const ParameterValues& values, Console& console);

}  // namespace marienbad
