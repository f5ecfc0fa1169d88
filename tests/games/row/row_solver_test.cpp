// The row's solver (games/row/row_solver.hpp, handout 004) against the handout's own recursion,
// memoised over bit patterns (support/row_brute_force.hpp): every position of every row of up
// to 14 places, normal and misère, max-take 3 (the misère rule of 0.777), and up to 10 places
// for every other max-take (1: the parity of the matches; 2, 4 to 8: the misère quotient): the
// same outcome, the same set of winning moves, find_winning_move one of them, and for rows of
// up to 10 places the exact number of winning replies after every move. Also the quotient
// against the exact search (misere_row_search.hpp, the oracle) on random rows of every
// max-take, the search when the quotient passes its budget, the winning replies on long
// random rows against a count move by move, full rows, and a transposition table too small to
// hold anything.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <tuple>
#include <vector>

#include "core/convention_names.hpp"
#include "core/random.hpp"
#include "games/row/misere_row_search.hpp"
#include "games/row/row_rules.hpp"
#include "games/row/row_solver.hpp"
#include "row_test_support.hpp"
#include "support/row_brute_force.hpp"
#include "support/row_printers.hpp"

namespace marienbad {
namespace {

using ::testing::Contains;
using ::testing::ElementsAreArray;
using testing::row_from_bits;
using testing::RowBitBruteForce;

// The rows of at most this many places also have their winning replies checked.
constexpr int k_reply_check_length = 10;

using testing::k_search_only;

// Convention, max-take, longest row checked.
using SweepCase = std::tuple<Convention, int, int>;

class RowSolverAgainstBruteForce : public ::testing::TestWithParam<SweepCase> {};

TEST_P(RowSolverAgainstBruteForce, EveryPatternOfEveryShortRow) {
    const auto [convention, max_take, max_length] = GetParam();
    RowSolver solver(convention, max_take);
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
            if (length > k_reply_check_length) {
                continue;
            }
            std::vector<RowMoveReplies> expected;
            for (const RowMove& move : brute_force.moves(pattern)) {
                const std::uint32_t after = pattern & ~RowBitBruteForce::mask(move);
                expected.push_back({move, brute_force.winning_moves(after).size()});
            }
            ASSERT_THAT(solver.winning_reply_counts(position), ElementsAreArray(expected))
                << ::testing::PrintToString(position);
        }
    }
}

std::string sweep_name(const ::testing::TestParamInfo<SweepCase>& info) {
    const auto [convention, max_take, max_length] = info.param;
    return (convention == Convention::normal ? "Normal" : "Misere") + std::string("MaxTake") +
           std::to_string(max_take) + "UpTo" + std::to_string(max_length);
}

std::vector<SweepCase> sweep_cases() {
    std::vector<SweepCase> cases{{Convention::misere, 3, 14}, {Convention::normal, 3, 14}};
    for (const int max_take : {1, 2, 4, 5, 6, 7, 8}) {
        cases.emplace_back(Convention::misere, max_take, 10);
        cases.emplace_back(Convention::normal, max_take, 10);
    }
    return cases;
}

INSTANTIATE_TEST_SUITE_P(Sweeps, RowSolverAgainstBruteForce, ::testing::ValuesIn(sweep_cases()),
                         sweep_name);

// A row of `length` places, about three in four holding a match.
RowPosition random_row(int length, Random& random) {
    RowPosition position = RowPosition::full(length);
    for (int place = 0; place < length; ++place) {
        position.set_match(place, random.uniform_int(0, 3) != 0);
    }
    return position;
}

// The winning replies after each move, counted move by move as the computer would without
// winning_reply_counts: the same moves in the same order, the same numbers.
void expect_reply_counts_move_by_move(Convention convention, int max_take, int max_length, int rows,
                                      const RowSolverLimits& limits = {}) {
    const RowRules rules(convention, max_take);
    RowSolver solver(convention, max_take, limits);
    RowSolver by_move(convention, max_take, limits);
    Random random(20261123);
    for (int i = 0; i < rows; ++i) {
        const RowPosition position = random_row(random.uniform_int(1, max_length), random);
        std::vector<RowMoveReplies> expected;
        for (const RowMove& move : rules.legal_moves(position)) {
            RowPosition after = position;
            rules.apply(after, move);
            expected.push_back({move, by_move.winning_moves(after).size()});
        }
        ASSERT_THAT(solver.winning_reply_counts(position), ElementsAreArray(expected))
            << ::testing::PrintToString(position);
    }
}

TEST(RowSolver, WinningRepliesOnLongRowsMisereRule) {
    expect_reply_counts_move_by_move(Convention::misere, 3, k_row_max_length, 40);
}

TEST(RowSolver, WinningRepliesOnLongRowsNormalPlay) {
    expect_reply_counts_move_by_move(Convention::normal, 5, k_row_max_length, 20);
}

