// The row's explanation as data: the solver's method says what decides, the verdict gathers
// the numbers it reads.
#include "games/row/row_explanation.hpp"

#include <algorithm>

#include "games/row/misere_row_theory.hpp"
#include "games/row/run_multiset.hpp"

namespace marienbad {
namespace {

// Which proved rule of misere_row_theory.hpp decides a position of the search's max-takes.
void add_search_reason(RowVerdict& verdict, int max_take) {
    RunMultiset multiset(max_take);
    for (const RowRunValue& run : verdict.runs) {
        multiset.add(run.run.length);
    }
    verdict.short_bound = tame_run_bound(max_take);
    verdict.short_xor = multiset.short_xor();
    if (!misere_outcome_by_theory(multiset)) {
        verdict.reason = RowReason::search;
    } else {
        verdict.reason =
            multiset.long_runs() == 0 ? RowReason::short_runs : RowReason::paired_long_runs;
    }
}

RowQuotientVerdict quotient_verdict(const MisereQuotient& quotient,
                                    const std::vector<RowRunValue>& runs) {
    RowQuotientVerdict verdict;
    verdict.longest_run = quotient.max_heap();
    verdict.order = quotient.order();
    for (const int losing : quotient.losing_elements()) {
        verdict.losing_words.push_back(quotient.normal_form(losing));
    }
    verdict.generator_runs = quotient.generator_heaps();
    int element = 0;
    for (const RowRunValue& run : runs) {
        verdict.run_words.push_back(quotient.normal_form(quotient.heap_element(run.run.length)));
        element = quotient.times_heap(element, run.run.length);
    }
    verdict.position_word = quotient.normal_form(element);
    return verdict;
}

RowVerdict verdict_of(RowSolver& solver, const RowPosition& position) {
    RowVerdict verdict;
    for (const RowRun& run : row_runs(position)) {
        const int grundy = solver.run_grundy(run.length);
        verdict.runs.push_back({run, grundy});
        verdict.nim_sum ^= grundy;
        verdict.matches += run.length;
    }
    verdict.player_to_move_wins = solver.player_to_move_wins(position);
    switch (solver.method()) {
        case RowMethod::nim_sum:
            verdict.reason = RowReason::nim_sum;
            break;
        case RowMethod::match_parity:
            verdict.reason = RowReason::match_parity;
            break;
        case RowMethod::misere_rule:
            verdict.reason = RowReason::misere_rule;
            verdict.counts = solver.rule_counts(position);
            verdict.rule_case = misere_rule_case(verdict.counts);
            break;
        case RowMethod::misere_quotient:
            verdict.reason = RowReason::misere_quotient;
            verdict.quotient = quotient_verdict(*solver.quotient(), verdict.runs);
            break;
        case RowMethod::misere_search:
            add_search_reason(verdict, solver.max_take());
            break;
    }
    return verdict;
}

}  // namespace

RowExplanation explain_row_position(const RowRules& rules, RowSolver& solver,
                                    const RowPosition& position,
                                    const std::optional<RowMove>& chosen) {
    RowExplanation explanation;
    explanation.convention = rules.convention();
    explanation.max_take = rules.max_take();
    explanation.position = verdict_of(solver, position);
    explanation.over = rules.is_over(position);
    if (explanation.over) {
        return explanation;
    }
    explanation.winning_moves = solver.winning_moves(position);
    if (explanation.winning_moves.empty()) {
        return explanation;
    }
    for (const RowMove& move : explanation.winning_moves) {
        RowPosition left = position;
        rules.apply(left, move);
        if (runs_in_equal_pairs(left)) {
            explanation.mirror_moves.push_back(move);
        }
    }
    const auto& winners = explanation.winning_moves;
    explanation.move = chosen && std::find(winners.begin(), winners.end(), *chosen) != winners.end()
                           ? *chosen
                           : winners.front();
    RowPosition after = position;
    rules.apply(after, *explanation.move);
    explanation.after = verdict_of(solver, after);
    return explanation;
}

}  // namespace marienbad
