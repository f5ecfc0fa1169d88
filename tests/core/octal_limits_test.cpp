// The octal computations within their limits: the misère search goes as deep as a game
// lasts without recursion and gives up past its memory budget; the nim-sequence, the misère
// quotient and `solve octal` stop where a ComputeLimit is spent, keeping what they computed, and
// say where they were. On a clock the test advances, so nothing depends on the machine's speed.
#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <vector>

#include "core/compute_limit.hpp"
#include "octal/misere_quotient_engine.hpp"
#include "octal/octal_misere_search.hpp"
#include "octal/octal_position_solver.hpp"
#include "octal/octal_stages.hpp"
#include "octal/sparse_space_values.hpp"
#include "support/octal_codes.hpp"

namespace marienbad {
namespace {

using testing::code_of;

using namespace std::chrono_literals;

// A limit of `steps` steps: its clock moves one second at each look; memory never counts.
struct SteppedClock {
    ComputeLimit::Clock::time_point now{};
};
ComputeLimit limit_of_steps(SteppedClock& clock, int steps) {
    return ComputeLimit(
        {std::chrono::seconds(steps), std::numeric_limits<std::size_t>::max()}, {},
        [&clock] { return clock.now += 1s; }, [] { return std::size_t{0}; });
}

// 0.3: a move takes one token and leaves the rest as one heap: a heap of n tokens is a game of n
// moves, the last one lost in misère play, so the player to move wins exactly when n is even. The
// search goes 300,000 moves deep, far deeper than the program's stack would let a recursion go.
TEST(OctalMisereSearchLimits, AGameAsDeepAsItsTokensIsSearchedWithoutRecursion) {
    OctalMisereSearch search(code_of("0.3"));
    EXPECT_EQ(search.player_to_move_wins({300'000}), true);
    EXPECT_EQ(search.player_to_move_wins({299'999}), false);
    EXPECT_EQ(search.positions(), 300'000U);
}

TEST(OctalMisereSearchLimits, GivesUpPastItsMemoryBudget) {
    const std::size_t budget = 20'000;
    OctalMisereSearch search(code_of("0.6"), {std::size_t{1} << 30, budget, nullptr}, nullptr);
    EXPECT_EQ(search.player_to_move_wins(std::vector<int>(300, 40)), std::nullopt);
    // What it keeps is counted: the heaps' moves and the sums, never far past the budget.
    EXPECT_LT(search.bytes(), budget + 2'000U);
    // The same sum with room enough for its start is still given up by its positions.
    OctalMisereSearch counted(code_of("0.6"), {100, std::size_t{1} << 30, nullptr}, nullptr);
    EXPECT_EQ(counted.player_to_move_wins(std::vector<int>(300, 40)), std::nullopt);
    EXPECT_LE(counted.positions(), 100U + 300U * 40U);
}

TEST(OctalMisereSearchLimits, StopsWhereTheComputeLimitIsSpent) {
    SteppedClock clock;
    ComputeLimit limit = limit_of_steps(clock, 50);
    OctalMisereSearch search(code_of("0.6"), {std::size_t{1} << 30, std::size_t{1} << 30, &limit},
                             nullptr);
    try {
        search.player_to_move_wins({40, 40, 40, 40});
        FAIL() << "the limit was spent";
    } catch (const ComputeLimitReached& reached) {
        EXPECT_EQ(reached.at().stage, static_cast<int>(OctalStage::misere_search));
        EXPECT_EQ(reached.spent(), ComputeBudget::time);
    }
}

TEST(SparseSpaceValuesLimits, StopAtTheLimitKeepingTheValuesComputed) {
    SteppedClock clock;
    ComputeLimit limit = limit_of_steps(clock, 100);
    SparseSpaceValues values(code_of("0.777"), &limit);
    try {
        values.extend_to(1000);
        FAIL() << "the limit was spent";
    } catch (const ComputeLimitReached& reached) {
        EXPECT_EQ(reached.at().stage, static_cast<int>(OctalStage::grundy_values));
        EXPECT_EQ(reached.at().done, values.values().size());
        EXPECT_EQ(reached.at().total, 1000U);
        EXPECT_LT(values.values().size(), 1000U);
    }
    // What was computed is right: the start of 0.777's nim-sequence.
    ASSERT_GE(values.values().size(), 8U);
    EXPECT_EQ(std::vector<int>(values.values().begin(), values.values().begin() + 8),
              (std::vector<int>{0, 1, 2, 3, 4, 1, 6, 3}));
}

TEST(MisereQuotientEngineLimits, StopsAtTheLimitKeepingTheHeapsProved) {
    SteppedClock clock;
    ComputeLimit limit = limit_of_steps(clock, 30);
    MisereQuotientEngine engine(code_of("0.07"), k_default_quotient_budget, &limit);
    try {
        engine.extend_to(30);
        FAIL() << "the limit was spent";
    } catch (const ComputeLimitReached& reached) {
        EXPECT_EQ(reached.at().stage, static_cast<int>(OctalStage::misere_quotient));
        EXPECT_EQ(reached.at().total, 30U);
        EXPECT_LT(engine.max_heap(), 30);
        EXPECT_GE(static_cast<int>(reached.at().done), engine.max_heap());
    }
}

TEST(OctalSumSolverLimits, TooManyWinningMovesAreNotListed) {
    OctalSolveLimits limits;
    limits.max_winning_moves = 3;
    // 0.4 on a heap of 1000: a split into two equal-valued halves wins; there are many.
    const OctalSolution solution =
        solve_octal_sum(code_of("0.4"), {1000}, Convention::normal, limits).value();
    EXPECT_TRUE(solution.too_many_winning_moves);
    EXPECT_TRUE(solution.winning_moves.empty());
    limits.max_winning_moves = 1'000'000;
    const OctalSolution all =
        solve_octal_sum(code_of("0.4"), {1000}, Convention::normal, limits).value();
    EXPECT_FALSE(all.too_many_winning_moves);
    EXPECT_GT(all.winning_moves.size(), 3U);
}

}  // namespace
}  // namespace marienbad
