// The misère rules of games/row/misere_row_theory.hpp against a plain memoised search over run
// multisets (no theory, no ordering): on every position of up to 26 matches, for max-take 1
// to 5, whenever a rule gives an answer it is the right one. Also the run multiset's summary,
// and the failure of rule 2 for max-take 2 that keeps it to max-take >= 3.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "games/row/misere_row_theory.hpp"
#include "games/row/run_multiset.hpp"
#include "support/plain_misere_search.hpp"

namespace marienbad {
namespace {

using testing::all_run_multisets;
using testing::PlainMisereSearch;
using testing::Runs;

RunMultiset multiset_of(const Runs& runs, int max_take) {
    RunMultiset multiset(max_take);
    for (const int run : runs) {
        multiset.add(run);
    }
    return multiset;
}

class MisereRowTheory : public ::testing::TestWithParam<int> {};

TEST_P(MisereRowTheory, AgreesWithPlainSearchUpToTwentySixMatches) {
    const int max_take = GetParam();
    PlainMisereSearch search(max_take);
    int decided = 0;
    for (const Runs& position : all_run_multisets(26)) {
        const std::optional<bool> by_theory =
            misere_outcome_by_theory(multiset_of(position, max_take));
        if (by_theory) {
            ++decided;
            ASSERT_EQ(*by_theory, search.player_to_move_wins(position))
                << ::testing::PrintToString(position);
        }
    }
    EXPECT_GT(decided, max_take <= 2 ? 20 : 1000) << "positions the rules decided";
}

INSTANTIATE_TEST_SUITE_P(MaxTakes, MisereRowTheory, ::testing::Values(1, 2, 3, 4, 5));

TEST(MisereRowTheory, RuleTwoDoesNotHoldForMaxTakeTwo) {
    PlainMisereSearch search(2);
    EXPECT_TRUE(search.player_to_move_wins({4, 4})) << "two equal long runs, yet won";
    EXPECT_FALSE(misere_outcome_by_theory(multiset_of({4, 4}, 2)).has_value());
    PlainMisereSearch three(3);
    EXPECT_FALSE(three.player_to_move_wins({5, 5}));
    EXPECT_EQ(misere_outcome_by_theory(multiset_of({5, 5}, 3)), false);
    EXPECT_EQ(misere_outcome_by_theory(multiset_of({5, 5, 3}, 3)), true);
    EXPECT_FALSE(misere_outcome_by_theory(multiset_of({5, 6}, 3)).has_value());
}

TEST(RunMultiset, SummaryFollowsAddAndRemove) {
    RunMultiset runs(3);  // short runs: 1..4
    EXPECT_EQ(tame_run_bound(3), 4);
    EXPECT_EQ(tame_run_bound(2), 3);
    EXPECT_EQ(tame_run_bound(1), 1);
    for (const int run : {7, 2, 7, 9, 1, 3}) {
        runs.add(run);
    }
    EXPECT_EQ(runs.runs(), 6);
    EXPECT_EQ(runs.matches(), 29);
    EXPECT_EQ(runs.long_runs(), 3);
    EXPECT_EQ(runs.unpaired_long_lengths(), 1);
    EXPECT_EQ(runs.short_runs_above_one(), 2);
    EXPECT_EQ(runs.short_xor(), 2 ^ 1 ^ 3);
    std::vector<std::uint8_t> key;
    runs.write_key(key);
    EXPECT_EQ(key, (std::vector<std::uint8_t>{1, 2, 3, 7, 7, 9}));
    const std::uint64_t hash = runs.hash();
    runs.remove(9);
    EXPECT_EQ(runs.unpaired_long_lengths(), 0);
    runs.add(9);
    EXPECT_EQ(runs.hash(), hash);
    EXPECT_EQ(multiset_of({9, 7, 3, 7, 2, 1}, 3).hash(), hash) << "order does not matter";
    EXPECT_THROW(runs.remove(5), std::out_of_range);
}

}  // namespace
}  // namespace marienbad
