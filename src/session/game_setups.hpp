// What a game session starts from and the moves played in it, for every game: AnySetup, a
// std::variant of each game's setup (games/<name>/<name>_setup.hpp: the rules and the starting
// board, everything random already drawn and everything missing already asked, as a record keeps it
// to set the same game up again), and AnyMove, of each game's move, as front ends hold them without
// knowing the game. Both are written by the build from the list of games (cmake/Games.cmake), in
// its order; this header is the one way the layers below the games reach them.
#pragma once

#include "game_list/game_variants.hpp"
