// The command line of `solve octal CODE --heaps 3,5,7 [--misere] [--json]`, defined with CLI11,
// and the conversion of its values, with one clear message for anything wrong.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "app/solve_octal_options.hpp"

namespace marienbad {

// Option values as the parser leaves them.
struct RawSolveOctalOptions {
    std::string code, heaps;
    bool misere = false;
    bool json = false;
    CLI::Option* code_option = nullptr;
    CLI::Option* heaps_option = nullptr;
};

void add_solve_octal_options(CLI::App& command, RawSolveOctalOptions& raw);

// Throws UsageError for anything wrong.
SolveOctalOptions convert_solve_octal_options(const RawSolveOctalOptions& raw);

}  // namespace marienbad
