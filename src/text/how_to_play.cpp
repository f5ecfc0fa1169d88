// Each game's board in the window, and the mouse and keys on it.
#include "text/how_to_play.hpp"

#include <variant>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

struct HowToPlay {
    std::string operator()(const NimSetup&) const {
        return tr(
            "The board: each pile is a row of pieces, the rows numbered from 0 at the top and the "
            "places in a row from 0 at the left. A pile emptied is removed: its row stays empty "
            "and the rows below it are numbered one less.\n"
            "The mouse: over a piece, the pieces a click takes are marked — that piece and every "
            "piece to its right. A click takes them; the wheel takes one more or one fewer.\n"
            "The keys: Up and Down choose the row, Left and Right how many pieces; a number typed "
            "says how many (1 then 2: 12); Enter takes them.");
    }
    std::string operator()(const GridSetup& grid) const {
        const std::string pawns =
            grid.pawns.size() == 1
                ? tr("The pawn is the disc; it goes 1 or 2 cells right or down, never onto or "
                     "across a banned cell (crossed out), to the sink at the bottom right.")
                : tr("The pawns are numbered discs; a move takes one of them 1 or 2 cells right "
                     "or down, never onto or across a banned cell (crossed out). A pawn in the "
                     "sink, at the bottom right, stays there.");
        return tr("The board: the grid, its rows and columns numbered from 1.") + std::string(" ") +
               pawns + "\n" +
               tr("The mouse: over a cell a pawn can reach, its path is marked; a click moves it "
                  "there. When several pawns can reach the cell, the wheel chooses which.\n"
                  "The keys: the arrows go from one cell a pawn can reach to the next; a digit "
                  "names a pawn by its number; Enter moves it.");
    }
    std::string operator()(const RowSetup& row) const {
        return trf(
            "The board: the matches stand in places numbered from 0, in lines of places "
            "when the row is long; a move takes 1 to {0} matches standing side by side.\n"
            "The mouse: over a match, the matches a click takes are marked — from that "
            "match on to the right. The wheel takes one more or one fewer; a click takes "
            "them.\n"
            "The keys: Left and Right go from match to match, Up and Down (or a digit) say "
            "how many; Enter takes them.",
            row.max_take);
    }
};

}  // namespace

std::string how_to_play_in_window(const AnySetup& setup) {
    return std::visit(HowToPlay{}, setup);
}

}  // namespace marienbad
