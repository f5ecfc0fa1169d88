// `marienbad row`: seed 004's matchstick row.
#pragma once

#include "app/row_options.hpp"
#include "line/console.hpp"

namespace marienbad {

// Asks for the level when the options did not give it, and plays. Returns the exit code.
int run_row_command(const RowOptions& options, Console& console);

}  // namespace marienbad
