// The command line (DESIGN.md's contract): which command to run and its typed options.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/option_values.hpp"
#include "i18n/i18n.hpp"
#include "match/lineup.hpp"
#include "players/strength.hpp"
#include "rules/nim_rules.hpp"

namespace marienbad {

// Options every game takes.
struct GameOptions {
    std::optional<Strength> strength;   // --level or --difficulty; asked for when missing
    Lineup lineup;                      // --players, --first
    std::optional<std::uint64_t> seed;  // --seed; drawn at random when missing
    UiKind ui = UiKind::text;
    bool explain = false;  // explain each computer move
};

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

enum class Command { menu, help, version, nim, solve_nim, bench };

struct CommandLine {
    Command command = Command::menu;
    std::string help_text;  // for Command::help and Command::version
    NimOptions nim;
    SolveNimOptions solve_nim;
};

// The language asked for with --lang, looked for before the full parse so that the help and
// the error messages are already in that language. Empty when --lang is absent or unknown.
std::optional<Language> find_language_option(int argc, const char* const* argv);

// Parses the command line; throws UsageError for anything wrong.
CommandLine parse_command_line(int argc, const char* const* argv);

}  // namespace marienbad
