// The grid of handout 001: where a pawn may go (1 or 2 cells right or down, never onto or across
// a banned cell) and the three rules for banned cells of §2.2, each with the cell that breaks
// it.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "games/grid/grid_board.hpp"
#include "support/grid_printers.hpp"
#include "support/small_grids.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;
using testing::grid_with_banned;
using ::testing::IsEmpty;

TEST(GridBoard, FromTheStartOfAnOpenGridFourDestinationsRightThenDown) {
    const GridBoard board(5, 5);
    EXPECT_THAT(board.destinations({0, 0}),
                ElementsAre(Cell{0, 1}, Cell{0, 2}, Cell{1, 0}, Cell{2, 0}));
}

TEST(GridBoard, NearTheEdgesFewerDestinationsAndNoneFromTheSink) {
    const GridBoard board(5, 5);
    EXPECT_THAT(board.destinations({3, 4}), ElementsAre(Cell{4, 4}));
    EXPECT_THAT(board.destinations({4, 3}), ElementsAre(Cell{4, 4}));
    EXPECT_THAT(board.destinations({2, 3}), ElementsAre(Cell{2, 4}, Cell{3, 3}, Cell{4, 3}));
    EXPECT_THAT(board.destinations({4, 4}), IsEmpty());
}

TEST(GridBoard, ABannedCellCanBeNeitherReachedNorCrossed) {
    // (1,2) banned: (1,3) is free but out of reach; (3,1) banned: (2,1) is the only way down.
    const GridBoard board = grid_with_banned(5, 5, {{1, 2}, {3, 1}});
    EXPECT_THAT(board.destinations({0, 0}), ElementsAre(Cell{1, 0}));
    EXPECT_THAT(board.destinations({1, 0}), ElementsAre(Cell{1, 1}, Cell{1, 2}));
}

TEST(GridBoard, TheTranscriptsMovesFromSeed001Section5) {
    const GridBoard board = testing::seed_example_board();
    EXPECT_THAT(board.destinations({0, 0}),
                ElementsAre(Cell{0, 1}, Cell{0, 2}, Cell{1, 0}, Cell{2, 0}));
    EXPECT_THAT(board.destinations({1, 2}), ElementsAre(Cell{2, 2}));  // "Seule possibilité"
    EXPECT_THAT(board.destinations({2, 3}), ElementsAre(Cell{2, 4}, Cell{3, 3}, Cell{4, 3}));
}

TEST(GridBoard, BanAndUnbanKeepTheCount) {
    GridBoard board(6, 7);
    board.ban({2, 3});
    board.ban({2, 3});
    board.ban({4, 1});
    EXPECT_EQ(board.banned_count(), 2);
    EXPECT_THAT(board.banned_cells(), ElementsAre(Cell{2, 3}, Cell{4, 1}));
    board.unban({2, 3});
    board.unban({2, 3});
    EXPECT_EQ(board.banned_count(), 1);
    EXPECT_TRUE(board.is_banned({4, 1}));
    EXPECT_FALSE(board.is_free({4, 1}));
    EXPECT_FALSE(board.is_free({6, 0}));
    EXPECT_THROW(board.ban({6, 0}), std::out_of_range);
}

TEST(GridRulesCheck, SeedFiguresBoardsAreValid) {
    EXPECT_EQ(find_grid_problem(testing::seed_example_board()), std::nullopt);
    EXPECT_EQ(find_grid_problem(testing::figure_4_right_board()), std::nullopt);
    EXPECT_EQ(find_grid_problem(GridBoard(5, 5)), std::nullopt);
}

TEST(GridRulesCheck, StartAndSinkMustStayFree) {
    EXPECT_EQ(find_grid_problem(grid_with_banned(5, 5, {{1, 1}})),
              (GridProblem{GridRule::start_banned, {0, 0}}));
    EXPECT_EQ(find_grid_problem(grid_with_banned(5, 5, {{5, 5}})),
              (GridProblem{GridRule::sink_banned, {4, 4}}));
}

TEST(GridRulesCheck, ACellBehindBannedCellsIsUnreachable) {
    // (1,3) banned: (1,4) has nothing free above it or to its left.
    EXPECT_EQ(find_grid_problem(grid_with_banned(5, 5, {{1, 3}})),
              (GridProblem{GridRule::unreachable, {0, 3}}));
    // (3,3) is closed above and on its left (and (2,2) is banned too, or it would be a dead end).
    EXPECT_EQ(find_grid_problem(grid_with_banned(5, 5, {{2, 2}, {2, 3}, {3, 2}})),
              (GridProblem{GridRule::unreachable, {2, 2}}));
}

