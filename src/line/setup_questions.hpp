// The set-up dialogue of line mode: what the command line did not say is asked for, as the seeds
// do (seed 000 asks for the number of columns; seed 001 for the size of the grid, the level and
// who starts), each question from the parameter's description.
#pragma once

#include <optional>

#include "games/parameters.hpp"
#include "line/console.hpp"
#include "match/lineup.hpp"
#include "players/strength.hpp"

namespace marienbad {

// Each returns empty (or false) at end of input.
std::optional<Strength> ask_strength(Console& console);
// Seed 001's "qui commence ? l'ordinateur (1) ou le joueur (2)".
std::optional<FirstPlayer> ask_who_starts(Console& console);
// Asks every parameter that has a question and was not given (nor made needless by another),
// and gives the answers.
bool ask_missing_parameters(Console& console, ParameterValues& values);

}  // namespace marienbad
