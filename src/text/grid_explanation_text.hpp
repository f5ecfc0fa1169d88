// Why a move wins in the pawn game (seed 001 §3), in words, for the hint and --explain: the
// table of values, the value of the pawn's cell (or the XOR of the pawns' values), and the moves
// that reach value 0 — or that there are none.
#pragma once

#include <cstddef>
#include <string>

#include "solvers/grid_explanation.hpp"

namespace marienbad {

// "(2,3)" with one pawn; "pawn 2 to (2,3)" with several.
std::string describe_grid_move(const GridMove& move, std::size_t pawn_count);

std::string render_grid_explanation(const GridExplanation& explanation);
// The same, straight from a position.
std::string render_grid_explanation(const GridRules& rules, const GridSolver& solver,
                                    const GridPosition& position);

}  // namespace marienbad
