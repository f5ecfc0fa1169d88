// Why a move wins in the matchstick row (handout 004), for the hint and --explain: renders the
// explanation data of games/row/row_explanation.hpp — first in words a student follows: the runs
// of matches (their lengths and places), every winning move and the runs the one explained
// leaves, or that no move wins; then the theory: what decides (in normal play the runs' Grundy
// values and their nim-sum; in misère play the case of the misère rule of 0.777 with its
// numbers, the parity of the matches, the misère quotient with each run's element and their
// product, or the proved rules and the exhaustive search), for the position and for the one
// the move leaves. The one place the row's explanation is worded.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "games/row/row_explanation.hpp"
#include "games/row/row_rules.hpp"
#include "games/row/row_solver.hpp"

namespace marienbad {

// "take 2 matches from place 4"
std::string describe_row_move(const RowMove& move);

// "places 0 to 4 (5 matches), place 6 (1 match)"
std::string describe_row_runs(const std::vector<RowRun>& runs);
std::string describe_row_runs(const RowPosition& position);

std::string render_row_explanation(const RowExplanation& explanation);

// "1 run of 21 matches, at places 0 to 20", "3 runs of 4, 2 and 1 matches, at places 0 to 3,
// 5 to 6 and 8": what a student sees on the board.
std::string row_runs_phrase(const std::vector<RowRunValue>& runs);
// The theory's numbers for one position: the nim-sum, the rule's case, the parity, the quotient's
// product, or why a position of the search's max-takes is lost (empty for a won one).
std::string row_verdict_text(const RowVerdict& verdict);
// The move the explanation explains, in words; none when no move wins.
std::optional<std::string> row_winning_answer(const RowExplanation& explanation);

// The same, straight from a position (explain_row_position).
std::string render_row_explanation(const RowRules& rules, RowSolver& solver,
                                   const RowPosition& position,
                                   const std::optional<RowMove>& chosen = std::nullopt);

}  // namespace marienbad
