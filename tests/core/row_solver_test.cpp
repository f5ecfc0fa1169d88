// The row's solver (solvers/row_solver.hpp, seed 004) against the seed's own recursion,
// memoised over bit patterns (support/row_brute_force.hpp): every position of every row of up
// to 14 places, normal and misère, max-take 3 (and up to 10 places for max-take 1, 2 and 4):
// the same outcome and the same set of winning moves; find_winning_move picks one of them.
// Also a few facts about full rows, and a transposition table too small to hold anything.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <tuple>
#include <vector>

#include "core/convention_names.hpp"
#include "rules/row_rules.hpp"
#include "solvers/misere_row_search.hpp"
#include "solvers/row_solver.hpp"
#include "support/row_brute_force.hpp"
#include "support/row_printers.hpp"

namespace marienbad {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::ElementsAreArray;
using testing::row_from_bits;
using testing::RowBitBruteForce;

// Convention, max-take, longest row checked.
using SweepCase = std::tuple<Convention, int, int>;

class RowSolverAgainstBruteForce : public ::testing::TestWithParam<SweepCase> {};

TEST_P(RowSolverAgainstBruteForce, EveryPatternOfEveryShortRow) {
    const auto [convention, max_take, max_length] = GetParam();
    RowSolver solver(convention, max_take);
    RowSolver cheap(convention, max_take);  // only asked the computer player's cheaper questions
    RowBitBruteForce brute_force(convention, max_take, max_length);
    for (int length = 0; length <= max_length; ++length) {
        for (std::uint32_t pattern = 0; pattern < (std::uint32_t{1} << length); ++pattern) {
            const RowPosition position = row_from_bits(pattern, length);
            ASSERT_EQ(solver.player_to_move_wins(position),
                      brute_force.player_to_move_wins(pattern))
                << ::testing::PrintToString(position);
            const std::vector<RowMove> winners = brute_force.winning_moves(pattern);
            ASSERT_THAT(solver.winning_moves(position), ElementsAreArray(winners))
                << ::testing::PrintToString(position);
            const std::optional<RowMove> found = solver.find_winning_move(position);
            ASSERT_EQ(found.has_value(), !winners.empty()) << ::testing::PrintToString(position);
            if (found) {
                ASSERT_THAT(winners, Contains(*found)) << ::testing::PrintToString(position);
            }
            // Some of the winners, at least one when there are any, and nothing else.
            const std::vector<RowMove> some = cheap.some_winning_moves(position);
            ASSERT_EQ(some.empty(), winners.empty()) << ::testing::PrintToString(position);
            for (const RowMove& move : some) {
                ASSERT_THAT(winners, Contains(move)) << ::testing::PrintToString(position);
            }
            const std::size_t estimate = cheap.winning_move_count_estimate(position);
            ASSERT_EQ(estimate == 0, winners.empty()) << ::testing::PrintToString(position);
            ASSERT_LE(estimate, winners.size()) << ::testing::PrintToString(position);
        }
    }
}

// A search interrupted by its budget stores nothing unproved: after many interrupted searches
// of all sizes, the same search answers every position as a fresh one does.
TEST(MisereRowSearchBudget, InterruptedSearchesLeaveTheTableExact) {
    MisereRowSearch budgeted(3);
    for (int length = 1; length <= 40; ++length) {
        for (const std::uint64_t budget : {0U, 1U, 7U, 100U}) {
            const std::vector<int> runs{length, length / 3 + 1, 6};
            const std::optional<bool> wins = budgeted.player_to_move_wins_within(runs, budget);
            if (wins) {
                MisereRowSearch fresh(3);
                ASSERT_EQ(*wins, fresh.player_to_move_wins(runs)) << length;
            }
        }
    }
    MisereRowSearch fresh(3);
    for (int a = 1; a <= 24; ++a) {
        for (int b = 1; b <= a; ++b) {
            const std::vector<int> runs{a, b, 5};
            ASSERT_EQ(budgeted.player_to_move_wins(runs), fresh.player_to_move_wins(runs))
                << a << " " << b;
        }
    }
    // With no budget limit it always decides.
    EXPECT_TRUE(
        budgeted.player_to_move_wins_within(std::vector<int>{30, 2}, UINT64_MAX).has_value());
}

std::string sweep_name(const ::testing::TestParamInfo<SweepCase>& info) {
    const auto [convention, max_take, max_length] = info.param;
    return (convention == Convention::normal ? "Normal" : "Misere") + std::string("MaxTake") +
           std::to_string(max_take) + "UpTo" + std::to_string(max_length);
}

INSTANTIATE_TEST_SUITE_P(
    Sweeps, RowSolverAgainstBruteForce,
    ::testing::Values(SweepCase{Convention::misere, 3, 14}, SweepCase{Convention::normal, 3, 14},
                      SweepCase{Convention::misere, 1, 10}, SweepCase{Convention::normal, 1, 10},
                      SweepCase{Convention::misere, 2, 10}, SweepCase{Convention::normal, 2, 10},
                      SweepCase{Convention::misere, 4, 10}, SweepCase{Convention::normal, 4, 10}),
    sweep_name);

TEST(RowSolver, MisereFullRowsOfTwoOrMoreAreWonByTheFirstPlayer) {
    RowSolver solver(Convention::misere, 3);
    RowBitBruteForce brute_force(Convention::misere, 3, 14);
    EXPECT_FALSE(solver.player_to_move_wins(RowPosition::full(1))) << "take the last match";
    for (int length = 2; length <= 14; ++length) {
        const auto pattern = static_cast<std::uint32_t>((1U << static_cast<unsigned>(length)) - 1U);
        EXPECT_TRUE(brute_force.player_to_move_wins(pattern)) << length;
        EXPECT_TRUE(solver.player_to_move_wins(RowPosition::full(length))) << length;
    }
    // Seed 004's 21 matches: taking the middle one leaves 10 + 10, a lost position.
    const std::vector<RowMove> winners = solver.winning_moves(RowPosition::full(21));
    EXPECT_THAT(winners, Contains(RowMove{10, 1}));
}

TEST(RowSolver, FirstMoveFromLongFullRowsLeavesTwoEqualRuns) {
    RowSolver solver(Convention::misere, 3);
    for (const int length : {21, 100, 101, 200, k_row_capacity}) {
        const std::optional<RowMove> move = solver.find_winning_move(RowPosition::full(length));
        ASSERT_TRUE(move.has_value()) << length;
        EXPECT_EQ(move->start, length - move->start - move->count) << length;
    }
    EXPECT_EQ(solver.stats().positions_searched, 5U) << "decided by theory, no search below";
}

TEST(RowSolver, NormalPlayFollowsTheGrundyValues) {
    RowSolver solver(Convention::normal, 3);
    const RunGrundyValues grundy(3, k_longest_run);
    // 0.777's first values, each checked against the brute force by the sweep above.
    const std::vector<int> first = {0, 1, 2, 3, 4, 1, 6, 3, 2, 1, 6, 7, 4, 5, 8, 1, 10};
    for (int n = 0; n < static_cast<int>(first.size()); ++n) {
        EXPECT_EQ(grundy(n), first[static_cast<std::size_t>(n)]) << n;
    }
    EXPECT_EQ(solver.player_to_move_wins(RowPosition::full(100)),
              row_grundy_sum(RowPosition::full(100), grundy) != 0);
    RowPosition position = RowPosition::full(30);
    for (const RowMove& move : solver.winning_moves(position)) {
        const RowRules rules(Convention::normal);
        const RowUndo undo = rules.apply(position, move);
        EXPECT_EQ(row_grundy_sum(position, grundy), 0);
        rules.undo(position, undo);
    }
    EXPECT_EQ(solver.stats().positions_searched, 0U);
}

TEST(RowSolver, FinishedGames) {
    RowSolver misere(Convention::misere, 3);
    RowSolver normal(Convention::normal, 3);
    const RowPosition empty = row_from_bits(0, 5);
    EXPECT_TRUE(misere.player_to_move_wins(empty)) << "the opponent took the last match";
    EXPECT_FALSE(normal.player_to_move_wins(empty));
    EXPECT_TRUE(misere.winning_moves(empty).empty());
    EXPECT_FALSE(misere.find_winning_move(empty).has_value());
}

TEST(RowSolver, ATinyTranspositionTableGivesTheSameAnswers) {
    RowSolver tiny(Convention::misere, 3, 16);
    RowSolver roomy(Convention::misere, 3);
    const RowPosition position = RowPosition::full(24);
    EXPECT_EQ(tiny.winning_moves(position), roomy.winning_moves(position));
    EXPECT_LE(tiny.stats().positions_stored, 16U);
    EXPECT_GT(tiny.stats().table_restarts, 0U);
    EXPECT_EQ(roomy.stats().table_restarts, 0U);
    EXPECT_GT(roomy.stats().memory_bytes, 0U);
}

}  // namespace
}  // namespace marienbad
