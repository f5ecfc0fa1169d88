// The command line (DESIGN.md's contract): which command to run and its typed options.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/game_options.hpp"
#include "app/grid_options.hpp"
#include "app/misere_options.hpp"
#include "app/octal_options.hpp"
#include "app/option_values.hpp"
#include "app/row_options.hpp"
#include "app/solve_octal_options.hpp"
#include "app/solve_row_options.hpp"
#include "i18n/i18n.hpp"
#include "rules/nim_rules.hpp"

namespace marienbad {

struct NimOptions {
    GameOptions game;
    // --piles or --columns, --misere. With neither piles nor a number of random piles, the
    // number of columns is asked for.
    NimConfig board;
};

struct SolveNimOptions {
    std::vector<int> piles;
    bool misere = false;
    bool json = false;
    bool explain = false;
};

enum class Command {
    menu,
    help,
    version,
    nim,
    grid,
    row,
    solve_nim,
    solve_grid,
    solve_row,
    solve_octal,
    octal,
    misere,
    bench
};

struct CommandLine {
    Command command = Command::menu;
    std::string help_text;  // for Command::help and Command::version
    NimOptions nim;
    GridOptions grid;
    RowOptions row;
    SolveNimOptions solve_nim;
    SolveGridOptions solve_grid;
    SolveRowOptions solve_row;
    SolveOctalOptions solve_octal;
    OctalOptions octal;
    MisereOptions misere;
};

// The language asked for with --lang, looked for before the full parse so that the help and
// the error messages are already in that language. Empty when --lang is absent or unknown.
std::optional<Language> find_language_option(int argc, const char* const* argv);

// Parses the command line; throws UsageError for anything wrong.
CommandLine parse_command_line(int argc, const char* const* argv);

}  // namespace marienbad
