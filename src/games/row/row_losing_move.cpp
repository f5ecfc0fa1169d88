// Why a move of the row loses (handout 004's recursion): the runs it leaves and the opponent's
// answer after which every move loses, runs in equal pairs named as such.
#include "games/row/row_losing_move.hpp"

#include "games/row/row_explanation_text.hpp"
#include "games/row/row_solver.hpp"
#include "games/row/row_wording.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// Whether the runs come in equal pairs, each length an even number of times; no match left counts.
bool runs_in_pairs(const RowPosition& position) {
    return position.match_count() == 0 || runs_in_equal_pairs(position);
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
        why = tr("the last match is theirs, and whoever takes it wins.");
    } else if (setup.convention == Convention::misere && answered.match_count() == 1) {
        why = tr("and the last match is yours.");
    } else if (setup.convention == Convention::normal && runs_in_pairs(answered)) {
        why =
            tr("runs in equal pairs: whatever you take from one, your opponent takes the same "
               "from its twin.");
    } else {
        why = tr("from there every move you could make leaves your opponent a winning answer.");
    }
    return trf("That move loses: it leaves {0}. Your opponent answers: {1}, which leaves {2} — {3}",
               row_runs_text(after), answer, row_runs_text(answered), why);
}

}  // namespace marienbad
