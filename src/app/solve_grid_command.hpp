// `marienbad solve grid --rows R --cols C [--ban "r,c;..."] [--pawns K | --at "r,c;..."]
// [--json]`: who wins, every winning move, and the table of Grundy values.
#pragma once

#include <string>

#include "app/grid_options.hpp"

namespace marienbad {

// The report, as JSON (DESIGN.md's shape, 0-based) or as text for a person (1-based).
std::string solve_grid_report(const SolveGridOptions& options);

}  // namespace marienbad
