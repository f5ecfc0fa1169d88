// `marienbad octal CODE [--count N] [--until-periodic] [--json]`: the nim-sequence of an octal
// game (handout 004's row is 0.777) and its period when the Octal Periodicity Theorem proves one.
#pragma once

#include <string_view>

#include "games/game_description.hpp"
#include "octal/octal_code.hpp"

namespace marienbad {

// The widest a line of values gets in the reports' text (`octal`, `misere`), heap size included.
inline constexpr int k_report_line_width = 72;

ReportCommand octal_command();

// The code `misere` and `solve octal` take as their argument.
ParameterSpec octal_code_parameter();

// The code a command was given (`octal`, `misere`, `solve octal`); UsageError, with the fault
// and its place after the command's name, for a text that is not a code.
OctalCode parse_octal_code_option(std::string_view command, std::string_view text);

}  // namespace marienbad
