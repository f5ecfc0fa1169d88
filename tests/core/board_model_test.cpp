// The board models (session/board_model.hpp): each game's lattice, kinds and labels as its handout
// numbers them, the move pointing at a cell makes (Nim: the piece and every piece below it;
// the grid: a pawn to the cell, one per pawn when several can go there; the row: a run of 1 to
// max-take matches), and the cells a move touches.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "games/grid/grid_board_model.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_board_model.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_board_model.hpp"
#include "games/row/row_game.hpp"
#include "support/grid_printers.hpp"
#include "support/small_grids.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(NimBoardModel, ColumnsOfPiecesNumberedFromZero) {
    const BoardModel board = nim_board_model(NimPosition{{3, 1}});
    EXPECT_EQ(board.layout, BoardLayout::piles_as_columns);
    EXPECT_EQ(board.rows, 3);
    EXPECT_EQ(board.cols, 2);
    EXPECT_THAT(board.col_labels, ElementsAre("0", "1"));
    EXPECT_THAT(board.row_labels, ElementsAre("0", "1", "2"));
    EXPECT_EQ(board.at({2, 0}).kind, CellKind::piece);
    EXPECT_EQ(board.at({0, 1}).kind, CellKind::piece);
    EXPECT_EQ(board.at({1, 1}).kind, CellKind::empty);
    EXPECT_EQ(board.count_limit, 0);
}

TEST(NimBoardModel, PointingAtAPieceTakesItAndEveryPieceBelow) {
    const BoardModel board = nim_board_model(NimPosition{{3, 1}});
    EXPECT_EQ(board.move_at({0, 0}), AnyMove(NimMove{0, 3}));
    EXPECT_EQ(board.move_at({2, 0}), AnyMove(NimMove{0, 1}));
    EXPECT_EQ(board.move_at({0, 1}), AnyMove(NimMove{1, 1}));
    EXPECT_EQ(board.move_at({1, 1}), std::nullopt) << "no piece there";
    EXPECT_EQ(board.move_at({0, 0}, 2), std::nullopt) << "one move a piece";
    EXPECT_THAT(board.cells_touched(AnyMove(NimMove{0, 2})), ElementsAre(Cell{1, 0}, Cell{2, 0}));
    EXPECT_THAT(board.cells_touched(AnyMove(NimMove{1, 2})), IsEmpty()) << "not a legal move";
    EXPECT_EQ(board.moves.size(), 4u);
}

GridRules seed_example_rules() {
    return GridRules(testing::seed_example_board());
}

TEST(GridBoardModel, CellsKindsAndPawnsAsSeed001NumbersThem) {
    const GridRules rules = seed_example_rules();
    const BoardModel board =
        grid_board_model(rules.board(), GridPosition{{Cell{1, 2}, Cell{1, 2}}});
    EXPECT_EQ(board.layout, BoardLayout::grid);
    EXPECT_THAT(board.row_labels, ElementsAre("1", "2", "3", "4", "5"));
    EXPECT_THAT(board.col_labels, ElementsAre("1", "2", "3", "4", "5"));
    EXPECT_EQ(board.at({1, 3}).kind, CellKind::banned);
    EXPECT_EQ(board.at({4, 4}).kind, CellKind::sink);
    EXPECT_EQ(board.at({0, 0}).kind, CellKind::free);
    EXPECT_EQ(board.at({1, 2}).pawns, 2);
    EXPECT_EQ(board.at({1, 2}).first_pawn, 1);
    EXPECT_EQ(board.cell_name({1, 2}), "(2,3)");
    EXPECT_THAT(board.pawns, ElementsAre(Cell{1, 2}, Cell{1, 2}));
}

