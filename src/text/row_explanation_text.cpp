// The explanation of the row's strategy for a position, in words.
#include "text/row_explanation_text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "i18n/i18n.hpp"
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

std::string normal_play_explanation(const RowExplanation& explanation) {
    std::string text = trf("Grundy values of the runs: {0} = {1} (the nim-sum, xor as in Nim).\n",
                           fmt::join(explanation.run_values, " xor "), explanation.nim_sum);
    if (explanation.nim_sum == 0) {
        return text +
               tr("The nim-sum is 0: every move makes it another value, and the opponent can "
                  "bring it back to 0.\n");
    }
    std::vector<std::string> moves;
    for (const RowMove& move : explanation.winning_moves) {
        moves.push_back(describe_row_move(move));
    }
    return text + trf("A winning move makes the nim-sum 0: {0}.\n", list_of_alternatives(moves));
}

// Why the position left by a winning move is lost for the opponent.
std::string misere_reason(const RowExplanation& explanation) {
    const int bound = explanation.short_run_bound;
    switch (explanation.reason) {
        case RowMisereReason::search:
            return tr("An exhaustive search proves that every reply loses.\n");
        case RowMisereReason::all_runs_short:
            return ntrf(
                "Every run left has at most {0} match: they play like misère Nim on the run "
                "lengths, and that position is lost for the player to move.\n",
                "Every run left has at most {0} matches: they play like misère Nim on the run "
                "lengths, and that position is lost for the player to move.\n",
                bound, bound);
        case RowMisereReason::long_runs_paired:
            break;
    }
    return ntrf(
        "The runs of more than {0} match left come in equal pairs, and the others (xor {1}) are "
        "lost in misère Nim: whatever the opponent does in one run of a pair can be copied in "
        "the other, so the position is lost for the player to move.\n",
        "The runs of more than {0} matches left come in equal pairs, and the others (xor {1}) "
        "are lost in misère Nim: whatever the opponent does in one run of a pair can be copied "
        "in the other, so the position is lost for the player to move.\n",
        bound, bound, explanation.short_xor);
}

std::string misere_explanation(const RowExplanation& explanation) {
    if (explanation.winning_moves.empty()) {
        return tr(
            "No move wins: whatever is played, the opponent can win with perfect play "
            "(misère play: whoever takes the last match loses).\n");
    }
    return trf("A winning move: {0}, which leaves {1}.\n",
               describe_row_move(explanation.winning_moves.front()),
               describe_row_runs(explanation.runs_after)) +
           misere_reason(explanation);
}

}  // namespace

std::string describe_row_move(const RowMove& move) {
    return ntrf("take {0} match from place {1}", "take {0} matches from place {1}", move.count,
                move.count, move.start);
}

std::string describe_row_runs(const std::vector<RowRun>& runs) {
    std::vector<std::string> texts;
    for (const RowRun& run : runs) {
        texts.push_back(describe_run(run));
    }
    if (texts.empty()) {
        return tr("no match");
    }
    return fmt::format("{}", fmt::join(texts, ", "));
}

std::string describe_row_runs(const RowPosition& position) {
    return describe_row_runs(row_runs(position));
}

std::string render_row_explanation(const RowExplanation& explanation) {
    const auto run_count = static_cast<long long>(explanation.runs.size());
    std::string text = ntrf("The matches form {0} run: {1}.\n", "The matches form {0} runs: {1}.\n",
                            run_count, run_count, describe_row_runs(explanation.runs));
    if (explanation.over) {
        return text;
    }
    if (explanation.convention == Convention::normal) {
        return text + normal_play_explanation(explanation);
    }
    return text + misere_explanation(explanation);
}

std::string render_row_explanation(const RowRules& rules, RowSolver& solver,
                                   const RowPosition& position,
                                   const std::optional<RowMove>& chosen) {
    return render_row_explanation(explain_row_position(rules, solver, position, chosen));
}

}  // namespace marienbad
