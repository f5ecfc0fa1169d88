// Nim's sentences (handouts 000 and 002): the rules, a move announced, an emptied column removed,
// who took the last piece in misère play, why pointing somewhere takes nothing, line mode's
// questions, how to play in the window.
#include "games/nim/nim_wording.hpp"

#include "i18n/i18n.hpp"

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

std::string nim_pointing_refusal(const BoardModel& board, Cell cell, const Wording& wording) {
    if (board.at(cell).kind != CellKind::piece) {
        return tr("There is no piece to take there.");
    }
    int pieces = 0;
    while (pieces < board.rows && board.at({pieces, cell.col}).kind == CellKind::piece) {
        ++pieces;
    }
    const std::string& pile = board.col_labels.at(static_cast<std::size_t>(cell.col));
    if (wording.piles_as_rows) {
        return ntrf("Row {1} has only {0} piece.", "Row {1} has only {0} pieces.", pieces, pieces,
                    pile);
    }
    return ntrf("Column {1} has only {0} piece.", "Column {1} has only {0} pieces.", pieces, pieces,
                pile);
}

std::string nim_column_question(int last_column) {
    return trf("Column (0-{0}): ", last_column);
}

std::string nim_count_question(const std::string& column, int most) {
    if (most == 1) {
        return trf("Pieces to take from column {0} (1, or just Enter): ", column);
    }
    return trf("Pieces to take from column {0} (1-{1}): ", column, most);
}

std::string nim_how_to_play() {
    return tr(
        "The board: each pile is a row of pieces, the rows numbered from 0 at the top and the "
        "places in a row from 0 at the left. A pile emptied is removed: its row stays empty "
        "and the rows below it are numbered one less.\n"
        "The mouse: over a piece, the pieces a click takes are marked — that piece and every "
        "piece to its right. A click takes them; the wheel takes one more or one fewer.\n"
        "The keys: Up and Down choose the row, Left and Right how many pieces; a number typed "
        "says how many (1 then 2: 12); Enter takes them.");
}

}  // namespace marienbad
