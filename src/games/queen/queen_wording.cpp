// The queen's sentences.
#include "games/queen/queen_wording.hpp"

#include <fmt/format.h>

#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {

std::string queen_cell_name(QueenCell cell) {
    return fmt::format("({},{})", cell.row + 1, cell.col + 1);
}

std::string queen_rules_sentence(std::size_t queens, Convention convention) {
    if (queens == 1) {
        return convention == Convention::normal
                   ? tr("The queen on a grid: push the queen any number of cells right, down or "
                        "diagonally down to the right, never past the edge. Whoever moves it into "
                        "the sink, the bottom right cell, wins.")
                   : tr("The queen on a grid, misère play: push the queen any number of cells "
                        "right, down or diagonally down to the right, never past the edge. "
                        "Whoever moves it into the sink, the bottom right cell, loses.");
    }
    return convention == Convention::normal
               ? trf("The queen on a grid, {0} queens: push one of them any number of cells "
                     "right, down or diagonally down to the right, never past the edge. A queen "
                     "in the sink, the bottom right cell, stays there; whoever makes the last "
                     "move wins.",
                     queens)
               : trf("The queen on a grid, {0} queens, misère play: push one of them any number "
                     "of cells right, down or diagonally down to the right, never past the edge. "
                     "A queen in the sink, the bottom right cell, stays there; whoever makes the "
                     "last move loses.",
                     queens);
}

std::string queen_rules_summary(const QueenBoard& board, std::size_t queens,
                                Convention convention) {
    const std::string play = convention == Convention::normal ? std::string(tr("normal play"))
                                                              : std::string(tr("misère play"));
    if (queens == 1) {
        return trf("Queen {0} × {1}, {2}", board.rows, board.cols, play);
    }
    return trf("Queen {0} × {1}, {2} queens, {3}", board.rows, board.cols, queens, play);
}

std::string describe_queen_move(const QueenMove& move, std::size_t queens) {
    if (queens == 1) {
        return queen_cell_name(move.to);
    }
    return trf("queen {0} to {1}", move.queen + 1, queen_cell_name(move.to));
}

std::string queen_move_announcement(Participant mover, const QueenMove& move, std::size_t queens) {
    const std::string to = queen_cell_name(move.to);
    if (queens == 1) {
        return mover == Participant::you
                   ? trf("You move the queen to {0}.", to)
                   : trf("{0} moves the queen to {1}.", participant_name(mover), to);
    }
    return mover == Participant::you
               ? trf("You move queen {0} to {1}.", move.queen + 1, to)
               : trf("{0} moves queen {1} to {2}.", participant_name(mover), move.queen + 1, to);
}

std::string queen_game_over_sentence(std::size_t queens) {
    return queens == 1 ? tr("It's over: the queen is in the sink.")
                       : tr("It's over: every queen is in the sink.");
}

std::string queen_pointing_refusal(const BoardModel& board, Cell cell) {
    const auto queens = static_cast<long long>(board.moves_at(cell).size());
    if (queens == 0) {
        return trf("No queen can go to {0}.", board.cell_name(cell));
    }
    return ntrf("Only {0} queen can go to {1}.", "Only {0} queens can go to {1}.", queens, queens,
                board.cell_name(cell));
}

std::string queen_number_refusal(const BoardModel& board, int queen) {
    const auto queens = static_cast<long long>(board.pawns.size());
    if (queen < 1 || queen > queens) {
        return ntrf("There is only {0} queen.", "There are only {0} queens.", queens, queens);
    }
    return trf("Queen {0} cannot move.", queen);
}

std::string queen_destination_question(std::size_t queens) {
    return queens == 1 ? tr("Move the queen to (row,column): ")
                       : tr("Move a queen to (row,column): ");
}

std::string queen_choice_question(const std::vector<int>& queens) {
    std::vector<std::string> numbers;
    for (const int queen : queens) {
        numbers.push_back(std::to_string(queen));
    }
    return trf("Which queen goes there, {0}? ", list_of_alternatives(numbers));
}

std::string queen_how_to_play(std::size_t queens) {
    const std::string queen_text =
        queens == 1 ? tr("The queen is the crown; it goes any number of cells right, down or "
                         "diagonally down to the right, to the sink at the bottom right.")
                    : tr("The queens are numbered crowns; a move takes one of them any number of "
                         "cells right, down or diagonally down to the right. A queen in the sink, "
                         "at the bottom right, stays there.");
    return tr("The board: the grid, its rows and columns numbered from 1.") + std::string(" ") +
           queen_text + "\n" +
           tr("The mouse: over a cell a queen can reach, its path is marked; a click moves it "
              "there. When several queens can reach the cell, the wheel chooses which.\n"
              "The keys: the arrows go from one cell a queen can reach to the next; a digit "
              "names a queen by its number; Enter moves it.");
}

}  // namespace marienbad
