// The command line (a contract with users and scripts, docs/guide.md, "Command line"): one command
// a game (catalogue/catalogue.hpp) with the game's parameters and those every game takes, `play`
// and `solve` of a game id (app/game_id_commands.hpp), the
// courses `learn` and `puzzle` (tutor/course_commands.hpp), `solve` with one command a game that
// has a solver and `solve octal`, `rate`, and the report commands (`octal`, `misere`, `replay`,
// `bench`).
// Built with CLI11 from the parameter descriptions; every message is translated.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "exercises/exercise.hpp"
#include "games/game_description.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

struct CommandLine {
    enum class Kind { menu, help, play, course, report };
    Kind kind = Kind::menu;
    std::string help_text;                  // help and version
    const GameDescription* game = nullptr;  // play
    std::optional<AnySetup> setup;          // play: the position a game id gave (`play ID`)
    std::optional<CourseKind> course;       // course: `learn` or `puzzle`
    ReportCommand report;                   // report
    ParameterValues values;                 // play and report
};

// An option of the program itself, before any command: its names as CLI11 takes them, its value
// and its help. parse_command_line declares them; the manual page lists them from here.
struct ProgramOption {
    std::string names;       // "-h,--help"
    std::string value_name;  // "en|fr"; empty for a flag
    std::string help;        // translated
};
struct ProgramOptions {
    ProgramOption help;
    ProgramOption version;
    ProgramOption language;
};
ProgramOptions program_options();
// The program's version, the project's (CMakeLists.txt): "0.1.0".
std::string program_version();

// A command that takes a game's command after it: `solve` (a position) and `rate` (the levels).
struct CommandFamilyDescription {
    std::string name;
    std::string summary;  // its help line, translated
    std::vector<ReportCommand> commands;
    std::string footer = {};  // what its --help says under the list of commands (rate's options)
};
std::vector<CommandFamilyDescription> command_families();
// The report commands other than `solve` and `rate`: `octal`, `misere`, `replay`, `bench`, in the
// help's order.
std::vector<ReportCommand> report_commands();

// The language asked for with --lang, looked for before the full parse so that the help and
// the error messages are already in that language. Empty when --lang is absent or unknown.
std::optional<Language> find_language_option(int argc, const char* const* argv);

// Parses the command line; throws UsageError for anything wrong in its shape (an unknown
// option, a missing value, an option given twice...). The values are checked by the command.
CommandLine parse_command_line(int argc, const char* const* argv);

}  // namespace marienbad
