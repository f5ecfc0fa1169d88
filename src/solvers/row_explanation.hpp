// Why a move wins in the matchstick row (seed 004), as data for every front end: the runs of
// matches; in normal play each run's Grundy value, their nim-sum and every winning move; in
// misère play one winning move (the one played when it wins), the runs it leaves and the reason
// that position is lost for the opponent — rule 1 or rule 2 of misere_row_theory.hpp, or the
// exhaustive search. text/row_explanation_text.hpp says it in words.
#pragma once

#include <optional>
#include <vector>

#include "core/convention.hpp"
#include "rules/row_rules.hpp"
#include "solvers/row_solver.hpp"

namespace marienbad {

// Why the position a misère winning move leaves is lost for the player to move.
enum class RowMisereReason {
    all_runs_short,    // rule 1: every run short, misère Nim on the run lengths
    long_runs_paired,  // rule 2: the long runs in equal pairs, the short ones lost in misère Nim
    search,            // neither rule applies: the exhaustive search proves it
};

struct RowExplanation {
    Convention convention = Convention::misere;
    int max_take = k_row_default_max_take;
    RowPosition position;
    std::vector<RowRun> runs;
    bool over = false;  // no match left: nothing to explain
    // Normal play.
    std::vector<int> run_values;  // the Grundy value of each run
    int nim_sum = 0;
    // Normal play: every winning move; misère play: the winning move explained. Empty when no
    // move wins.
    std::vector<RowMove> winning_moves;
    // Misère play, when a move wins: the runs it leaves and why they lose.
    std::vector<RowRun> runs_after;
    RowMisereReason reason = RowMisereReason::search;
    int short_run_bound = 0;  // the longest run counted as short (tame_run_bound)
    int short_xor = 0;        // rule 2: the xor of the short runs left
};

// The explanation of `position` for the player to move. In misère play it explains `chosen`
// when that move wins, else a winning move of the solver's.
RowExplanation explain_row_position(const RowRules& rules, RowSolver& solver,
                                    const RowPosition& position,
                                    const std::optional<RowMove>& chosen = std::nullopt);

}  // namespace marienbad
