// `marienbad solve row (--length N | --position 1101110) [--normal] [--max-take K] [--json]`:
// who wins seed 004's matchstick row with perfect play, and every winning move.
#pragma once

#include <string>

#include "app/solve_row_options.hpp"

namespace marienbad {

// The report, as JSON (DESIGN.md's shape) or as text for a person; places 0-based in both,
// as seed 004 numbers them.
std::string solve_row_report(const SolveRowOptions& options);

}  // namespace marienbad
