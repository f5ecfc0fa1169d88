// `marienbad solve octal CODE --heaps 3,5,7 [--misere] [--json]`: who wins any sum of heaps of
// any octal game with perfect play, every winning move, and the method that decided (Grundy
// values, the misère quotient, or exhaustive search).
#pragma once

#include "games/game_description.hpp"
#include "reports/solve_octal_options.hpp"

namespace marienbad {

// The report, as JSON (the shape of the other solve commands, plus "method") or as text; heaps
// numbered from 0 in both; UsageError when misère play needs a search too large.
ReportCommand solve_octal_command();

}  // namespace marienbad
