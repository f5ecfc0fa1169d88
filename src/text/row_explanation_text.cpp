// The explanation of the row's strategy for a position, in words.
#include "text/row_explanation_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <vector>

#include "i18n/i18n.hpp"
#include "solvers/misere_row_theory.hpp"
#include "solvers/run_grundy.hpp"
#include "solvers/run_multiset.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

std::string describe_run(const RowRun& run) {
    if (run.length == 1) {
        return trf("place {0} (1 match)", run.start);
    }
    return trf("places {0} to {1} ({2} matches)", run.start, run.start + run.length - 1,
               run.length);
}

std::vector<std::string> described_moves(const std::vector<RowMove>& moves) {
    std::vector<std::string> texts;
    for (const RowMove& move : moves) {
        texts.push_back(describe_row_move(move));
    }
    return texts;
}

std::string normal_play_explanation(const RowRules& rules, RowSolver& solver,
                                    const RowPosition& position) {
    const RunGrundyValues grundy(rules.max_take(), std::max(position.length(), 1));
    std::vector<std::string> values;
    int total = 0;
    for (const RowRun& run : row_runs(position)) {
        values.push_back(std::to_string(grundy(run.length)));
        total ^= grundy(run.length);
    }
    std::string text = trf("Grundy values of the runs: {0} = {1} (the nim-sum, xor as in Nim).\n",
                           fmt::join(values, " xor "), total);
    if (total == 0) {
        return text +
               tr("The nim-sum is 0: every move makes it another value, and the opponent can "
                  "bring it back to 0.\n");
    }
    return text + trf("A winning move makes the nim-sum 0: {0}.\n",
                      list_of_alternatives(described_moves(solver.winning_moves(position))));
}

// Why the position left by a winning move is lost for the opponent.
std::string misere_reason(const RowRules& rules, const RowPosition& after) {
    RunMultiset runs(rules.max_take());
    for (const RowRun& run : row_runs(after)) {
        runs.add(run.length);
    }
    const int bound = tame_run_bound(rules.max_take());
    if (!misere_outcome_by_theory(runs)) {
        return tr("An exhaustive search proves that every reply loses.\n");
    }
    if (runs.long_runs() == 0) {
        return ntrf(
            "Every run left has at most {0} match: they play like misère Nim on the run lengths, "
            "and that position is lost for the player to move.\n",
            "Every run left has at most {0} matches: they play like misère Nim on the run "
            "lengths, and that position is lost for the player to move.\n",
            bound, bound);
    }
    return ntrf(
        "The runs of more than {0} match left come in equal pairs, and the others (xor {1}) are "
        "lost in misère Nim: whatever the opponent does in one run of a pair can be copied in "
        "the other, so the position is lost for the player to move.\n",
        "The runs of more than {0} matches left come in equal pairs, and the others (xor {1}) "
        "are lost in misère Nim: whatever the opponent does in one run of a pair can be copied "
        "in the other, so the position is lost for the player to move.\n",
        bound, bound, runs.short_xor());
}

std::string misere_explanation(const RowRules& rules, RowSolver& solver,
                               const RowPosition& position, const std::optional<RowMove>& chosen) {
    std::optional<RowMove> winner;
    if (chosen && rules.is_legal(position, *chosen)) {
        RowPosition after = position;
        rules.apply(after, *chosen);
        if (!solver.first_player_wins(after)) {
            winner = chosen;
        }
    }
    if (!winner) {
        winner = solver.find_winning_move(position);
    }
    if (!winner) {
        return tr(
            "No move wins: whatever is played, the opponent can win with perfect play "
            "(misère play: whoever takes the last match loses).\n");
    }
    RowPosition after = position;
    rules.apply(after, *winner);
    return trf("A winning move: {0}, which leaves {1}.\n", describe_row_move(*winner),
               describe_row_runs(after)) +
           misere_reason(rules, after);
}

}  // namespace

std::string describe_row_move(const RowMove& move) {
    return ntrf("take {0} match from place {1}", "take {0} matches from place {1}", move.count,
                move.count, move.start);
}

std::string describe_row_runs(const RowPosition& position) {
    std::vector<std::string> runs;
    for (const RowRun& run : row_runs(position)) {
        runs.push_back(describe_run(run));
    }
    if (runs.empty()) {
        return tr("no match");
    }
    return fmt::format("{}", fmt::join(runs, ", "));
}

std::string render_row_explanation(const RowRules& rules, RowSolver& solver,
                                   const RowPosition& position,
                                   const std::optional<RowMove>& chosen) {
    const auto run_count = static_cast<long long>(row_runs(position).size());
    std::string text = ntrf("The matches form {0} run: {1}.\n", "The matches form {0} runs: {1}.\n",
                            run_count, run_count, describe_row_runs(position));
    if (rules.is_over(position)) {
        return text;
    }
    if (rules.convention() == Convention::normal) {
        return text + normal_play_explanation(rules, solver, position);
    }
    return text + misere_explanation(rules, solver, position, chosen);
}

}  // namespace marienbad
