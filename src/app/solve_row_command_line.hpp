// The command line of `solve row` (seed 004's matchstick row), defined with CLI11, and the
// conversion of its values, with one clear message for anything wrong.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "app/solve_row_options.hpp"

namespace marienbad {

// Option values as the parser leaves them.
struct RawSolveRowOptions {
    std::string length, position, max_take;
    bool normal = false;
    bool json = false;
    CLI::Option* length_option = nullptr;
    CLI::Option* position_option = nullptr;
    CLI::Option* max_take_option = nullptr;
};

void add_solve_row_options(CLI::App& command, RawSolveRowOptions& raw);

// Throws UsageError for anything wrong.
SolveRowOptions convert_solve_row_options(const RawSolveRowOptions& raw);

}  // namespace marienbad
