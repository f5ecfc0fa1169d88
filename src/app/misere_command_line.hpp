// The command line of `misere CODE --heaps N [--budget B] [--json]`, defined with CLI11, and the
// conversion of its values, with one clear message for anything wrong.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "app/misere_options.hpp"

namespace marienbad {

// Option values as the parser leaves them.
struct RawMisereOptions {
    std::string code, heaps, budget;
    bool json = false;
    CLI::Option* code_option = nullptr;
    CLI::Option* heaps_option = nullptr;
    CLI::Option* budget_option = nullptr;
};

void add_misere_options(CLI::App& command, RawMisereOptions& raw);

// Throws UsageError for anything wrong.
MisereOptions convert_misere_options(const RawMisereOptions& raw);

}  // namespace marienbad
