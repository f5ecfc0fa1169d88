// The parameter dialogue of line mode: what the command line did not say is asked for, as the
// seeds do (seed 000 asks for the number of columns; seed 001 for the size of the grid, the level
// and who starts).
#pragma once

#include <optional>
#include <string>

#include "line/console.hpp"
#include "match/lineup.hpp"
#include "players/strength.hpp"
#include "text/participants.hpp"

namespace marienbad {

// Each returns empty at end of input.
std::optional<Strength> ask_strength(Console& console);
std::optional<int> ask_nim_columns(Console& console);
// Seed 001's "nombre de lignes" and "nombre de colonnes", from 5 to 30.
std::optional<int> ask_grid_rows(Console& console);
std::optional<int> ask_grid_columns(Console& console);
// Seed 001's "qui commence ? l'ordinateur (1) ou le joueur (2)".
std::optional<FirstPlayer> ask_who_starts(Console& console);

}  // namespace marienbad
