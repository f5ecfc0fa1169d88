// Game ids (docs/guide.md, "Game ids"): a position of any game in one line with no space — its
// game's name, ':', then the game's own fields, "nim:1,2,3,5,7:misere" — which opens the same
// position in every front end: `marienbad play ID` and `solve ID`, line mode's "Game id:" line,
// the terminal's panel, the window's Game menu, the page's address. The name is read here and the
// fields by its game (Game::setup_from_id); an id's characters are safe in an address's fragment
// and on a command line, unquoted.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "games/game.hpp"

namespace marienbad {

// The longest id read (a row of 200 places and its rules take about 220 characters).
inline constexpr std::size_t k_game_id_max_characters = 1000;

struct IdentifiedGame {
    const Game* game = nullptr;
    AnySetup setup;
};

// The game and setup an id names, read in any case and with spaces around it; a UsageError
// "'ID' is not a game id: why" otherwise.
IdentifiedGame parse_game_id(std::string_view id);

// The id of a setup, as its game writes it.
std::string game_id(const AnySetup& setup);

// The id of the position a session is in; its start's once the game is over (no game starts from
// a position where nothing is left to play).
std::string game_id_now(const GameSession& session);

}  // namespace marienbad
