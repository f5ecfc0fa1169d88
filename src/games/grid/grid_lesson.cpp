// The grid's lesson, from handout 001 §3: every cell labelled 0 or 1 backwards from the sink (the
// sink 0; a cell 0 exactly when every cell it leads to is 1), filled in figure 3's order, and the
// strategy of moving to a 0; figure 4's two grids, and a game on its winning one.
#include "games/grid/grid_game.hpp"
#include "games/grid/grid_tables.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// A board of rows x cols with the banned cells given as handout 001 numbers them, from 1.
GridBoard board_of(int rows, int cols, std::initializer_list<Cell> banned_from_one) {
    GridBoard board(rows, cols);
    for (const Cell cell : banned_from_one) {
        board.ban({cell.row - 1, cell.col - 1});
    }
    return board;
}

// Figure 4, left: the first player loses. Right: the first player wins.
GridBoard figure_4_left() {
    return board_of(5, 5, {{2, 4}, {4, 3}});
}
GridBoard figure_4_right() {
    return board_of(5, 7, {{2, 2}, {3, 2}, {2, 5}, {3, 6}, {4, 4}});
}

AnySetup grid(GridBoard board, Cell pawn_from_one) {
    return GridSetup{std::move(board), {Cell{pawn_from_one.row - 1, pawn_from_one.col - 1}}};
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
        grid(open, {3, 4}), tr("The pawn is on (3,4): move it to a cell labelled 0.")));

    const GridBoard right = figure_4_right();
    lesson.push_back(find_move_exercise(
        tr("Labelling a grid"),
        {tr("The labels are filled in an order that has every cell the pawn can go to labelled "
            "before the cell itself: the last column first, from the bottom up, then the column "
            "before it, and so on to the first column. The cell (1,1) comes last."),
         tr("On this 5 × 7 grid with five banned cells, label the cells that way, then send the "
            "pawn to a 0.")},
        grid(right, {1, 1}), tr("Find a winning move: two of them win.")));

    const GridBoard left = figure_4_left();
    lesson.push_back(find_move_exercise(
        tr("A lost start"),
        {tr("The labels of the last grid: (1,1) is 1, so whoever starts wins, by moving to "
            "(1,3) or to (2,1)."),
         grid_label_table(GridGrundyTable(right)),
         tr("On this 5 × 5 grid the start (1,1) is 0: whoever starts loses against a player "
            "who knows the labels. Here the first move took the pawn to (1,2). Label the cells and "
            "send it to a 0.")},
        grid(left, {1, 2}), tr("Find a winning move: two of them win.")));

    lesson.push_back(win_game_exercise(
        tr("A whole game"),
        {tr("Now win a whole game against level 4, the virtuoso, on the 5 × 7 grid: you start "
            "from (1,1), which is 1. Send the pawn to a 0 at every move; ? gives a hint."),
         tr("With several pawns (--pawns) labels 0 and 1 are not enough: each cell gets a number, "
            "the smallest that none of the cells it leads to has, and the player to move loses "
            "exactly when the numbers of the pawns' cells, written in binary, have even sums, as "
            "Nim's piles do.")},
        grid(right, {1, 1})));
    return lesson;
}

}  // namespace marienbad
