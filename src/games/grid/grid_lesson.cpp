// The grid's lesson, from handout 001: every cell labelled 0 or 1 backwards from the sink (the sink
// 0; a cell 0 exactly when every cell it leads to is 1) and the strategy of moving to a 0; the
// handout's own questions as exercises — a grid of a single row (the game of taking one or two),
// which border cells may be banned and what a banned cell asks of the others (§2.2), the labels of
// a 7 × 10 grid with 8 banned cells typed cell by cell in figure 3's order (§3.2); figure 4's lost
// start; several pawns, their cells' values and their xor, two pawns on one cell; and a game on a
// 7 × 10 grid with 6 banned cells (§3.3's exercise) against the perfect computer, with the coach.
#include "games/grid/grid_game.hpp"
#include "games/grid/grid_lesson_questions.hpp"
#include "games/grid/grid_tables.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// Cells as handout 001 numbers them, from 1.
std::vector<Cell> from_one(std::initializer_list<Cell> cells) {
    std::vector<Cell> zero_based;
    for (const Cell cell : cells) {
        zero_based.push_back({cell.row - 1, cell.col - 1});
    }
    return zero_based;
}

// A board of rows x cols with the banned cells given as handout 001 numbers them, from 1.
GridBoard board_of(int rows, int cols, std::initializer_list<Cell> banned_from_one) {
    GridBoard board(rows, cols);
    for (const Cell cell : from_one(banned_from_one)) {
        board.ban(cell);
    }
    return board;
}

// Figure 4, left: the first player loses.
GridBoard figure_4_left() {
    return board_of(5, 5, {{2, 4}, {4, 3}});
}

// §3.2's exercise: 7 rows, 10 columns, 8 banned cells; (1,1) is labelled 1.
GridBoard labelling_exercise() {
    return board_of(7, 10, {{2, 6}, {3, 6}, {4, 3}, {4, 8}, {5, 3}, {6, 4}, {6, 6}, {6, 8}});
}

// §3.3's exercise: 7 rows, 10 columns, 6 banned cells; whoever starts wins.
GridBoard game_exercise() {
    return board_of(7, 10, {{3, 9}, {4, 3}, {4, 5}, {5, 6}, {6, 4}, {6, 9}});
}

AnySetup grid(GridBoard board, std::initializer_list<Cell> pawns_from_one) {
    return GridSetup{std::move(board), from_one(pawns_from_one)};
}

}  // namespace

