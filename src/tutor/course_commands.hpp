// The commands `learn`, `puzzle` and `progress`, described once as a game's command is: their
// parameters (the game, asked when it is missing; the lesson's --restart and its sheet to print,
// --print and --markdown; the puzzles' --difficulty and --count; --seed, --ui and --no-animation;
// the progress's --json), from which the command line, its --help and the manual page are made,
// and the plan their values make.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "exercises/exercise.hpp"
#include "games/parameters.hpp"

namespace marienbad {

struct CourseCommand {
    std::optional<CourseKind> kind;  // none: `progress`
    std::string name;                // "learn", "puzzle"
    std::string help;                // translated
    std::vector<ParameterSpec> parameters;
};

// `learn`, `puzzle`, then `progress`.
std::vector<CourseCommand> course_commands();

// What `learn --print` asks for: the lesson's sheet as plain text or Markdown, or none (the lesson
// is played).
enum class SheetFormat { text, markdown };
std::optional<SheetFormat> sheet_format(const ParameterValues& values);

// The games a course is given for, as the command line names them: "nim", "grid", "row".
std::vector<std::string> course_games();

// The plan of a `learn` or `puzzle` command from its values (UsageError for a bad value); its game
// is empty when none was given (the front end asks), its seed drawn when none was given.
CoursePlan course_plan(CourseKind kind, const ParameterValues& values);

}  // namespace marienbad