TEST(RowSolver, WinningRepliesOnLongRowsMisereQuotient) {
    expect_reply_counts_move_by_move(Convention::misere, 2, k_row_max_length, 20);
    expect_reply_counts_move_by_move(Convention::misere, 7, k_row_max_length, 10);
}

TEST(RowSolver, WinningRepliesByExactSearch) {
    expect_reply_counts_move_by_move(Convention::misere, 4, 24, 20, k_search_only);
}

std::vector<int> run_lengths(const RowPosition& position) {
    std::vector<int> lengths;
    for (const RowRun& run : row_runs(position)) {
        lengths.push_back(run.length);
    }
    return lengths;
}

// The rule (max-take 3: 300 rows of up to 40 places) and the quotient (the other max-takes: 60
// rows of up to 30 places) against the exact search, the oracle they replaced: the outcome and
// every winning move of random rows.
TEST(RowSolver, TheRuleAndTheQuotientAgreeWithTheExactSearchOnRandomRows) {
    for (const int max_take : {2, 3, 4, 5, 6, 7, 8}) {
        const RowRules rules(Convention::misere, max_take);
        RowSolver solver(Convention::misere, max_take);
        MisereRowSearch search(max_take);
        Random random(20261126);
        const bool rule = max_take == 3;
        for (int i = 0; i < (rule ? 300 : 60); ++i) {
            const RowPosition position = random_row(random.uniform_int(1, rule ? 40 : 30), random);
            ASSERT_EQ(solver.player_to_move_wins(position),
                      search.player_to_move_wins(run_lengths(position)))
                << max_take << " " << ::testing::PrintToString(position);
            std::vector<RowMove> winners;
            for (const RowMove& move : rules.legal_moves(position)) {
                RowPosition after = position;
                rules.apply(after, move);
                if (!search.player_to_move_wins(run_lengths(after))) {
                    winners.push_back(move);
                }
            }
            ASSERT_THAT(solver.winning_moves(position), ElementsAreArray(winners))
                << max_take << " " << ::testing::PrintToString(position);
        }
        EXPECT_EQ(solver.method(), rule ? RowMethod::misere_rule : RowMethod::misere_quotient);
        EXPECT_EQ(solver.stats().positions_searched, 0U) << "no search";
    }
}

// The quotient is computed once, to the longest run met, and extended when a longer one comes.
TEST(RowSolver, TheQuotientReachesTheLongestRunMet) {
    RowSolver solver(Convention::misere, 2);
    EXPECT_EQ(solver.quotient(), nullptr);
    EXPECT_TRUE(solver.player_to_move_wins(RowPosition::full(30)));
    ASSERT_NE(solver.quotient(), nullptr);
    EXPECT_EQ(solver.quotient()->max_heap(), 30);
    EXPECT_EQ(solver.quotient()->order(), 40) << "Kayles: 40 elements from heap 27 on";
    solver.player_to_move_wins(RowPosition::full(20));
    EXPECT_EQ(solver.quotient()->max_heap(), 30);
    solver.player_to_move_wins(RowPosition::full(k_row_max_length));
    EXPECT_EQ(solver.quotient()->max_heap(), k_row_max_length);
    EXPECT_FALSE(solver.quotient_stop().has_value());
}

// Past the quotient's budget the solver turns to the exact search, with the same answers.
TEST(RowSolver, PastTheQuotientsBudgetTheSearchDecides) {
    for (const int max_take : {2, 4, 8}) {
        RowSolver by_quotient(Convention::misere, max_take);
        RowSolver by_search(Convention::misere, max_take, k_search_only);
        const RowPosition position = row_from_bits(0b1110111101111110111U, 19);
        EXPECT_EQ(by_search.winning_moves(position), by_quotient.winning_moves(position));
        EXPECT_EQ(by_search.method(), RowMethod::misere_search) << max_take;
        ASSERT_TRUE(by_search.quotient_stop().has_value());
        EXPECT_LE(by_search.quotient_stop()->heap, 3) << max_take;
        EXPECT_EQ(by_search.quotient(), nullptr);
    }
}

TEST(RowSolver, MisereFullRowsOfTwoOrMoreAreWonByTheFirstPlayer) {
    RowSolver solver(Convention::misere, 3);
    RowBitBruteForce brute_force(Convention::misere, 3, 14);
    EXPECT_FALSE(solver.player_to_move_wins(RowPosition::full(1))) << "take the last match";
    for (int length = 2; length <= 14; ++length) {
        const auto pattern = static_cast<std::uint32_t>((1U << static_cast<unsigned>(length)) - 1U);
        EXPECT_TRUE(brute_force.player_to_move_wins(pattern)) << length;
        EXPECT_TRUE(solver.player_to_move_wins(RowPosition::full(length))) << length;
    }
    // Handout 004's 21 matches: taking the middle one leaves 10 + 10, a lost position.
    const std::vector<RowMove> winners = solver.winning_moves(RowPosition::full(21));
    EXPECT_THAT(winners, Contains(RowMove{10, 1}));
}

