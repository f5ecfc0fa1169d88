// Why a move wins in the matchstick row (seed 004), for the hint and --explain: renders the
// explanation data of solvers/row_explanation.hpp — the runs of matches (their places and
// lengths); in normal play their Grundy values, their nim-sum and the moves that make it 0; in
// misère play what decides the position (the case of the misère rule of 0.777 with its
// numbers, the parity of the matches, or for other max-takes the proved rules or the
// exhaustive search), every winning move, and why the position one of them leaves is lost —
// or that no move wins. The one place the row's explanation is worded.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "rules/row_rules.hpp"
#include "solvers/row_explanation.hpp"
#include "solvers/row_solver.hpp"

namespace marienbad {

// "take 2 matches from place 4"
std::string describe_row_move(const RowMove& move);

// "places 0 to 4 (5 matches), place 6 (1 match)"
std::string describe_row_runs(const std::vector<RowRun>& runs);
std::string describe_row_runs(const RowPosition& position);

std::string render_row_explanation(const RowExplanation& explanation);

// The same, straight from a position (explain_row_position).
std::string render_row_explanation(const RowRules& rules, RowSolver& solver,
                                   const RowPosition& position,
                                   const std::optional<RowMove>& chosen = std::nullopt);

}  // namespace marienbad
