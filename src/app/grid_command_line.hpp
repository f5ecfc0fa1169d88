// The command line of the pawn game: `grid` (play) and `solve grid`, defined with CLI11, and
// the conversion of their values, with one clear message for anything wrong — for a list of
// banned cells, the rule of seed 001 §2.2 it breaks and the cell.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "app/game_option_flags.hpp"
#include "app/grid_options.hpp"

namespace marienbad {

// Cells written "r,c;r,c" (1-based, as seed 001 numbers them), returned 0-based.
std::vector<Cell> parse_cell_list(std::string_view option, std::string_view text);

// What is wrong with a list of banned cells, for a player: the rule broken and the cell.
std::string grid_problem_message(std::string_view option, const GridProblem& problem, int rows,
                                 int cols);

// Option values as the parser leaves them.
struct RawGridOptions {
    RawGameOptions game;
    std::string rows, cols, banned, ban, pawns = "1";
    CLI::Option* rows_option = nullptr;
    CLI::Option* cols_option = nullptr;
    CLI::Option* banned_option = nullptr;
    CLI::Option* ban_option = nullptr;
};

struct RawSolveGridOptions {
    std::string rows, cols, ban, pawns = "1", at;
    bool json = false;
    CLI::Option* ban_option = nullptr;
    CLI::Option* pawns_option = nullptr;
    CLI::Option* at_option = nullptr;
};

void add_grid_options(CLI::App& command, RawGridOptions& raw);
void add_solve_grid_options(CLI::App& command, RawSolveGridOptions& raw);

// Throw UsageError for anything wrong.
GridOptions convert_grid_options(const RawGridOptions& raw);
SolveGridOptions convert_solve_grid_options(const RawSolveGridOptions& raw);

}  // namespace marienbad
