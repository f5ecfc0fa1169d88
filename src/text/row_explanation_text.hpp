// Why a move wins in the matchstick row (seed 004), in words, for the hint and --explain: the
// runs of matches (their places and lengths); in normal play their Grundy values, their nim-sum
// and the moves that make it 0; in misère play the winning move and why it wins — by one of the
// rules of misere_row_theory.hpp when it decides the position left, else by the exhaustive
// search — or that no move wins. The one place the row's explanation is worded.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "solvers/row_explanation.hpp"

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
