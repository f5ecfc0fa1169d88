// Why a move wins in the matchstick row (seed 004), for the hint and --explain: the runs of
// matches (their places and lengths); in normal play their Grundy values, their nim-sum and
// the moves that make it 0; in misère play the outcome and why the move wins — by one of the
// rules of misere_row_theory.hpp when it decides the position left, else by the exhaustive
// search — or that no move wins.
#pragma once

#include <optional>
#include <string>

#include "rules/row_rules.hpp"
#include "solvers/row_solver.hpp"

namespace marienbad {

// "take 2 matches from place 4"
std::string describe_row_move(const RowMove& move);

// "places 0 to 4 (5 matches), place 6 (1 match)"
std::string describe_row_runs(const RowPosition& position);

// The explanation of `position` for the player to move. In misère play it explains `chosen`
// when that move wins, else a winning move of the solver's.
std::string render_row_explanation(const RowRules& rules, RowSolver& solver,
                                   const RowPosition& position,
                                   const std::optional<RowMove>& chosen = std::nullopt);

}  // namespace marienbad