TEST(RowSolver, LongFullRowsAreWonByLeavingTwoEqualRuns) {
    // Max-take 3 by the rule, at any length: two equal runs are lost for the player to move.
    RowSolver solver(Convention::misere, 3);
    for (const int length : {21, 100, 101, 200, 1000, 100'001}) {
        const RowPosition row = RowPosition::full(length);
        const int take = length % 2 == 0 ? 2 : 1;
        EXPECT_THAT(solver.winning_moves(row), Contains(RowMove{(length - take) / 2, take}))
            << length;
    }
    EXPECT_EQ(solver.stats().positions_searched, 0U) << "the rule needs no search";
    // Max-take 4 by search: its proved rule 2 decides the first move from a full row at once.
    RowSolver search(Convention::misere, 4, k_search_only);
    for (const int length : {21, 100, 101, 200}) {
        const std::optional<RowMove> move = search.find_winning_move(RowPosition::full(length));
        ASSERT_TRUE(move.has_value()) << length;
        EXPECT_EQ(move->start, length - move->start - move->count) << length;
    }
    EXPECT_EQ(search.stats().positions_searched, 4U) << "decided by theory, no search below";
}

TEST(RowSolver, NormalPlayFollowsTheGrundyValues) {
    RowSolver solver(Convention::normal, 3);
    // 0.777's first values, each checked against the brute force by the sweep above.
    const std::vector<int> first = {0, 1, 2, 3, 4, 1, 6, 3, 2, 1, 6, 7, 4, 5, 8, 1, 10};
    for (int n = 0; n < static_cast<int>(first.size()); ++n) {
        EXPECT_EQ(solver.run_grundy(n), first[static_cast<std::size_t>(n)]) << n;
    }
    const auto grundy_sum = [&](const RowPosition& position) {
        int sum = 0;
        for (const RowRun& run : row_runs(position)) {
            sum ^= solver.run_grundy(run.length);
        }
        return sum;
    };
    EXPECT_EQ(solver.player_to_move_wins(RowPosition::full(100)),
              grundy_sum(RowPosition::full(100)) != 0);
    RowPosition position = RowPosition::full(30);
    for (const RowMove& move : solver.winning_moves(position)) {
        const RowRules rules(Convention::normal);
        const RowUndo undo = rules.apply(position, move);
        EXPECT_EQ(grundy_sum(position), 0);
        rules.undo(position, undo);
    }
    EXPECT_EQ(solver.stats().positions_searched, 0U);
}

TEST(RowSolver, FinishedGames) {
    for (int max_take = 1; max_take <= k_row_largest_max_take; ++max_take) {
        RowSolver misere(Convention::misere, max_take);
        RowSolver normal(Convention::normal, max_take);
        const RowPosition empty = row_from_bits(0, 5);
        EXPECT_TRUE(misere.player_to_move_wins(empty)) << "the opponent took the last match";
        EXPECT_FALSE(normal.player_to_move_wins(empty));
        EXPECT_TRUE(misere.winning_moves(empty).empty());
        EXPECT_TRUE(misere.winning_reply_counts(empty).empty());
        EXPECT_FALSE(misere.find_winning_move(empty).has_value());
    }
}

TEST(RowSolver, MethodsByConventionAndMaxTake) {
    EXPECT_EQ(row_method(Convention::normal, 3), RowMethod::nim_sum);
    EXPECT_EQ(row_method(Convention::misere, 1), RowMethod::match_parity);
    EXPECT_EQ(row_method(Convention::misere, 3), RowMethod::misere_rule);
    for (const int max_take : {2, 4, 5, 6, 7, 8}) {
        EXPECT_EQ(row_method(Convention::misere, max_take), RowMethod::misere_quotient);
    }
}

TEST(RowSolver, ATinyTranspositionTableGivesTheSameAnswers) {
    RowSolver tiny(Convention::misere, 4, {16, k_search_only.quotient_budget});
    RowSolver roomy(Convention::misere, 4, k_search_only);
    const RowPosition position = RowPosition::full(24);
    EXPECT_EQ(tiny.winning_moves(position), roomy.winning_moves(position));
    EXPECT_LE(tiny.stats().positions_stored, 16U);
    EXPECT_GT(tiny.stats().table_restarts, 0U);
    EXPECT_EQ(roomy.stats().table_restarts, 0U);
    EXPECT_GT(roomy.stats().memory_bytes, 0U);
}

}  // namespace
}  // namespace marienbad
