// The boards of the three games as the terminal interface draws them, without a terminal: the
// screen as text at given positions and sizes, with colours (the styles) and without (marks):
// handout 000's columns of pieces (turned into handout 002's rows when too tall), handout 001's
// grid with its banned cells, pawn and sink, handout 004's row cut into blocks of places, the
// cursor, the cells a choice takes, the computer's move and the winning moves; and the size asked
// for when the board does not fit.
#include <gtest/gtest.h>

#include "games/grid/grid_board.hpp"
#include "games/grid/grid_board_model.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_board_model.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_board_model.hpp"
#include "games/row/row_game.hpp"
#include "tui/board_view.hpp"

namespace marienbad {
namespace {

struct Drawn {
    std::string text;
    std::string styles;
};

// The board drawn alone on a screen of the area's size.
Drawn draw(const BoardModel& board, int width, int height, const BoardMarks& marks = {},
           bool colour = true, bool ascii = false) {
    const BoardView view(board, width, height);
    EXPECT_TRUE(view.fits());
    Screen screen(width, view.plan().height(), ascii);
    view.draw(screen, 0, 0, marks, colour);
    return {screen.text(), screen.styles()};
}

GridBoard seed_001_board() {
    // Handout 001 §5: 5 × 5, cells (2,4) and (4,3) banned (1-based).
    const std::vector<Cell> banned{{1, 3}, {3, 2}};
    return *build_grid_board(5, 5, banned).board;
}

TEST(NimBoardView, Seed000ColumnsWithTheirIndicesRoomBetweenThem) {
    const BoardModel board = nim_board_model(NimPosition{{3, 4, 5}});
    EXPECT_EQ(draw(board, 40, 10).text,
              "    0  1  2\n"
              " 0  ●  ●  ●\n"
              " 1  ●  ●  ●\n"
              " 2  ●  ●  ●\n"
              " 3     ●  ●\n"
              " 4        ●\n");
}

TEST(NimBoardView, TooTallColumnsTurnIntoSeed002Rows) {
    // 35 pieces do not fit in 20 lines: the piles become rows, pieces numbered on top.
    const BoardModel board = nim_board_model(NimPosition{{3, 35}});
    const BoardView view(board, 80, 20);
    ASSERT_TRUE(view.fits());
    EXPECT_TRUE(view.plan().transposed);
    Screen screen(80, view.plan().height(), false);
    view.draw(screen, 0, 0, {}, true);
    EXPECT_EQ(screen.text(),
              "   0   2   4   6   8  10  12  14  16  18  20  22  24  26  28  30  32  34\n"
              " 0 ● ● ●\n"
              " 1 ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ●\n");
}

TEST(NimBoardView, TheCursorTheChoiceAndTheHintInColour) {
    const BoardModel board = nim_board_model(NimPosition{{3, 4, 5}});
    BoardMarks marks;
    marks.pointer = Cell{1, 1};  // take 3 from column 1
    marks.pointed = board.cells_touched(NimMove{1, 3});
    marks.winning = board.cells_touched(NimMove{0, 2});
    const Drawn drawn = draw(board, 40, 10, marks);
    EXPECT_EQ(drawn.text,
              "    0  1  2\n"
              " 0  ●  ●  ●\n"
              " 1  ● [●] ●\n"
              " 2  ●  ●  ●\n"
              " 3     ●  ●\n"
              " 4        ●\n");
    EXPECT_EQ(drawn.styles,
              "    l  l  l\n"
              " l  p  p  p\n"
              " l  W cCc p\n"
              " l  W  C  p\n"
              " l     C  p\n"
              " l        p\n");
}

TEST(NimBoardView, MarksInsteadOfColours) {
    const BoardModel board = nim_board_model(NimPosition{{3, 4, 5}});
    BoardMarks marks;
    marks.pointer = Cell{1, 1};
    marks.pointed = board.cells_touched(NimMove{1, 3});
    marks.winning = board.cells_touched(NimMove{0, 2});
    EXPECT_EQ(draw(board, 40, 10, marks, false).text,
              "    0  1  2\n"
              " 0  ●  ●  ●\n"
              " 1  ★ [○] ●\n"
              " 2  ★  ○  ●\n"
              " 3     ○  ●\n"
              " 4        ●\n");
    EXPECT_EQ(draw(board, 40, 10, marks, false, true).text,
              "    0  1  2\n"
              " 0  *  *  *\n"
              " 1  ! [o] *\n"
              " 2  !  o  *\n"
              " 3     o  *\n"
              " 4        *\n");
}

TEST(NimBoardView, TheComputersMoveBeforeItIsPlayed) {
    const BoardModel board = nim_board_model(NimPosition{{3, 4, 5}});
    BoardMarks marks;
    marks.computer = board.cells_touched(NimMove{2, 2});
    const Drawn colour = draw(board, 40, 10, marks);
    EXPECT_EQ(colour.styles,
              "    l  l  l\n"
              " l  p  p  p\n"
              " l  p  p  p\n"
              " l  p  p  p\n"
              " l     p  M\n"
              " l        M\n");
    EXPECT_EQ(draw(board, 40, 10, marks, false, true).text,
              "    0  1  2\n"
              " 0  *  *  *\n"
              " 1  *  *  *\n"
              " 2  *  *  *\n"
              " 3     *  #\n"
              " 4        #\n");
}

TEST(GridBoardView, Seed001GridNumberedFromOne) {
    const BoardModel board = grid_board_model(seed_001_board(), GridPosition{{Cell{0, 0}}});
    EXPECT_EQ(draw(board, 40, 10, {}, true, true).text,
              "    1  2  3  4  5\n"
              " 1  O  .  .  .  .\n"
              " 2  .  .  .  X  .\n"
              " 3  .  .  .  .  .\n"
              " 4  .  .  X  .  .\n"
              " 5  .  .  .  .  @\n");
    const Drawn utf8 = draw(board, 40, 10);
    EXPECT_EQ(utf8.text,
              "    1  2  3  4  5\n"
              " 1  O  ·  ·  ·  ·\n"
              " 2  ·  ·  ·  X  ·\n"
              " 3  ·  ·  ·  ·  ·\n"
              " 4  ·  ·  X  ·  ·\n"
              " 5  ·  ·  ·  ·  ◎\n");
    EXPECT_EQ(utf8.styles,
              "    l  l  l  l  l\n"
              " l  P  f  f  f  f\n"
              " l  f  f  f  b  f\n"
              " l  f  f  f  f  f\n"
              " l  f  f  b  f  f\n"
              " l  f  f  f  f  o\n");
}

TEST(GridBoardView, ThePawnsPathToTheCursor) {
    // The pawn on (2,1) jumps over (2,2) to (2,3): its path marked, the cursor on (2,3).
    const BoardModel board = grid_board_model(seed_001_board(), GridPosition{{Cell{1, 0}}});
    const GridMove move{0, Cell{1, 2}};  // (2,1) to (2,3), over (2,2)
    BoardMarks marks;
    marks.pointer = Cell{1, 2};
    marks.pointed = board.cells_touched(move);
    EXPECT_EQ(draw(board, 40, 10, marks, false, true).text,
              "    1  2  3  4  5\n"
              " 1  .  .  .  .  .\n"
              " 2  O  o [o] X  .\n"
              " 3  .  .  .  .  .\n"
              " 4  .  .  X  .  .\n"
              " 5  .  .  .  .  @\n");
}

TEST(GridBoardView, SeveralPawnsShowTheirNumbers) {
    const BoardModel board =
        grid_board_model(seed_001_board(), GridPosition{{Cell{0, 0}, Cell{2, 2}, Cell{2, 2}}});
    EXPECT_EQ(draw(board, 40, 10, {}, true, true).text,
              "    1  2  3  4  5\n"
              " 1  1  .  .  .  .\n"
              " 2  .  .  .  X  .\n"
              " 3  .  .  +  .  .\n"
              " 4  .  .  X  .  .\n"
              " 5  .  .  .  .  @\n");
}

TEST(GridBoardView, ThirtyColumnsFitANinetyFiveColumnArea) {
    const BoardModel board = grid_board_model(GridBoard(30, 30), GridPosition{{Cell{0, 0}}});
    const BoardView view(board, 95, 31);
    ASSERT_TRUE(view.fits());
    EXPECT_EQ(view.plan().width(), 94);
    EXPECT_EQ(view.plan().height(), 31);
    EXPECT_FALSE(BoardView(board, 95, 30).fits());
}

TEST(RowBoardView, Seed004PlacesNumberedFromZero) {
    RowPosition position = RowPosition::full(12);
    const RowRules rules(Convention::misere, 3);
    rules.apply(position, RowMove{4, 2});
    const BoardModel board = row_board_model(rules, position);
    BoardMarks marks;
    marks.pointer = Cell{0, 7};
    marks.pointed = board.cells_touched(RowMove{7, 3});
    const Drawn drawn = draw(board, 60, 5, marks);
    EXPECT_EQ(drawn.text,
              "    0   1   2   3   4   5   6   7   8   9  10  11\n"
              "    ┃   ┃   ┃   ┃           ┃  [┃]  ┃   ┃   ┃   ┃\n");
    EXPECT_EQ(drawn.styles,
              "    l   l   l   l   l   l   l   l   l   l  ll  ll\n"
              "    p   p   p   p           p  cCc  C   C   p   p\n");
}

TEST(RowBoardView, ALongRowIsCutIntoBlocksOfPlaces) {
    const RowRules rules(Convention::misere, 3);
    const BoardModel board = row_board_model(rules, RowPosition::full(30));
    const Drawn drawn = draw(board, 40, 10, {}, true, true);
    EXPECT_EQ(drawn.text,
              "   0  1  2  3  4  5  6  7  8  9 10 11\n"
              "   |  |  |  |  |  |  |  |  |  |  |  |\n"
              "\n"
              "  12 13 14 15 16 17 18 19 20 21 22 23\n"
              "   |  |  |  |  |  |  |  |  |  |  |  |\n"
              "\n"
              "  24 25 26 27 28 29\n"
              "   |  |  |  |  |  |\n");
}

TEST(BoardView, SaysHowBigTheAreaMustBe) {
    const RowRules rules(Convention::misere, 3);
    const BoardModel row = row_board_model(rules, RowPosition::full(30));
    // Three blocks of 12 places need 8 lines; in 5, the places are numbered every second.
    const BoardView fewer_numbers(row, 40, 5);
    EXPECT_TRUE(fewer_numbers.fits());
    EXPECT_EQ(fewer_numbers.plan().label_every, 2);
    const BoardView view(row, 40, 4);
    EXPECT_FALSE(view.fits());
    EXPECT_EQ(view.needed().width, 40);
    EXPECT_EQ(view.needed().height, 5);

    // 20 piles of 35 pieces: turned into rows, each piece numbered every second.
    const BoardModel nim = nim_board_model(NimPosition{std::vector<int>(20, 35)});
    const BoardView nim_view(nim, 60, 10);
    EXPECT_FALSE(nim_view.fits());
    EXPECT_EQ(nim_view.needed().width, 74);
    EXPECT_EQ(nim_view.needed().height, 21);
}

TEST(BoardView, AClickFindsItsCell) {
    const BoardModel board = nim_board_model(NimPosition{{3, 4, 5}});
    const BoardView view(board, 40, 10);
    const Cell drawn_at = view.position({2, 1});
    EXPECT_EQ(view.cell_at(drawn_at.row, drawn_at.col), (Cell{2, 1}));
    EXPECT_EQ(view.cell_at(drawn_at.row, drawn_at.col - 1), (Cell{2, 1}));
    EXPECT_EQ(view.cell_at(0, drawn_at.col), std::nullopt);  // the labels' line
}

}  // namespace
}  // namespace marienbad
