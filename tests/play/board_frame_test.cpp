// The frame a game's board stays in: Nim's emptied pile leaves its place empty (the piles after it
// keep theirs), undo puts it back, redo empties it again, and the frame keeps the size of the
// first position when the tallest pile shrinks; a board that never loses a column keeps its own.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "play_fixtures.hpp"

namespace marienbad {
namespace {

using testing::controller_of;

TEST(BoardFrame, AnEmptiedPileLeavesItsPlaceAndUndoPutsItBack) {
    auto play = controller_of(NimGame::description(),
                              {{"--piles", "3,1,5"}, {"--players", "human-human"}}, 1);
    const BoardFrame start = play->state().frame;
    EXPECT_EQ(start, (BoardFrame{5, 3, {0, 1, 2}}));
    // Pile 1 holds one piece, at row 0: taking it empties the pile.
    ASSERT_TRUE(play->play_at({0, 1}));
    EXPECT_EQ(play->state().board.cols, 2);
    EXPECT_EQ(play->state().frame, (BoardFrame{5, 3, {0, 2}})) << "pile 2 stays where it was";
    // The tallest pile shrinks: the frame keeps its rows.
    ASSERT_TRUE(play->play_at({0, 1}));
    EXPECT_EQ(play->state().frame, (BoardFrame{5, 3, {0}}));
    play->undo();
    EXPECT_EQ(play->state().frame, (BoardFrame{5, 3, {0, 2}}));
    play->undo();
    EXPECT_EQ(play->state().frame, start);
    play->redo();
    play->redo();
    EXPECT_EQ(play->state().frame, (BoardFrame{5, 3, {0}}));
}

TEST(BoardFrame, OtherBoardsKeepTheirOwnLattice) {
    for (const GameDescription* game : {&GridGame::description(), &RowGame::description()}) {
        auto play = controller_of(*game, {{"--level", "4"}, {"--first", "human"}}, 2);
        const BoardModel& board = play->state().board;
        EXPECT_EQ(play->state().frame, BoardFrame::of(board));
        ASSERT_TRUE(play->play_pointed());
        play->take_step();
        play->take_step();
        EXPECT_EQ(play->state().frame, BoardFrame::of(play->state().board));
    }
}

}  // namespace
}  // namespace marienbad
