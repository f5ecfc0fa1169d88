// The commands `learn` and `puzzle`, described once as a game's command is: their parameters (the
// game, asked when it is missing; the puzzles' --difficulty and --count; --seed, --ui and
// --no-animation), from which the command line, its --help and the manual page are made, and the
// plan their values make.
#pragma once

#include <string>
#include <vector>

#include "exercises/exercise.hpp"
#include "games/parameters.hpp"

namespace marienbad {

struct CourseCommand {
    CourseKind kind = CourseKind::lesson;
    std::string name;  // "learn", "puzzle"
    std::string help;  // translated
    std::vector<ParameterSpec> parameters;
};

// `learn`, then `puzzle`.
std::vector<CourseCommand> course_commands();

// The games a course is given for, as the command line names them: "nim", "grid", "row".
std::vector<std::string> course_games();

// The plan of a `learn` or `puzzle` command from its values (UsageError for a bad value); its game
// is empty when none was given (the front end asks), its seed drawn when none was given.
CoursePlan course_plan(CourseKind kind, const ParameterValues& values);

}  // namespace marienbad
