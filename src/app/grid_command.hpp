// `marienbad grid`: seed 001's game of the pawn on a grid with banned cells.
#pragma once

#include "app/grid_options.hpp"
#include "line/console.hpp"

namespace marienbad {

// Asks for what the options did not give (seed 001's parameter dialogue), draws the banned
// cells, and plays. Returns the exit code.
int run_grid_command(const GridOptions& options, Console& console);

}  // namespace marienbad
