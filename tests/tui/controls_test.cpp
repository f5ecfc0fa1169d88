// The terminal interface's parts without a board drawn: the cursor's moves over the cells that
// make moves (handout 000's columns with Left and Right, how many pieces with Up and Down; handout
// 001's destinations; handout 004's places and how many matches), `+` and `-`; the console's
// wrapping (indents kept) and scrolling; the title bar; the screen's one column a character and
// its plain ASCII.
#include <gtest/gtest.h>

#include "games/grid/grid_board.hpp"
#include "games/grid/grid_board_model.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_board_model.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_board_model.hpp"
#include "games/row/row_game.hpp"
#include "play/board_pointer.hpp"
#include "tui/console_log.hpp"
#include "tui/frame.hpp"
#include "tui/screen.hpp"

namespace marienbad {
namespace {

BoardPointer walk(const BoardModel& board, BoardPointer pointer,
                  std::initializer_list<Direction> steps, bool transposed = false) {
    for (const Direction direction : steps) {
        pointer = step_pointer(board, pointer, direction, transposed);
    }
    return pointer;
}

TEST(BoardPointer, NimLeftAndRightChangeTheColumnUpAndDownHowMany) {
    const BoardModel board = nim_board_model(NimPosition{{3, 4, 5}});
    const BoardPointer first = *first_pointer(board);
    EXPECT_EQ(pointed_move(board, first), AnyMove(NimMove{0, 1}));
    EXPECT_EQ(pointed_move(board, walk(board, first, {Direction::up})), AnyMove(NimMove{0, 2}));
    EXPECT_EQ(pointed_move(board, walk(board, first, {Direction::right, Direction::right})),
              AnyMove(NimMove{2, 3}));  // the same row: the three lowest pieces of column 2
    EXPECT_EQ(pointed_move(board, walk(board, first,
                                       {Direction::right, Direction::right, Direction::down,
                                        Direction::down, Direction::down})),
              AnyMove(NimMove{2, 1}));
    // Nothing left of column 0, nothing above a column's top.
    EXPECT_EQ(walk(board, first, {Direction::left}), first);
    const BoardPointer top = walk(board, first, {Direction::up, Direction::up, Direction::up});
    EXPECT_EQ(pointed_move(board, top), AnyMove(NimMove{0, 3}));
}

TEST(BoardPointer, NimTurnedIntoRowsUpAndDownChangeThePile) {
    const BoardModel board = nim_board_model(NimPosition{{3, 4, 5}});
    const BoardPointer first = *first_pointer(board);
    const BoardPointer down = walk(board, first, {Direction::down}, true);
    EXPECT_EQ(pointed_move(board, down), AnyMove(NimMove{1, 2}));  // pieces 2 and 3 of pile 1
    EXPECT_EQ(pointed_move(board, walk(board, down, {Direction::left}, true)),
              AnyMove(NimMove{1, 3}));
}

TEST(BoardPointer, PlusAndMinusTakeOneMoreOrOneFewer) {
    const BoardModel nim = nim_board_model(NimPosition{{3, 4, 5}});
    const BoardPointer first = *first_pointer(nim);
    const BoardPointer more = resize_pointer(nim, first, 1);
    EXPECT_EQ(pointed_move(nim, more), AnyMove(NimMove{0, 2}));
    EXPECT_EQ(resize_pointer(nim, more, -1), first);
    EXPECT_EQ(resize_pointer(nim, first, -1), first);  // one piece is the fewest

    const RowRules rules(Convention::misere, 3);
    const BoardModel row = row_board_model(rules, RowPosition::full(5));
    const BoardPointer at_three{{0, 3}, 1};
    EXPECT_EQ(pointed_move(row, resize_pointer(row, at_three, 1)), AnyMove(RowMove{3, 2}));
    // Places 3 and 4 end the row: one more is place 2 as well.
    EXPECT_EQ(resize_pointer(row, BoardPointer{{0, 3}, 2}, 1), (BoardPointer{{0, 2}, 3}));
    EXPECT_EQ(resize_pointer(row, BoardPointer{{0, 2}, 3}, 1), (BoardPointer{{0, 2}, 3}));
    // On a single row Up and Down say how many.
    EXPECT_EQ(step_pointer(row, at_three, Direction::up, false), (BoardPointer{{0, 3}, 2}));
    EXPECT_EQ(step_pointer(row, BoardPointer{{0, 0}, 3}, Direction::right, false),
              (BoardPointer{{0, 1}, 3}));
    EXPECT_EQ(step_pointer(row, BoardPointer{{0, 2}, 3}, Direction::right, false),
              (BoardPointer{{0, 3}, 2}));  // two matches are left from place 3
}

TEST(BoardPointer, TheGridsCursorGoesFromDestinationToDestination) {
    const std::vector<Cell> banned{{1, 3}, {3, 2}};
    const GridBoard grid = *build_grid_board(5, 5, banned).board;
    const BoardModel board = grid_board_model(grid, GridPosition{{Cell{0, 0}}});
    const BoardPointer first = *first_pointer(board);
    EXPECT_EQ(first.cell, (Cell{0, 1}));
    EXPECT_EQ(walk(board, first, {Direction::right}).cell, (Cell{0, 2}));
    EXPECT_EQ(walk(board, first, {Direction::down}).cell, (Cell{1, 0}));
    EXPECT_EQ(walk(board, first, {Direction::down, Direction::down}).cell, (Cell{2, 0}));
    EXPECT_EQ(walk(board, first, {Direction::up}), first);
}

TEST(BoardPointer, AfterAMoveTheCursorStaysNearWhereItWas) {
    const BoardModel board = nim_board_model(NimPosition{{3, 1, 5}});
    const auto pointer = nearest_pointer(board, BoardPointer{{3, 1}, 1});
    ASSERT_TRUE(pointer);
    EXPECT_EQ(pointer->cell, (Cell{3, 2}));
    EXPECT_EQ(nearest_pointer(nim_board_model(NimPosition{}), BoardPointer{}), std::nullopt);
}

TEST(ConsoleLog, WrapsAtTheZonesWidthAndKeepsTheNewestAtTheBottom) {
    ConsoleLog log;
    log.add("The computer takes 2 pieces from column 1.");
    log.add("Your move.\n");
    Screen screen(21, 4, false);
    log.draw(screen, 0, 0, {21, 4});
    EXPECT_EQ(screen.text(),
              "The computer takes 2\n"
              "pieces from column\n"
              "1.\n"
              "Your move.\n");
}

TEST(ConsoleLog, AWrappedLineKeepsItsIndentation) {
    ConsoleLog log;
    log.add("   1. You take 2 matches from place 3. A mistake.");
    Screen screen(25, 3, false);
    log.draw(screen, 0, 0, {25, 3});
    EXPECT_EQ(screen.text(),
              "   1. You take 2 matches\n"
              "   from place 3. A\n"
              "   mistake.\n");
}

TEST(TitleBar, LeavesOutWhatDoesNotFitTheLongestFirst) {
    const std::vector<std::string> titles{"Nim, normal play · level 2 (medium) · seed 811073",
                                          "Nim, normal play · seed 811073", "Nim, normal play"};
    Screen wide(80, 1, false);
    draw_title_bar(wide, titles, "Your turn.");
    EXPECT_EQ(wide.text(),
              " Nim, normal play · level 2 (medium) · seed 811073                   Your "
              "turn.\n");
    Screen narrow(50, 1, false);
    draw_title_bar(narrow, titles, "Your turn.");
    EXPECT_EQ(narrow.text(), " Nim, normal play · seed 811073        Your turn.\n");
    Screen narrower(35, 1, false);
    draw_title_bar(narrower, titles, "Your turn.");
    EXPECT_EQ(narrower.text(), " Nim, normal play       Your turn.\n");
    Screen tiny(25, 1, false);
    draw_title_bar(tiny, titles, "Your turn.");
    EXPECT_EQ(tiny.text(), " Nim, normal… Your turn.\n");
}

TEST(ConsoleLog, ALongMessageShowsFromItsFirstLineAndScrolls) {
    ConsoleLog log;
    log.add("before");
    log.add("hint 1\nhint 2\nhint 3\nhint 4\nhint 5");
    Screen screen(12, 3, true);
    log.draw(screen, 0, 0, {12, 3});
    EXPECT_EQ(screen.text(), "hint 1     ^\nhint 2\nhint 3     v\n");
    log.scroll(-5, {12, 3});  // forward, as far as it goes
    Screen forward(12, 3, true);
    log.draw(forward, 0, 0, {12, 3});
    EXPECT_EQ(forward.text(), "hint 3     ^\nhint 4\nhint 5\n");
    log.scroll(10, {12, 3});  // back to the first line kept
    Screen back(12, 3, true);
    log.draw(back, 0, 0, {12, 3});
    EXPECT_EQ(back.text(), "before\nhint 1\nhint 2     v\n");
}

TEST(Screen, OneColumnACharacterAndPlainAscii) {
    EXPECT_EQ(screen_width("misère"), 6);
    EXPECT_EQ(screen_width("e\u0301"), 1);  // a combining accent takes no column
    Screen ascii(40, 1, true);
    ascii.write(0, 0, "À toi de jouer ! « Très » — ½ 漢", Style::plain);
    EXPECT_EQ(ascii.text(), "A toi de jouer ! \" Tres \" - ? ?\n");
    Screen utf8(40, 1, false);
    utf8.write(0, 0, "À toi — 漢", Style::plain);
    EXPECT_EQ(utf8.text(), "À toi — ?\n");
    EXPECT_EQ(wrap_text("un deux trois", 7), (std::vector<std::string>{"un deux", "trois"}));
    EXPECT_EQ(wrap_text("abcdefghij", 4), (std::vector<std::string>{"abcd", "efgh", "ij"}));
}

}  // namespace
}  // namespace marienbad
