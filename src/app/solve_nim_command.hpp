// `marienbad solve nim 3 4 5 [--misere] [--json] [--explain]`: who wins and every winning move.
#pragma once

#include <string>

#include "app/command_line.hpp"

namespace marienbad {

// The report, as JSON (DESIGN.md's shape) or as sentences for a person.
std::string solve_nim_report(const SolveNimOptions& options);

}  // namespace marienbad
