// Why a move of the row loses, in the lesson's terms: the runs it leaves, the opponent's answer,
// and why what that answer leaves is lost for the student — the last match, runs in equal pairs,
// the runs' values and their xor of 0, or misère play's rule (the values, or the exception that
// applies).
#include "games/row/row_losing_move.hpp"

#include "games/row/row_explanation_text.hpp"
#include "games/row/row_lesson_questions.hpp"
#include "games/row/row_solver.hpp"
#include "games/row/row_wording.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// Whether the runs come in equal pairs, each length an even number of times; no match left counts.
bool runs_in_pairs(const RowPosition& position) {
    return position.match_count() == 0 || runs_in_equal_pairs(position);
}

std::vector<int> run_lengths(const RowPosition& position) {
    std::vector<int> lengths;
    for (const RowRun& run : row_runs(position)) {
        lengths.push_back(run.length);
    }
    return lengths;
}

// Why `answered`, left by the opponent's answer, is lost for the student, who is to move there.
std::string lost_for_you(const RowSetup& setup, RowSolver& solver, const RowPosition& answered) {
    const std::vector<int> lengths = run_lengths(answered);
    if (setup.convention == Convention::normal) {
        if (runs_in_pairs(answered)) {
            return trf(
                "which leaves {0}, in equal pairs: whatever you take from one, your "
                "opponent takes the same from its twin, and the last match is theirs.",
                row_runs_text(answered));
        }
        std::vector<int> values;
        for (const int length : lengths) {
            values.push_back(solver.run_grundy(length));
        }
        return trf(
            "after which you are to move with {0} Whatever you take changes one value, "
            "and your opponent makes the xor 0 again.",
            normal_verdict_reason(lengths, values));
    }
    if (setup.max_take == k_row_default_max_take) {
        return trf("after which you are to move with {0}", misere_verdict_reason(lengths));
    }
    return trf(
        "which leaves {0}: whatever you take from there, your opponent has a winning "
        "answer (misère play with up to {1} matches a move has a rule of its own).",
        row_runs_text(answered), setup.max_take);
}

}  // namespace

std::string row_why_move_loses(const RowSetup& setup, const RowPosition& after) {
    const RowRules rules(setup.convention, setup.max_take);
    RowSolver solver(setup.convention, setup.max_take);
    if (after.match_count() == 0) {
        return std::string(
            tr("That move loses: you would take the last match, and whoever takes it loses."));
    }
    // The answer to show: one that leaves runs in equal pairs when there is one (the mirror),
    // else the first.
    const std::vector<RowMove> replies = solver.winning_moves(after);
    RowMove reply = replies.front();
    for (const RowMove& candidate : replies) {
        RowPosition leaves = after;
        rules.apply(leaves, candidate);
        if (runs_in_pairs(leaves)) {
            reply = candidate;
            break;
        }
    }
    RowPosition answered = after;
    rules.apply(answered, reply);
    const std::string answer = describe_row_move(reply);
    std::string why;
    if (answered.match_count() == 0) {  // normal play: in misère play taking it all loses
        why = tr("which takes the last match, and whoever takes it wins.");
    } else if (setup.convention == Convention::misere && answered.match_count() == 1) {
        why = tr("which leaves a single match: the last match is yours.");
    } else {
        why = lost_for_you(setup, solver, answered);
    }
    return trf("That move loses: it leaves {0}. Your opponent answers: {1}, {2}",
               row_runs_text(after), answer, why);
}

}  // namespace marienbad
