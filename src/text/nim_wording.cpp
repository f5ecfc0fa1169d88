// Nim's sentences (handouts 000 and 002): the rules, a move announced, an emptied column removed,
// who took the last piece in misère play.
#include "i18n/i18n.hpp"
#include "text/game_wording.hpp"

namespace marienbad {

std::string nim_rules_sentence(Convention convention, const Wording& wording) {
    if (wording.piles_as_rows) {
        return convention == Convention::normal
                   ? tr("Nim: take one or more pieces from a single row. Whoever takes the last "
                        "piece wins.")
                   : tr("Misère Nim: take one or more pieces from a single row. Whoever takes the "
                        "last piece loses.");
    }
    return convention == Convention::normal
               ? tr("Nim: take one or more pieces from a single column. Whoever takes the last "
                    "piece wins.")
               : tr("Misère Nim: take one or more pieces from a single column. Whoever takes the "
                    "last piece loses.");
}

std::string nim_rules_summary(Convention convention) {
    return convention == Convention::normal ? tr("Nim, normal play") : tr("Nim, misère play");
}

std::string nim_move_announcement(Participant mover, const NimMove& move, const Wording& wording) {
    if (wording.piles_as_rows) {
        if (mover == Participant::you) {
            return ntrf("You take {0} piece from row {1}.", "You take {0} pieces from row {1}.",
                        move.take, move.take, move.pile);
        }
        return ntrf("{2} takes {0} piece from row {1}.", "{2} takes {0} pieces from row {1}.",
                    move.take, move.take, move.pile, participant_name(mover));
    }
    if (mover == Participant::you) {
        return ntrf("You take {0} piece from column {1}.", "You take {0} pieces from column {1}.",
                    move.take, move.take, move.pile);
    }
    return ntrf("{2} takes {0} piece from column {1}.", "{2} takes {0} pieces from column {1}.",
                move.take, move.take, move.pile, participant_name(mover));
}

std::optional<std::string> nim_removed_column_note(const BoardModel& before, const NimMove& move,
                                                   const BoardModel& after,
                                                   const Wording& wording) {
    if (after.cols >= before.cols || after.cols == 0) {
        return std::nullopt;
    }
    if (wording.piles_as_rows) {
        // The window keeps every row where it is: those below it are numbered one less.
        if (move.pile < after.cols) {
            return trf(
                "Row {0} is empty: it is removed and the rows below it are numbered one "
                "less.",
                move.pile);
        }
        return trf("Row {0} is empty: it is removed.", move.pile);
    }
    // The columns after it move left only when there are some: not after the last one.
    if (move.pile < after.cols) {
        return trf("Column {0} is empty: it is removed and the columns after it move left.",
                   move.pile);
    }
    return trf("Column {0} is empty: it is removed.", move.pile);
}

std::optional<std::string> nim_game_over_sentence(Convention convention, Participant last_mover) {
    if (convention == Convention::normal) {
        return std::nullopt;  // "You win" says who took it
    }
    return last_mover == Participant::you
               ? std::string(tr("You took the last piece."))
               : trf("{0} took the last piece.", participant_name(last_mover));
}

}  // namespace marienbad
