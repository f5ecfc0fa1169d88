// The options every game command takes (--level, --difficulty, --first, --players, --seed,
// --ui, --explain): their CLI11 definitions and their conversion to GameOptions.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

#include "app/game_options.hpp"

namespace marienbad {

// Option values as the parser leaves them, before conversion.
struct RawGameOptions {
    std::string level, difficulty, first = "random", players = "human-computer", seed, ui = "text";
    bool explain = false;
    CLI::Option* level_option = nullptr;
    CLI::Option* difficulty_option = nullptr;
    CLI::Option* seed_option = nullptr;
    CLI::Option* first_option = nullptr;
};

void add_game_options(CLI::App& command, RawGameOptions& raw);

// Throws UsageError for a bad value or combination.
GameOptions convert_game_options(const RawGameOptions& raw);

}  // namespace marienbad
