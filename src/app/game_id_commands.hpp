// `marienbad play ID` and `marienbad solve ID` (docs/guide.md, "Game ids"): the position a game id
// names (catalogue/game_id.hpp), played with the options every game takes, or solved by its
// game's own `solve` command.
#pragma once

#include <string>
#include <vector>

#include "games/game_description.hpp"

namespace marienbad {

// `play`: its name, its help, and its parameters — the id, then the options every game takes.
inline constexpr const char* k_play_command = "play";
std::string play_command_help();
std::vector<ParameterSpec> play_command_parameters();

// What `play`'s values start: the id's game and setup, and the values as the game's own command
// would give them (the options every game takes); UsageError for a bad id.
struct PlayById {
    const GameDescription* game = nullptr;
    AnySetup setup;
    ParameterValues values;
};
PlayById play_by_id(const ParameterValues& values);

// The command line with `solve ID` written as the id's game's `solve` command — `solve
// nim:1,2,3:misere --json` as `solve nim 1,2,3 --misere --json` — and anything else as it is. Only
// --json and --explain may follow the id (the id says the rest); UsageError otherwise, or for a bad
// id.
std::vector<std::string> with_solve_id_expanded(std::vector<std::string> arguments);

}  // namespace marienbad
