// The command line of the matchstick row: `row`, defined with CLI11, and the conversion of its
// values, with one clear message for anything wrong.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "app/game_option_flags.hpp"
#include "app/row_options.hpp"

namespace marienbad {

// Option values as the parser leaves them.
struct RawRowOptions {
    RawGameOptions game;
    std::string length = std::to_string(k_row_default_length);
    std::string max_take = std::to_string(k_row_default_max_take);
    bool normal = false;
};

void add_row_options(CLI::App& command, RawRowOptions& raw);

// Throws UsageError for anything wrong.
RowOptions convert_row_options(const RawRowOptions& raw);

}  // namespace marienbad
