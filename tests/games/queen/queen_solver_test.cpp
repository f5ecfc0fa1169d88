// The queen's solver against the brute-force solver on every position of small boards: one
// queen on every cell of every board up to 8 x 8, two queens on every pair of cells up to 5 x 5,
// three queens on 4 x 4, both conventions, outcome and the exact winning moves; one queen on
// 40 x 40 in both conventions; one queen against the Grundy table on 1,000 x 1,000; several
// queens in normal play against the xor; a 10^18 x 10^18 board solved anywhere.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <span>
#include <vector>

#include "core/brute_force_solver.hpp"
#include "core/game_concepts.hpp"
#include "core/random.hpp"
#include "games/queen/queen_grundy.hpp"
#include "games/queen/queen_printers.hpp"
#include "games/queen/queen_solver.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAreArray;
using ::testing::IsEmpty;

static_assert(GameSolver<QueenSolver, QueenRules>);

std::vector<QueenCell> every_queen_cell(const QueenBoard& board) {
    std::vector<QueenCell> cells;
    for (std::int64_t row = 0; row < board.rows; ++row) {
        for (std::int64_t col = 0; col < board.cols; ++col) {
            cells.push_back({row, col});
        }
    }
    return cells;
}

void expect_queen_solver_as_brute_force(const QueenPosition& position, QueenSolver& solver,
                                        BruteForceSolver<QueenRules>& brute_force) {
    const QueenRules& rules = solver.rules();
    ASSERT_EQ(solver.player_to_move_wins(position), brute_force.player_to_move_wins(position))
        << ::testing::PrintToString(position) << " on " << rules.board().rows << " x "
        << rules.board().cols << (rules.convention() == Convention::misere ? " misère" : "");
    // The same moves in the same order: the rules' order.
    const std::vector<QueenMove> winners = brute_force.winning_moves(position);
    ASSERT_THAT(solver.winning_moves(position), ElementsAreArray(winners))
        << ::testing::PrintToString(position) << " on " << rules.board().rows << " x "
        << rules.board().cols << (rules.convention() == Convention::misere ? " misère" : "");
    const std::optional<QueenMove> one = solver.find_winning_move(position);
    ASSERT_EQ(one.has_value(), !winners.empty());
    if (one) {
        ASSERT_NE(std::find(winners.begin(), winners.end(), *one), winners.end());
    }
}

constexpr Convention k_queen_conventions[] = {Convention::normal, Convention::misere};

TEST(QueenSolverAgainstBruteForce, OneQueenOnEveryCellOfEveryBoardUpToEightByEight) {
    for (const Convention convention : k_queen_conventions) {
        for (std::int64_t rows = 1; rows <= 8; ++rows) {
            for (std::int64_t cols = 1; cols <= 8; ++cols) {
                const QueenRules rules({rows, cols}, convention);
                QueenSolver solver(rules);
                BruteForceSolver<QueenRules> brute_force(rules);
                for (const QueenCell cell : every_queen_cell(rules.board())) {
                    ASSERT_NO_FATAL_FAILURE(expect_queen_solver_as_brute_force(
                        QueenPosition{{cell}}, solver, brute_force));
                }
            }
        }
    }
}

TEST(QueenSolverAgainstBruteForce, OneQueenOnEveryCellOfFortyByForty) {
    for (const Convention convention : k_queen_conventions) {
        const QueenRules rules({40, 40}, convention);
        QueenSolver solver(rules);
        BruteForceSolver<QueenRules> brute_force(rules);
        for (const QueenCell cell : every_queen_cell(rules.board())) {
            ASSERT_NO_FATAL_FAILURE(
                expect_queen_solver_as_brute_force(QueenPosition{{cell}}, solver, brute_force));
        }
    }
}

TEST(QueenSolverAgainstBruteForce, TwoQueensOnEveryPairOfCellsUpToFiveByFive) {
    for (const Convention convention : k_queen_conventions) {
        for (std::int64_t rows = 1; rows <= 5; ++rows) {
            for (std::int64_t cols = 1; cols <= 5; ++cols) {
                const QueenRules rules({rows, cols}, convention);
                QueenSolver solver(rules);
                BruteForceSolver<QueenRules> brute_force(rules);
                const auto cells = every_queen_cell(rules.board());
                for (const QueenCell first : cells) {
                    for (const QueenCell second : cells) {
                        ASSERT_NO_FATAL_FAILURE(expect_queen_solver_as_brute_force(
                            QueenPosition{{first, second}}, solver, brute_force));
                    }
                }
            }
        }
    }
}

