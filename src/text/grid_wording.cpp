// The pawn game's sentences (handout 001): the rules, a move announced ("L'ordinateur deplace le
// pion en (2,3)"), the end.
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"
#include "text/game_wording.hpp"

namespace marienbad {

std::string grid_rules_sentence(int pawns) {
    if (pawns == 1) {
        return tr(
            "The pawn game: push the pawn 1 or 2 cells right or down, never onto or across a "
            "banned cell (X). Whoever pushes it into the sink, the bottom right cell, wins.");
    }
    return trf(
        "The pawn game with {0} pawns: push one pawn 1 or 2 cells right or down, never onto or "
        "across a banned cell (X). A pawn in the sink, the bottom right cell, stays there; "
        "whoever makes the last move wins.",
        pawns);
}

std::string grid_rules_summary(const GridBoard& board, int pawns) {
    const std::string banned =
        ntrf("{0} banned cell", "{0} banned cells", board.banned_count(), board.banned_count());
    if (pawns == 1) {
        return trf("Grid {0} × {1}, {2}", board.rows(), board.cols(), banned);
    }
    return trf("Grid {0} × {1}, {2}, {3} pawns", board.rows(), board.cols(), banned, pawns);
}

std::string grid_move_announcement(Participant mover, const GridMove& move, std::size_t pawns) {
    if (pawns == 1) {
        return mover == Participant::you
                   ? trf("You move the pawn to {0}.", cell_name(move.to))
                   : trf("{0} moves the pawn to {1}.", participant_name(mover), cell_name(move.to));
    }
    return mover == Participant::you
               ? trf("You move pawn {0} to {1}.", move.pawn + 1, cell_name(move.to))
               : trf("{0} moves pawn {1} to {2}.", participant_name(mover), move.pawn + 1,
                     cell_name(move.to));
}

std::string grid_game_over_sentence(std::size_t pawns) {
    return pawns == 1 ? tr("It's over: the pawn is in the sink.")
                      : tr("It's over: every pawn is in the sink.");
}

}  // namespace marienbad
