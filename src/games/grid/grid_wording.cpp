// The pawn game's sentences (handout 001): the rules, a move announced ("L'ordinateur deplace le
// pion en (2,3)"), the end, why pointing somewhere moves no pawn, line mode's numbered moves, how
// to play in the window.
#include "games/grid/grid_wording.hpp"

#include <fmt/format.h>

#include "games/grid/grid_explanation_text.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"

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

std::string grid_pointing_refusal(const BoardModel& board, Cell cell) {
    const auto pawns = static_cast<long long>(board.moves_at(cell).size());
    if (pawns == 0) {
        return trf("No pawn can go to {0}.", board.cell_name(cell));
    }
    return ntrf("Only {0} pawn can go to {1}.", "Only {0} pawns can go to {1}.", pawns, pawns,
                board.cell_name(cell));
}

std::string grid_pawn_refusal(const BoardModel& board, int pawn) {
    const auto pawns = static_cast<long long>(board.pawns.size());
    if (pawn < 1 || pawn > pawns) {
        return ntrf("There is only {0} pawn.", "There are only {0} pawns.", pawns, pawns);
    }
    return trf("Pawn {0} cannot move.", pawn);
}

std::string grid_numbered_moves_text(const std::vector<GridMove>& moves, std::size_t pawns) {
    if (pawns == 1) {
        std::string line = tr("Choose the destination");
        for (std::size_t i = 0; i < moves.size(); ++i) {
            line += fmt::format(" {}:{}", i + 1, describe_grid_move(moves[i], pawns));
        }
        return line + "\n";
    }
    std::string text = tr("Choose a move:") + std::string("\n");
    for (std::size_t i = 0; i < moves.size(); ++i) {
        text += fmt::format("  {}: {}\n", i + 1, describe_grid_move(moves[i], pawns));
    }
    return text;
}

std::string grid_problem_message(std::string_view option, const GridProblem& problem, int rows,
                                 int cols) {
    const std::string cell = cell_name(problem.cell);
    switch (problem.rule) {
        case GridRule::outside:
            return trf("{0}: {1} is not on a grid of {2} rows and {3} columns", option, cell, rows,
                       cols);
        case GridRule::repeated:
            return trf("{0}: {1} is listed twice", option, cell);
        case GridRule::start_banned:
            return trf("{0}: {1} is where the pawn starts; it cannot be banned", option, cell);
        case GridRule::sink_banned:
            return trf("{0}: {1} is the sink; it cannot be banned", option, cell);
        case GridRule::unreachable:
            return trf(
                "{0}: the pawn could never reach {1}; every free cell must be reachable from "
                "(1,1)",
                option, cell);
        case GridRule::dead_end:
            return trf(
                "{0}: the pawn would be stuck on {1}; only the sink may be a cell with no move",
                option, cell);
    }
    return {};
}

std::string grid_how_to_play(std::size_t pawns) {
    const std::string pawn_text =
        pawns == 1 ? tr("The pawn is the disc; it goes 1 or 2 cells right or down, never onto or "
                        "across a banned cell (crossed out), to the sink at the bottom right.")
                   : tr("The pawns are numbered discs; a move takes one of them 1 or 2 cells right "
                        "or down, never onto or across a banned cell (crossed out). A pawn in the "
                        "sink, at the bottom right, stays there.");
    return tr("The board: the grid, its rows and columns numbered from 1.") + std::string(" ") +
           pawn_text + "\n" +
           tr("The mouse: over a cell a pawn can reach, its path is marked; a click moves it "
              "there. When several pawns can reach the cell, the wheel chooses which.\n"
              "The keys: the arrows go from one cell a pawn can reach to the next; a digit "
              "names a pawn by its number; Enter moves it.");
}

}  // namespace marienbad
