// The set-up dialogue of line mode (play/game_setup.hpp): what the handout's dialogue says is
// printed as it comes, and each question still open is asked as the handouts ask it (handout 000
// the number of columns; handout 001 the size of the grid, the level and who starts), a parameter's
// question from its description.
#pragma once

#include <optional>

#include "games/parameters.hpp"
#include "line/console.hpp"
#include "match/lineup.hpp"
#include "play/game_setup.hpp"
#include "players/strength.hpp"

namespace marienbad {

// Each returns empty at end of input.
std::optional<Strength> ask_strength(Console& console);
// Handout 001's "qui commence ? l'ordinateur (1) ou le joueur (2)".
std::optional<FirstPlayer> ask_who_starts(Console& console);
// A number parameter's question, as its spec words it.
std::optional<int> ask_parameter(Console& console, const ParameterSpec& spec);

// Prints what the set-up says and asks its open questions until the game can start; false at end
// of input.
bool hold_setup_dialogue(Console& console, GameSetup& setup);

}  // namespace marienbad
