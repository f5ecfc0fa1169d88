// Why a move wins in the pawn game (handout 001 §3), in words, for the hint and --explain: the
// value of the pawn's cell (or the XOR of the pawns' values) and the moves that reach value 0 —
// or that there are none —, then the table of values.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "games/grid/grid_explanation.hpp"

namespace marienbad {

// "(2,3)" with one pawn; "pawn 2 to (2,3)" with several.
std::string describe_grid_move(const GridMove& move, std::size_t pawn_count);
// "move the pawn to (1,3) or (2,1)", "move pawn 1 to (2,2)": every winning move; none when no
// move wins.
std::optional<std::string> grid_winning_answer(const GridExplanation& explanation);

std::string render_grid_explanation(const GridExplanation& explanation);
// The same, straight from a position.
std::string render_grid_explanation(const GridRules& rules, const GridSolver& solver,
                                    const GridPosition& position);

}  // namespace marienbad
