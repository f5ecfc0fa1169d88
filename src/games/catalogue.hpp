// The games Marienbad offers, each described once (game_description.hpp), in the order of the
// menu and of the command line.
#pragma once

#include <string_view>
#include <vector>

#include "games/game_description.hpp"

namespace marienbad {

const GameDescription& nim_description();
const GameDescription& grid_description();
const GameDescription& row_description();

// Every game: Nim, the pawn on a grid, the matchstick row.
const std::vector<const GameDescription*>& games();
// The game called `name` ("nim"), if there is one.
const GameDescription* find_game(std::string_view name);

}  // namespace marienbad
