// The row's explanation as data.
#include "solvers/row_explanation.hpp"

#include <algorithm>

#include "solvers/misere_row_theory.hpp"
#include "solvers/run_grundy.hpp"
#include "solvers/run_multiset.hpp"

namespace marienbad {
namespace {

void explain_normal_play(RowSolver& solver, RowExplanation& explanation) {
    const RunGrundyValues grundy(explanation.max_take, std::max(explanation.position.length(), 1));
    for (const RowRun& run : explanation.runs) {
        explanation.run_values.push_back(grundy(run.length));
        explanation.nim_sum ^= grundy(run.length);
    }
    if (explanation.nim_sum != 0) {
        explanation.winning_moves = solver.winning_moves(explanation.position);
    }
}

void explain_misere_play(const RowRules& rules, RowSolver& solver,
                         const std::optional<RowMove>& chosen, RowExplanation& explanation) {
    const RowPosition& position = explanation.position;
    std::optional<RowMove> winner;
    if (chosen && rules.is_legal(position, *chosen)) {
        RowPosition after = position;
        rules.apply(after, *chosen);
        if (!solver.player_to_move_wins(after)) {
            winner = chosen;
        }
    }
    if (!winner) {
        winner = solver.find_winning_move(position);
    }
    if (!winner) {
        return;
    }
    explanation.winning_moves = {*winner};
    RowPosition after = position;
    rules.apply(after, *winner);
    explanation.runs_after = row_runs(after);
    RunMultiset runs(rules.max_take());
    for (const RowRun& run : explanation.runs_after) {
        runs.add(run.length);
    }
    explanation.short_run_bound = tame_run_bound(rules.max_take());
    explanation.short_xor = runs.short_xor();
    if (!misere_outcome_by_theory(runs)) {
        explanation.reason = RowMisereReason::search;
    } else if (runs.long_runs() == 0) {
        explanation.reason = RowMisereReason::all_runs_short;
    } else {
        explanation.reason = RowMisereReason::long_runs_paired;
    }
}

}  // namespace

RowExplanation explain_row_position(const RowRules& rules, RowSolver& solver,
                                    const RowPosition& position,
                                    const std::optional<RowMove>& chosen) {
    RowExplanation explanation;
    explanation.convention = rules.convention();
    explanation.max_take = rules.max_take();
    explanation.position = position;
    explanation.runs = row_runs(position);
    explanation.over = rules.is_over(position);
    if (explanation.over) {
        return explanation;
    }
    if (rules.convention() == Convention::normal) {
        explain_normal_play(solver, explanation);
    } else {
        explain_misere_play(rules, solver, chosen, explanation);
    }
    return explanation;
}

}  // namespace marienbad