TEST(QueenSolverAgainstBruteForce, ThreeQueensOnEveryTripleOfCellsOfFourByFour) {
    for (const Convention convention : k_queen_conventions) {
        const QueenRules rules({4, 4}, convention);
        QueenSolver solver(rules);
        BruteForceSolver<QueenRules> brute_force(rules);
        const auto cells = every_queen_cell(rules.board());
        for (const QueenCell first : cells) {
            for (const QueenCell second : cells) {
                for (const QueenCell third : cells) {
                    ASSERT_NO_FATAL_FAILURE(expect_queen_solver_as_brute_force(
                        QueenPosition{{first, second, third}}, solver, brute_force));
                }
            }
        }
    }
}

TEST(QueenSolverAgainstBruteForce, SeveralQueensFromRandomCellsOfSmallBoards) {
    Random random(11);
    for (const Convention convention : k_queen_conventions) {
        for (int trial = 0; trial < 20; ++trial) {
            const QueenRules rules({random.uniform_int(2, 3), random.uniform_int(2, 4)},
                                   convention);
            QueenSolver solver(rules);
            BruteForceSolver<QueenRules> brute_force(rules);
            const auto cells = every_queen_cell(rules.board());
            for (int sample = 0; sample < 5; ++sample) {
                QueenPosition position;
                const int queens = random.uniform_int(4, 5);
                for (int queen = 0; queen < queens; ++queen) {
                    position.queens.push_back(random.pick(std::span<const QueenCell>(cells)));
                }
                ASSERT_NO_FATAL_FAILURE(
                    expect_queen_solver_as_brute_force(position, solver, brute_force));
            }
        }
    }
}

TEST(QueenSolver, OneQueenIsLostExactlyWhereItsGrundyValueIsZero) {
    const QueenGrundyTable table(999, 999);
    const QueenRules rules({1'000, 1'000}, Convention::normal);
    QueenSolver solver(rules);
    for (const QueenCell cell : every_queen_cell(rules.board())) {
        const WythoffPosition distances = rules.board().distances(cell);
        ASSERT_EQ(solver.player_to_move_wins(QueenPosition{{cell}}),
                  table.value(distances.x, distances.y) != 0)
            << ::testing::PrintToString(cell);
    }
    EXPECT_EQ(solver.grundy_table(), nullptr);  // one queen needs no table
}

TEST(QueenSolver, SeveralQueensInNormalPlayByTheXorOfTheirValues) {
    const QueenRules rules({30, 30}, Convention::normal);
    QueenSolver solver(rules);
    const QueenGrundyTable table(29, 29);
    Random random(12);
    for (int trial = 0; trial < 500; ++trial) {
        QueenPosition position;
        int total = 0;
        const int queens = random.uniform_int(2, k_queen_max_queens);
        for (int queen = 0; queen < queens; ++queen) {
            const QueenCell cell{random.uniform_int(0, 29), random.uniform_int(0, 29)};
            position.queens.push_back(cell);
            total ^= table.value(29 - cell.row, 29 - cell.col);
        }
        ASSERT_EQ(solver.grundy_xor(position), total);
        ASSERT_EQ(solver.player_to_move_wins(position), total != 0);
        for (const QueenMove& move : solver.winning_moves(position)) {
            ASSERT_TRUE(rules.is_legal(position, move));
            QueenPosition after = position;
            rules.apply(after, move);
            ASSERT_EQ(solver.grundy_xor(after), 0);
        }
        // Every move to a xor of 0 is listed.
        std::size_t zeros = 0;
        for (const QueenMove& move : rules.legal_moves(position)) {
            QueenPosition after = position;
            rules.apply(after, move);
            zeros += solver.grundy_xor(after) == 0 ? 1U : 0U;
        }
        ASSERT_EQ(solver.winning_moves(position).size(), zeros);
    }
}

TEST(QueenSolver, TwoQueensOnOneCellCancelInNormalPlay) {
    const QueenRules rules({30, 30}, Convention::normal);
    QueenSolver solver(rules);
    EXPECT_FALSE(solver.player_to_move_wins(queen_start_position(rules.board(), 2)));
    EXPECT_THAT(solver.winning_moves(queen_start_position(rules.board(), 2)), IsEmpty());
    EXPECT_EQ(solver.player_to_move_wins(queen_start_position(rules.board(), 3)),
              solver.player_to_move_wins(queen_start_position(rules.board(), 1)));
}

TEST(QueenSolver, TheTableGrowsForLargerPositionsAndKeepsCoveringTheOldOnes) {
    const QueenRules rules({1'000, 1'000}, Convention::normal);
    QueenSolver solver(rules);
    const QueenPosition near{{{990, 995}, {995, 990}}};
    solver.player_to_move_wins(near);
    ASSERT_NE(solver.grundy_table(), nullptr);
    EXPECT_EQ(solver.grundy_table()->max_x(), 9);
    const QueenPosition far{{{900, 999}, {999, 950}}};
    solver.player_to_move_wins(far);
    EXPECT_EQ(solver.grundy_table()->max_x(), 99);
    EXPECT_EQ(solver.grundy_table()->max_y(), 49);
    EXPECT_EQ(solver.grundy_value({999, 999}), 0);
    EXPECT_EQ(solver.grundy_value({998, 999}), 1);
}

