// `marienbad rate GAME`: the computer's levels rated against each other on the game's boards
// (rating/tournament.hpp), printed as tables or JSON (rating/rating_report.hpp). The game's own
// parameters say which boards ("rate nim --columns 7"); a size its command would ask for is the
// one its form offers first.
#pragma once

#include <string>
#include <vector>

#include "games/game_description.hpp"

namespace marienbad {

// `rate nim`, `rate grid`, `rate row`: one command for each game of the catalogue.
std::vector<ReportCommand> rate_commands();

// What `rate --help` says under the list of games: the options every `rate GAME` takes, each
// with its help, and what the report ends with.
std::string rate_options_help();

}  // namespace marienbad
