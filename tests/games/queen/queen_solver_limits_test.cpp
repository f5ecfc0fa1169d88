// The solver within its bounds: several queens in normal play need a Grundy table of at most
// k_queen_grundy_max_cells cells, several in misère play a search of at most
// k_queen_misere_max_positions positions; past them the solver refuses with the reason, which
// queen_solver_problem gives beforehand, and one queen is never refused at any size.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <ostream>
#include <stdexcept>

#include "core/random.hpp"
#include "games/queen/queen_solver.hpp"

namespace marienbad {

inline void PrintTo(const QueenSolverProblem& problem, std::ostream* out) {
    *out << (problem.limit == QueenLimit::grundy_table ? "{grundy table " : "{misère search ")
         << problem.needed << " > " << problem.allowed << '}';
}

namespace {

using ::testing::HasSubstr;

// Whether the solver refuses the position, and with which message.
std::optional<std::string> queen_refusal(const QueenRules& rules, const QueenPosition& position) {
    QueenSolver solver(rules);
    try {
        solver.player_to_move_wins(position);
        solver.winning_moves(position);
        solver.find_winning_move(position);
        return std::nullopt;
    } catch (const std::invalid_argument& error) {
        return std::string(error.what());
    }
}

TEST(QueenSolverLimits, OneQueenIsNeverRefused) {
    const QueenBoard huge{k_queen_solve_max_size, k_queen_solve_max_size};
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        const QueenPosition position{{{0, 0}, huge.sink(), huge.sink()}};
        EXPECT_EQ(queen_solver_problem(huge, position, convention), std::nullopt);
        EXPECT_EQ(queen_refusal(QueenRules(huge, convention), position), std::nullopt);
    }
}

TEST(QueenSolverLimits, TheGrundyTableUpToItsBound) {
    // Two queens at distances (1999, 0) and (0, 1999): a table of 2,000 x 2,000 cells, the most
    // allowed; one more row is refused.
    const QueenBoard board{2'001, 2'001};
    const QueenPosition within{{{1, 2'000}, {2'000, 1}}};
    EXPECT_EQ(queen_solver_problem(board, within, Convention::normal), std::nullopt);
    EXPECT_EQ(queen_refusal(QueenRules(board, Convention::normal), within), std::nullopt);
    const QueenPosition beyond{{{0, 2'000}, {2'000, 1}}};
    const auto problem = queen_solver_problem(board, beyond, Convention::normal);
    ASSERT_TRUE(problem);
    EXPECT_EQ(*problem, (QueenSolverProblem{QueenLimit::grundy_table, 2'001U * 2'000U,
                                            static_cast<std::uint64_t>(k_queen_grundy_max_cells)}));
    EXPECT_EQ(queen_refusal(QueenRules(board, Convention::normal), beyond),
              queen_solver_problem_text(*problem));
    EXPECT_THAT(queen_solver_problem_text(*problem), HasSubstr("4002000 cells"));
}

TEST(QueenSolverLimits, TheMisereSearchUpToItsBound) {
    // Two queens on one row of n cells: C(n + 1, 2) positions; 2,997,576 for 2,448 cells,
    // within the bound; 3,000,025 for 2,449, past it.
    for (const std::int64_t cells : {2'447, 2'448}) {
        const QueenBoard board{1, cells};
        const QueenPosition start = queen_start_position(board, 2);
        EXPECT_LE(queen_misere_positions(board, start), k_queen_misere_max_positions);
        EXPECT_EQ(queen_solver_problem(board, start, Convention::misere), std::nullopt);
    }
    const QueenBoard within{1, 2'448};
    EXPECT_EQ(
        queen_refusal(QueenRules(within, Convention::misere), queen_start_position(within, 2)),
        std::nullopt);
    const QueenBoard beyond{1, 2'449};
    const auto problem =
        queen_solver_problem(beyond, queen_start_position(beyond, 2), Convention::misere);
    ASSERT_TRUE(problem);
    EXPECT_EQ(*problem, (QueenSolverProblem{QueenLimit::misere_search, 3'000'025U,
                                            k_queen_misere_max_positions}));
    EXPECT_EQ(
        queen_refusal(QueenRules(beyond, Convention::misere), queen_start_position(beyond, 2)),
        queen_solver_problem_text(*problem));
    // The same setup in normal play needs only a table of 2,449 cells.
    EXPECT_EQ(queen_solver_problem(beyond, queen_start_position(beyond, 2), Convention::normal),
              std::nullopt);
}

TEST(QueenSolverLimits, GamesInPlayThatFitInMiserePlay) {
    // Every queen on the top-left cell: which play boards the search takes, at the edge.
    const auto fits = [](std::int64_t rows, std::int64_t cols, int queens) {
        const QueenBoard board{rows, cols};
        return !queen_solver_problem(board, queen_start_position(board, queens),
                                     Convention::misere);
    };
    EXPECT_TRUE(fits(30, 30, 2));
    EXPECT_TRUE(fits(16, 16, 3));
    EXPECT_FALSE(fits(17, 17, 3));
    EXPECT_TRUE(fits(9, 10, 4));
    EXPECT_FALSE(fits(10, 10, 4));
    EXPECT_TRUE(fits(5, 5, 7));
    EXPECT_FALSE(fits(5, 5, 8));
    EXPECT_FALSE(fits(5, 5, 9));
}

TEST(QueenSolverLimits, TheProblemAgreesWithTheSolverOnRandomSetups) {
    Random random(3);
    for (int trial = 0; trial < 200; ++trial) {
        const Convention convention = random.chance(0.5) ? Convention::normal : Convention::misere;
        const QueenBoard board{random.uniform_int(5, 30), random.uniform_int(5, 30)};
        QueenPosition position;
        const int queens = random.uniform_int(2, k_queen_max_queens);
        for (int queen = 0; queen < queens; ++queen) {
            // Mostly near the sink, so that the setups the solver takes are quick to solve.
            position.queens.push_back(
                {board.rows - 1 - random.uniform_int(0, random.chance(0.2) ? 29 : 4) % board.rows,
                 board.cols - 1 - random.uniform_int(0, random.chance(0.2) ? 29 : 4) % board.cols});
        }
        const auto problem = queen_solver_problem(board, position, convention);
        const auto refused = queen_refusal(QueenRules(board, convention), position);
        ASSERT_EQ(problem.has_value(), refused.has_value());
        if (problem) {
            ASSERT_EQ(*refused, queen_solver_problem_text(*problem));
        }
    }
}

}  // namespace
}  // namespace marienbad