TEST(QueenSolver, FindWinningMoveIsTheFirstWinningMove) {
    for (const Convention convention : k_queen_conventions) {
        const QueenRules rules({12, 17}, convention);
        QueenSolver solver(rules);
        for (const QueenCell cell : every_queen_cell(rules.board())) {
            const QueenPosition position{{cell, {11, 16}}};
            const auto moves = solver.winning_moves(position);
            const auto one = solver.find_winning_move(position);
            ASSERT_EQ(one.has_value(), !moves.empty());
            if (one) {
                ASSERT_EQ(*one, moves.front());
            }
        }
    }
}

TEST(QueenSolver, AHugeBoardIsSolvedWithTheQueenAnywhere) {
    const QueenBoard board{k_queen_solve_max_size, k_queen_solve_max_size};
    constexpr std::int64_t last = k_queen_solve_max_size - 1;
    Random random(13);
    for (const Convention convention : k_queen_conventions) {
        const QueenRules rules(board, convention);
        QueenSolver solver(rules);
        std::vector<QueenCell> cells{{0, 0},
                                     {0, last},
                                     {last, 0},
                                     {last, last},
                                     {last - 1, last},
                                     {last - 2, last - 1},
                                     {last - 1, last - 2},
                                     {1, 0}};
        for (int trial = 0; trial < 2'000; ++trial) {
            const auto coordinate = [&random] {
                std::uint64_t bits = 0;
                for (int part = 0; part < 4; ++part) {
                    bits =
                        (bits << 16U) | static_cast<std::uint64_t>(random.uniform_int(0, 65'535));
                }
                return static_cast<std::int64_t>(bits % static_cast<std::uint64_t>(last + 1));
            };
            cells.push_back({coordinate(), coordinate()});
        }
        for (const QueenCell cell : cells) {
            const QueenPosition position{{cell}};
            const bool wins = solver.player_to_move_wins(position);
            const std::vector<QueenMove> moves = solver.winning_moves(position);
            ASSERT_EQ(wins,
                      !moves.empty() || (cell == board.sink() && convention == Convention::misere))
                << ::testing::PrintToString(cell);
            ASSERT_EQ(wins, !solver.is_safe_cell(cell));
            for (const QueenMove& move : moves) {
                ASSERT_TRUE(rules.is_legal(position, move));
                QueenPosition after = position;
                rules.apply(after, move);
                ASSERT_FALSE(solver.player_to_move_wins(after)) << ::testing::PrintToString(move);
            }
        }
        // Several queens, but one off the sink: the pairs, as for one queen.
        const QueenPosition with_arrived{{board.sink(), {0, 0}, board.sink()}};
        EXPECT_EQ(solver.method(with_arrived), QueenMethod::wythoff_pairs);
        EXPECT_EQ(solver.player_to_move_wins(with_arrived),
                  solver.player_to_move_wins(QueenPosition{{{0, 0}}}));
        for (const QueenMove& move : solver.winning_moves(with_arrived)) {
            EXPECT_EQ(move.queen, 1);
        }
    }
}

TEST(QueenSolver, TheEndOfTheGame) {
    for (const Convention convention : k_queen_conventions) {
        const QueenRules rules({5, 5}, convention);
        QueenSolver solver(rules);
        const QueenPosition over{{{4, 4}, {4, 4}}};
        EXPECT_EQ(solver.player_to_move_wins(over), convention == Convention::misere);
        EXPECT_THAT(solver.winning_moves(over), IsEmpty());
        EXPECT_EQ(solver.find_winning_move(over), std::nullopt);
    }
}

TEST(QueenSolver, SafeCellsOfTheRegionBetweenACellAndTheSink) {
    const QueenRules rules({30, 30}, Convention::normal);
    const QueenSolver solver(rules);
    EXPECT_EQ(solver.safe_cells({24, 24}, 100),
              (std::vector<QueenCell>{{29, 29}, {28, 27}, {27, 28}, {26, 24}, {24, 26}}));
    const QueenRules misere({30, 30}, Convention::misere);
    const QueenSolver misere_solver(misere);
    EXPECT_EQ(misere_solver.safe_cells({27, 27}, 100),
              (std::vector<QueenCell>{{29, 28}, {28, 29}, {27, 27}}));
    const QueenRules huge({k_queen_solve_max_size, k_queen_solve_max_size}, Convention::normal);
    EXPECT_EQ(QueenSolver(huge).safe_cells({0, 0}, 30).size(), 30U);
}

}  // namespace
}  // namespace marienbad