TEST(GridRulesCheck, ACellBlockedOnTheRightAndBelowIsADeadEnd) {
    // (5,3) banned: (5,2) can go neither right nor down.
    EXPECT_EQ(find_grid_problem(grid_with_banned(5, 5, {{5, 3}})),
              (GridProblem{GridRule::dead_end, {4, 1}}));
    // (2,3) and (3,2) banned: (2,2) is closed on both sides.
    EXPECT_EQ(find_grid_problem(grid_with_banned(5, 5, {{2, 3}, {3, 2}})),
              (GridProblem{GridRule::dead_end, {1, 1}}));
}

TEST(GridRulesCheck, BorderCellsThatMayBeBanned) {
    // Handout 001's exercise: the start of the last column and of the first column's bottom, the
    // end of the first row and the beginning of the last row can be banned.
    EXPECT_EQ(find_grid_problem(grid_with_banned(5, 5, {{1, 5}, {2, 5}})), std::nullopt);
    EXPECT_EQ(find_grid_problem(grid_with_banned(5, 5, {{5, 1}, {5, 2}, {4, 1}})), std::nullopt);
    EXPECT_EQ(find_grid_problem(grid_with_banned(5, 5, {{1, 4}, {1, 5}})), std::nullopt);
}

TEST(BuildGridBoard, AHandGivenListIsCheckedCellByCell) {
    const std::vector<Cell> outside{{1, 1}, {5, 0}};
    EXPECT_EQ(build_grid_board(5, 5, outside).problem, (GridProblem{GridRule::outside, {5, 0}}));
    const std::vector<Cell> repeated{{1, 1}, {2, 2}, {1, 1}};
    EXPECT_EQ(build_grid_board(5, 5, repeated).problem, (GridProblem{GridRule::repeated, {1, 1}}));
    const std::vector<Cell> dead_end{{4, 2}};
    EXPECT_EQ(build_grid_board(5, 5, dead_end).problem, (GridProblem{GridRule::dead_end, {4, 1}}));
    const std::vector<Cell> valid{{1, 3}, {3, 2}};
    const auto built = build_grid_board(5, 5, valid);
    ASSERT_TRUE(built.board.has_value());
    EXPECT_EQ(built.problem, std::nullopt);
    EXPECT_THAT(built.board->banned_cells(), ElementsAre(Cell{1, 3}, Cell{3, 2}));
}

// The local rules against a direct search: on random small boards, a board passes the check
// exactly when every free cell is reachable from the start and only the sink is a dead end.
TEST(GridRulesCheck, LocalChecksAgreeWithASearchOfTheWholeBoard) {
    Random random(11);
    int valid_boards = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        GridBoard board(random.uniform_int(2, 6), random.uniform_int(2, 6));
        const int banned = random.uniform_int(0, 6);
        for (int i = 0; i < banned; ++i) {
            const Cell cell{random.uniform_int(0, board.rows() - 1),
                            random.uniform_int(0, board.cols() - 1)};
            if (cell != board.start() && cell != board.sink()) {
                board.ban(cell);
            }
        }
        std::vector<unsigned char> reached(static_cast<std::size_t>(board.rows() * board.cols()));
        const auto at = [&](Cell cell) -> unsigned char& {
            return reached[static_cast<std::size_t>(cell.row * board.cols() + cell.col)];
        };
        std::vector<Cell> stack{board.start()};
        at(board.start()) = 1;
        while (!stack.empty()) {
            const Cell cell = stack.back();
            stack.pop_back();
            for (const Cell to : board.destinations(cell)) {
                if (at(to) == 0) {
                    at(to) = 1;
                    stack.push_back(to);
                }
            }
        }
        bool valid = true;
        for (int row = 0; row < board.rows(); ++row) {
            for (int col = 0; col < board.cols(); ++col) {
                const Cell cell{row, col};
                if (board.is_free(cell) &&
                    (at(cell) == 0 || (cell != board.sink() && board.destinations(cell).empty()))) {
                    valid = false;
                }
            }
        }
        valid_boards += valid ? 1 : 0;
        ASSERT_EQ(!find_grid_problem(board).has_value(), valid)
            << board.rows() << "x" << board.cols() << " with "
            << ::testing::PrintToString(board.banned_cells());
    }
    EXPECT_GT(valid_boards, 300);
    EXPECT_LT(valid_boards, 2700);
}

}  // namespace
}  // namespace marienbad