TEST(GridBoardModel, PointingAtADestinationMovesThePawnThere) {
    const GridRules rules = seed_example_rules();
    const BoardModel board = grid_board_model(rules.board(), GridPosition{{Cell{0, 0}}});
    EXPECT_EQ(board.move_at({0, 2}), AnyMove(GridMove{0, {0, 2}}));
    EXPECT_EQ(board.move_at({1, 1}), std::nullopt) << "not a destination";
    EXPECT_THAT(board.cells_touched(AnyMove(GridMove{0, {0, 2}})),
                ElementsAre(Cell{0, 0}, Cell{0, 1}, Cell{0, 2}))
        << "the pawn's path, the cell it jumps over included";
    EXPECT_THAT(board.cells_touched(AnyMove(GridMove{0, {1, 0}})),
                ElementsAre(Cell{0, 0}, Cell{1, 0}));
}

TEST(GridBoardModel, SeveralPawnsCanGoToOneCell) {
    // Pawns on (1,2) and (2,1) can both go to (2,2): count picks the pawn; pawns sharing a cell
    // are offered once.
    const GridRules rules(GridBoard(5, 5));
    const BoardModel board =
        grid_board_model(rules.board(), GridPosition{{Cell{0, 1}, Cell{1, 0}, Cell{0, 1}}});
    EXPECT_THAT(board.moves_at({1, 1}),
                ElementsAre(AnyMove(GridMove{0, {1, 1}}), AnyMove(GridMove{1, {1, 1}})));
    EXPECT_EQ(board.move_at({1, 1}, 2), AnyMove(GridMove{1, {1, 1}}));
    EXPECT_EQ(board.move_at({1, 1}, 3), std::nullopt);
    EXPECT_THAT(board.cells_touched(AnyMove(GridMove{2, {1, 1}})),
                ElementsAre(Cell{0, 1}, Cell{1, 1}))
        << "a pawn left out of the offers still has its path";
}

TEST(RowBoardModel, PlacesNumberedFromZeroAndRunsFromAMatch) {
    const RowRules rules(Convention::misere, 3);
    const BoardModel board = row_board_model(rules, parse_row_pattern("1101110").position);
    EXPECT_EQ(board.layout, BoardLayout::row_of_places);
    EXPECT_EQ(board.rows, 1);
    EXPECT_EQ(board.cols, 7);
    EXPECT_EQ(board.count_limit, 3);
    EXPECT_EQ(board.col_labels.back(), "6");
    EXPECT_EQ(board.at({0, 2}).kind, CellKind::empty);
    EXPECT_EQ(board.at({0, 3}).kind, CellKind::match);
    EXPECT_EQ(board.move_at({0, 3}, 3), AnyMove(RowMove{3, 3}));
    EXPECT_EQ(board.move_at({0, 4}, 3), std::nullopt) << "place 6 is empty";
    EXPECT_EQ(board.move_at({0, 2}), std::nullopt) << "no match there";
    EXPECT_THAT(board.moves_at({0, 0}),
                ElementsAre(AnyMove(RowMove{0, 1}), AnyMove(RowMove{0, 2})));
    EXPECT_THAT(board.cells_touched(AnyMove(RowMove{3, 2})), ElementsAre(Cell{0, 3}, Cell{0, 4}));
}

TEST(BoardModel, EveryLegalMoveHasItsCellsAndATarget) {
    const RowRules row_rules(Convention::normal, 4);
    const GridRules grid_rules = seed_example_rules();
    const std::vector<BoardModel> boards = {
        nim_board_model(NimPosition{{4, 1, 7}}),
        grid_board_model(grid_rules.board(), GridPosition{{Cell{0, 0}, Cell{2, 2}}}),
        row_board_model(row_rules, parse_row_pattern("1111011").position)};
    for (const BoardModel& board : boards) {
        for (const BoardMove& move : board.moves) {
            EXPECT_FALSE(move.touched.empty());
            for (const Cell cell : move.touched) {
                EXPECT_TRUE(board.contains(cell));
            }
            if (move.offered) {
                EXPECT_FALSE(board.moves_at(move.target).empty());
            }
        }
    }
}

}  // namespace
}  // namespace marienbad