std::vector<Exercise> GridGame::lesson(const Wording&) {
    std::vector<Exercise> lesson;
    const GridBoard open(5, 5);
    lesson.push_back(find_move_exercise(
        tr("Labels from the sink"),
        {tr("The pawn moves one or two cells right, or one or two cells down, never onto or across "
            "a banned cell; whoever pushes it into the sink, the cell at the bottom right, wins."),
         tr("Label the cells backwards from the sink. The sink is 0: whoever is to move there has "
            "lost, since the other player pushed the pawn in. A cell is 0 when every cell the pawn "
            "can go to from it is 1, and 1 when at least one of them is 0. The labels of an open "
            "5 × 5 grid:"),
         grid_label_table(GridGrundyTable(open)),
         tr("From a 1 there is always a move to a 0, and from a 0 every move leads to a 1. So move "
            "the pawn to a 0, every time: your opponent always faces a 0, and never reaches the "
            "sink before you.")},
        grid(open, {{3, 4}}), tr("The pawn is on (3,4): move it to a cell labelled 0.")));

    const GridBoard single_row(1, 10);
    Exercise row = find_move_exercise(
        tr("A grid of a single row"),
        {tr("Handout 001 asks: on a grid of a single row with no banned cell, which well-known "
            "game is this? The pawn moves one or two cells towards the sink: count the cells "
            "left to the sink as matches, and each move takes one or two of them; whoever takes "
            "the last wins."),
         tr("Label this row from the sink back, one cell at a time.")},
        grid(single_row, {{1, 2}}), tr("Now move the pawn to a 0."));
    row.questions = grid_label_questions(single_row);
    row.questions.push_back(choice_question(
        tr("The 0s are the cells whose distance to the sink is"),
        {tr("even"), tr("a multiple of 3"), tr("a multiple of 4")}, 2,
        tr("Count the cells from each 0 to the sink."),
        tr("the 0s are 0, 3, 6 and 9 cells from the sink: from a multiple of 3, one or two cells "
           "never reach another, and from elsewhere one or two cells always do. It is the game "
           "of taking one or two matches, where you leave your opponent a multiple of 3.")));
    lesson.push_back(std::move(row));

    std::vector<ExerciseQuestion> bans;
    for (const Cell cell : from_one({{1, 5}, {1, 3}, {3, 5}, {5, 1}, {5, 3}})) {
        bans.push_back(grid_ban_question(5, 5, {}, cell));
    }
    for (const Cell cell : from_one({{2, 4}, {4, 4}, {4, 2}, {2, 2}})) {
        bans.push_back(grid_ban_question(5, 5, from_one({{3, 3}}), cell));
    }
    lesson.push_back(questions_exercise(
        tr("Which cells may be banned"),
        {tr("Handout 001 §2.2 bans cells at random, with three rules: (1,1) and the sink stay "
            "free; every free cell can be reached from (1,1); the pawn is stuck nowhere but in "
            "the sink. Since the pawn only moves right and down, the rules are about neighbours: "
            "every free cell but the start needs a free cell just above it or on its left, and "
            "every free cell but the sink one just below it or on its right."),
         tr("The handout's exercise: which cells on the border of the grid may be banned? And "
            "once one cell is banned, what does that ask of the others? Answer for this 5 × 5 "
            "grid: type 1 when the cell may be banned, 2 when it may not.")},
        grid(open, {{1, 1}}), tr("Type 1 when the cell may be banned, 2 when it may not."),
        std::move(bans)));

    const GridBoard labelling = labelling_exercise();
    Exercise labels = find_move_exercise(
        tr("Labelling a grid"),
        {tr("Handout 001 §3.2's exercise: label every cell of a grid of 7 rows and 10 columns with "
            "8 banned cells. Fill the labels in an order that has every cell the pawn can go to "
            "labelled before the cell itself: the last column first, from the bottom up, then the "
            "column before it, and so on to the first column (figure 3). The sink is 0; (1,1) "
            "comes last."),
         tr("Type each cell's label as it is asked; after each column, the labels so far.")},
        grid(labelling, {{1, 1}}), tr("Now send the pawn from (1,1) to a 0."));
    labels.questions = grid_label_questions(labelling);
    lesson.push_back(std::move(labels));

    const GridBoard left = figure_4_left();
    lesson.push_back(find_move_exercise(
        tr("A lost start"),
        {tr("Figure 4's 5 × 5 grid: the start (1,1) is 0, so whoever starts loses against a "
            "player who knows the labels. Here the first move took the pawn to (1,2). Label the "
            "cells and send it to a 0.")},
        grid(left, {{1, 2}}), tr("Find a winning move: two of them win.")));

    const GridBoard small(4, 4);
    Exercise pawns = find_move_exercise(
        tr("Several pawns"),
        {tr("With several pawns (--pawns) a move pushes one of them, and whoever makes the last "
            "move wins. Labels 0 and 1 are not enough: each cell gets a value, the smallest "
            "number that none of the cells it leads to has (the sink is 0, and a cell 0 keeps its "
            "meaning). The position is lost for the player to move exactly when the values of the "
            "pawns' cells have a xor of 0, as Nim's piles."),
         tr("So two pawns on one cell lose for the player who starts: equal values, xor 0; "
            "whatever the first player does with one pawn, the second does the same with the "
            "other."),
         tr("On this open 4 × 4 grid, work out the values the pawns stand on, then make the xor "
            "0.")},
        grid(small, {{2, 2}, {3, 1}}), tr("Now find the move that makes the xor 0."));
    for (const Cell cell : from_one({{4, 3}, {3, 3}, {2, 2}, {3, 1}})) {
        pawns.questions.push_back(grid_value_question(small, cell));
    }
    pawns.questions.push_back(choice_question(
        tr("Two pawns on the same cell, for the player who starts:"), {tr("won"), tr("lost")}, 2,
        tr("Their values are equal: what is their xor?"),
        tr("equal values have a xor of 0: lost for the player who starts, whose every move the "
           "other copies with the other pawn.")));
    lesson.push_back(std::move(pawns));

    lesson.push_back(win_game_exercise(
        tr("A whole game"),
        {tr("Handout 001 §3.3's exercise: a game on a grid of 7 rows and 10 columns with 6 banned "
            "cells, won with the strategy. Your opponent is level 4, the virtuoso, who never "
            "misses a winning move; you start from (1,1), which is 1. Send the pawn to a 0 at "
            "every move. The coach says at once when a move lets the win go; ? gives a hint.")},
        grid(game_exercise(), {{1, 1}})));
    return lesson;
}

}  // namespace marienbad
