// `marienbad octal CODE --count N [--until-periodic] [--json]`: the nim-sequence of an octal
// game (seed 004's row is 0.777) and its period when the Octal Periodicity Theorem proves one.
#pragma once

#include <string>

#include "app/octal_options.hpp"

namespace marienbad {

// The report, as JSON (DESIGN.md's shape) or as text for a person.
std::string octal_report(const OctalOptions& options);

}  // namespace marienbad
