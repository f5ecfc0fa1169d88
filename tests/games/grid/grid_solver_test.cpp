// The grid solver: handout 001 figure 4's two tables of nimbers exactly, and the Grundy values
// against the brute-force solver on random small grids, with one pawn on every cell and with
// two pawns on every pair of cells (the sum of the pawns' games).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/brute_force_solver.hpp"
#include "games/grid/grid_solver.hpp"
#include "support/grid_printers.hpp"
#include "support/small_grids.hpp"

namespace marienbad {
namespace {

using ::testing::UnorderedElementsAreArray;

// Handout 001's nimbers (0 or 1) of a whole board, row by row; -1 for a banned cell.
std::vector<std::vector<int>> nimbers(const GridSolver& solver) {
    const GridGrundyTable& table = solver.table();
    std::vector<std::vector<int>> rows;
    for (int row = 0; row < table.rows(); ++row) {
        std::vector<int> values;
        for (int col = 0; col < table.cols(); ++col) {
            const int value = table.value({row, col});
            values.push_back(value < 0 ? -1 : (value == 0 ? 0 : 1));
        }
        rows.push_back(values);
    }
    return rows;
}

TEST(GridSolver, SeedFigure4LeftTheFirstPlayerLoses) {
    const GridRules rules(testing::seed_example_board());
    const GridSolver solver(rules);
    const std::vector<std::vector<int>> expected{
        {0, 1, 1, 0, 1}, {1, 0, 1, -1, 0}, {1, 1, 0, 1, 1}, {0, 1, -1, 0, 1}, {1, 0, 1, 1, 0}};
    EXPECT_EQ(nimbers(solver), expected);
    EXPECT_FALSE(solver.player_to_move_wins(grid_start_position(rules.board(), 1)));
    EXPECT_TRUE(solver.winning_moves(grid_start_position(rules.board(), 1)).empty());
}

TEST(GridSolver, SeedFigure4RightTheFirstPlayerWins) {
    const GridRules rules(testing::figure_4_right_board());
    const GridSolver solver(rules);
    const std::vector<std::vector<int>> expected{{1, 1, 0, 1, 1, 0, 1},
                                                 {0, -1, 1, 0, -1, 1, 0},
                                                 {1, -1, 1, 1, 0, -1, 1},
                                                 {1, 1, 0, -1, 1, 0, 1},
                                                 {0, 1, 1, 0, 1, 1, 0}};
    EXPECT_EQ(nimbers(solver), expected);
    const GridPosition start = grid_start_position(rules.board(), 1);
    EXPECT_TRUE(solver.player_to_move_wins(start));
    // The only neighbours of (1,1) with nimber 0: (1,3) and (2,1).
    EXPECT_THAT(solver.winning_moves(start),
                UnorderedElementsAreArray({GridMove{0, {0, 2}}, GridMove{0, {1, 0}}}));
}

TEST(GridSolver, GrundyValuesAreTheMexOfTheDestinations) {
    // An open 5x5 grid: the sink 0, its neighbours 1, two cells away 2 (mex of {0, 1}).
    const GridRules rules(GridBoard(5, 5));
    const GridSolver solver(rules);
    EXPECT_EQ(solver.table().value({4, 4}), 0);
    EXPECT_EQ(solver.table().value({4, 3}), 1);
    EXPECT_EQ(solver.table().value({4, 2}), 2);
    EXPECT_EQ(solver.table().value({3, 3}), 0);  // its destinations (3,5) (5,4) are worth 1
}

TEST(GridSolver, TwoPawnsOnTheSameCellCancel) {
    const GridRules rules(GridBoard(6, 6));
    const GridSolver solver(rules);
    EXPECT_FALSE(solver.player_to_move_wins(grid_start_position(rules.board(), 2)));
    EXPECT_EQ(solver.player_to_move_wins(grid_start_position(rules.board(), 3)),
              solver.player_to_move_wins(grid_start_position(rules.board(), 1)));
}

void expect_same_as_brute_force(const GridRules& rules, const GridPosition& position,
                                const GridSolver& solver,
                                BruteForceSolver<GridRules>& brute_force) {
    ASSERT_EQ(solver.player_to_move_wins(position), brute_force.player_to_move_wins(position))
        << ::testing::PrintToString(position) << " on a " << rules.board().rows() << "x"
        << rules.board().cols() << " grid with banned "
        << ::testing::PrintToString(rules.board().banned_cells());
    ASSERT_THAT(solver.winning_moves(position),
                UnorderedElementsAreArray(brute_force.winning_moves(position)))
        << ::testing::PrintToString(position);
}

std::vector<Cell> free_cells(const GridBoard& board) {
    std::vector<Cell> cells;
    for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
            if (board.is_free({row, col})) {
                cells.push_back({row, col});
            }
        }
    }
    return cells;
}

TEST(GridSolverAgainstBruteForce, OnePawnOnEveryCellOfRandomGrids) {
    Random random(21);
    for (int trial = 0; trial < 300; ++trial) {
        const GridRules rules(testing::random_small_grid(random));
        const GridSolver solver(rules);
        BruteForceSolver<GridRules> brute_force(rules);
        for (const Cell cell : free_cells(rules.board())) {
            ASSERT_NO_FATAL_FAILURE(
                expect_same_as_brute_force(rules, GridPosition{{cell}}, solver, brute_force));
        }
    }
}

TEST(GridSolverAgainstBruteForce, TwoPawnsOnEveryPairOfCellsOfRandomGrids) {
    Random random(22);
    for (int trial = 0; trial < 40; ++trial) {
        const GridRules rules(testing::random_small_grid(random));
        const GridSolver solver(rules);
        BruteForceSolver<GridRules> brute_force(rules);
        const auto cells = free_cells(rules.board());
        for (const Cell first : cells) {
            for (const Cell second : cells) {
                ASSERT_NO_FATAL_FAILURE(expect_same_as_brute_force(
                    rules, GridPosition{{first, second}}, solver, brute_force));
            }
        }
    }
}

TEST(GridSolverAgainstBruteForce, ThreePawnsFromRandomCells) {
    Random random(23);
    for (int trial = 0; trial < 60; ++trial) {
        const GridRules rules(testing::random_small_grid(random));
        const GridSolver solver(rules);
        BruteForceSolver<GridRules> brute_force(rules);
        const auto cells = free_cells(rules.board());
        for (int sample = 0; sample < 20; ++sample) {
            GridPosition position;
            for (int pawn = 0; pawn < 3; ++pawn) {
                position.pawns.push_back(random.pick(std::span<const Cell>(cells)));
            }
            ASSERT_NO_FATAL_FAILURE(
                expect_same_as_brute_force(rules, position, solver, brute_force));
        }
    }
}

}  // namespace
}  // namespace marienbad
