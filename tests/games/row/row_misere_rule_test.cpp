// The misère rule of 0.777 (games/row/misere_row_rule.hpp, handout 004's row with max-take 3):
//  - the computational half of its proof: the rule is self-consistent (it says "loses" at a
//    position exactly when it says "wins" at every option) at every position of case (c) of
//    the proof — 0 to 7 runs each of 1, 4, 5 and 10 matches, with no other run or one of 2 to
//    40 matches — and it says "wins" at the empty row; any inconsistent position is reported;
//  - agreement with a plain exhaustive misère search on every multiset of runs of up to 30
//    matches, and with 0.777's misère quotient at every position of the finite check.
// The row's solver, which plays by the rule, is checked against the exact search it replaced
// in row_solver_test.cpp.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "games/row/misere_row_rule.hpp"
#include "games/row/run_grundy.hpp"
#include "octal/misere_quotient.hpp"
#include "support/plain_misere_search.hpp"

namespace marienbad {
namespace {

using testing::all_run_multisets;
using testing::PlainMisereSearch;
using testing::Runs;

constexpr int k_max_take = 3;
// The exceptional lengths, and the proof's bounds for case (c).
constexpr int k_exceptional[] = {1, 4, 5, 10};
constexpr int k_largest_count = 7;
constexpr int k_longest_wild_run = 40;

class MisereRuleOf0777 : public ::testing::Test {
  protected:
    MisereRuleOf0777() : grundy_(k_max_take, 1000) {}

    MisereRuleCounts counts_of(const Runs& runs) const {
        MisereRuleCounts counts;
        for (const int run : runs) {
            counts.add(run, grundy_(run));
        }
        return counts;
    }

    bool rule_says_loses(const Runs& runs) const { return misere_rule_loses(counts_of(runs)); }

    // The first option of `runs` that the rule says is lost for the player then to move, as
    // the runs it leaves; none when it says every option is won. An option's counts are the
    // position's with the run moved in replaced by the (up to) two runs the move leaves.
    std::optional<Runs> lost_option(const Runs& runs) const {
        const MisereRuleCounts counts = counts_of(runs);
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const int run = runs[i];
            if (std::find(runs.begin(), runs.begin() + static_cast<std::ptrdiff_t>(i), run) !=
                runs.begin() + static_cast<std::ptrdiff_t>(i)) {
                continue;  // runs of equal length have the same options
            }
            for (int take = 1; take <= std::min(k_max_take, run); ++take) {
                for (int left = 0; left <= (run - take) / 2; ++left) {
                    const int right = run - take - left;
                    MisereRuleCounts after = counts;
                    after.remove(run, grundy_(run));
                    for (const int part : {left, right}) {
                        if (part != 0) {
                            after.add(part, grundy_(part));
                        }
                    }
                    if (misere_rule_loses(after)) {
                        Runs left_runs = runs;
                        left_runs[i] = left;
                        left_runs.push_back(right);
                        std::erase(left_runs, 0);
                        return left_runs;
                    }
                }
            }
        }
        return std::nullopt;
    }

    // Every option of `runs`: one run of n replaced by a + b, n - a - b = 1..3 (0: no run).
    // Runs of equal length have the same options: those of the first are enough.
    static std::vector<Runs> options(const Runs& runs) {
        std::vector<Runs> found;
        for (std::size_t i = 0; i < runs.size(); ++i) {
            const int run = runs[i];
            if (std::find(runs.begin(), runs.begin() + static_cast<std::ptrdiff_t>(i), run) !=
                runs.begin() + static_cast<std::ptrdiff_t>(i)) {
                continue;
            }
            for (int take = 1; take <= std::min(k_max_take, run); ++take) {
                for (int left = 0; left <= (run - take) / 2; ++left) {
                    Runs after = runs;
                    after[i] = left;
                    after.push_back(run - take - left);
                    std::erase(after, 0);
                    found.push_back(after);
                }
            }
        }
        return found;
    }

    static std::string describe(const Runs& runs) {
        std::ostringstream text;
        text << "runs {";
        for (std::size_t i = 0; i < runs.size(); ++i) {
            text << (i == 0 ? "" : ", ") << runs[i];
        }
        text << "}";
        return text.str();
    }

    RunGrundyValues grundy_;
};

TEST_F(MisereRuleOf0777, GrundyValuesAsTheRuleStatesThem) {
    const std::vector<int> first = {0, 1, 2, 3, 4, 1, 6, 3, 2, 1, 6, 7, 4, 5, 8, 1, 10, 5, 4, 7};
    for (int n = 0; n < static_cast<int>(first.size()); ++n) {
        EXPECT_EQ(grundy_(n), first[static_cast<std::size_t>(n)]) << n;
    }
}

// Case (b) of the proof: a move in a run of 24 or more matches leaves a run of another length
// than 1, 4, 5 and 10 (a + b >= 21 > 10 + 10).
TEST_F(MisereRuleOf0777, AMoveInARunOfTwentyFourOrMoreLeavesAWildRun) {
    const auto exceptional_or_none = [](int n) {
        return n == 0 || std::find(std::begin(k_exceptional), std::end(k_exceptional), n) !=
                             std::end(k_exceptional);
    };
    for (int run = 24; run <= 200; ++run) {
        for (const Runs& after : options({run})) {
            const bool all_exceptional =
                std::all_of(after.begin(), after.end(), exceptional_or_none);
            ASSERT_FALSE(all_exceptional) << run << " -> " << describe(after);
        }
    }
    EXPECT_THAT(options({23}), ::testing::Contains(Runs{10, 10})) << "23 is the last that can not";
}

// Every position of case (c) of the proof: 0 to k_largest_count runs each of 1, 4, 5 and 10
// matches, with no other run or one wild run of 2 to k_longest_wild_run matches, the empty row
// left out.
template <class Visit>
void for_each_position_of_the_finite_check(Visit visit) {
    std::vector<int> wild_runs = {0};  // 0: no wild run
    for (int run = 2; run <= k_longest_wild_run; ++run) {
        if (std::find(std::begin(k_exceptional), std::end(k_exceptional), run) ==
            std::end(k_exceptional)) {
            wild_runs.push_back(run);
        }
    }
    for (int ones = 0; ones <= k_largest_count; ++ones) {
        for (int fours = 0; fours <= k_largest_count; ++fours) {
            for (int fives = 0; fives <= k_largest_count; ++fives) {
                for (int tens = 0; tens <= k_largest_count; ++tens) {
                    for (const int wild : wild_runs) {
                        Runs runs;
                        runs.insert(runs.end(), static_cast<std::size_t>(ones), 1);
                        runs.insert(runs.end(), static_cast<std::size_t>(fours), 4);
                        runs.insert(runs.end(), static_cast<std::size_t>(fives), 5);
                        runs.insert(runs.end(), static_cast<std::size_t>(tens), 10);
                        if (wild != 0) {
                            runs.push_back(wild);
                        }
                        if (!runs.empty()) {
                            visit(runs);
                        }
                    }
                }
            }
        }
    }
}

// Case (c) of the proof: the finite check. Counts 0..4 would do (a count of 5 or more plays as
// the count 2 below it); 0..7 and wild runs to 40 leave a margin.
TEST_F(MisereRuleOf0777, SelfConsistentAtEveryPositionOfTheFiniteCheck) {
    EXPECT_FALSE(rule_says_loses({})) << "the empty row: the opponent took the last match";
    long long checked = 0;
    long long inconsistent = 0;
    for_each_position_of_the_finite_check([&](const Runs& runs) {
        ++checked;
        const bool loses = rule_says_loses(runs);
        const std::optional<Runs> lost = lost_option(runs);
        if (loses == !lost.has_value()) {
            return;
        }
        ++inconsistent;
        ADD_FAILURE() << "inconsistent at " << describe(runs) << ": the rule says "
                      << (loses ? "lost, yet the option " + describe(*lost) + " is lost too"
                                : "won, yet no option is lost");
    });
    EXPECT_EQ(checked, 151'551) << "8^4 count vectors, 36 choices of wild run, less the empty row";
    EXPECT_EQ(inconsistent, 0);
}

// The rule and 0.777's misère quotient (misere_quotient.hpp, what the row plays by with the
// other max-takes), built and proved independently, agree at every position of the finite
// check; the quotient test (misere_quotient_test.cpp) compares them on every position of up to
// 30 matches and on long random ones.
TEST_F(MisereRuleOf0777, TheQuotientOf0777AgreesAtEveryPositionOfTheFiniteCheck) {
    const std::optional<MisereQuotient> quotient =
        compute_misere_quotient(consecutive_takes_code(k_max_take), k_longest_wild_run);
    ASSERT_TRUE(quotient.has_value());
    long long checked = 0;
    for_each_position_of_the_finite_check([&](const Runs& runs) {
        ++checked;
        ASSERT_EQ(quotient->player_to_move_loses(runs), rule_says_loses(runs)) << describe(runs);
    });
    EXPECT_EQ(checked, 151'551);
}

TEST_F(MisereRuleOf0777, AgreesWithExhaustiveSearchUpToThirtyMatches) {
    PlainMisereSearch search(k_max_take);
    const std::vector<Runs> positions = all_run_multisets(30);
    EXPECT_EQ(positions.size(), 28'629U) << "the partitions of 0 to 30";
    for (const Runs& position : positions) {
        ASSERT_EQ(!rule_says_loses(position), search.player_to_move_wins(position))
            << describe(position);
    }
}

TEST_F(MisereRuleOf0777, EachCaseOnAnExample) {
    const auto case_of = [&](const Runs& runs) {
        MisereRuleCounts counts;
        for (const int run : runs) {
            counts.add(run, grundy_(run));
        }
        return misere_rule_case(counts);
    };
    EXPECT_EQ(case_of({10, 10, 3}), MisereRuleCase::nim_sum);
    EXPECT_EQ(case_of({1, 1, 1}), MisereRuleCase::single_matches);
    EXPECT_TRUE(rule_says_loses({1, 1, 1}));
    EXPECT_EQ(case_of({1, 5, 4}), MisereRuleCase::one_five);
    EXPECT_TRUE(rule_says_loses({1, 5, 4})) << "X = 1 ^ 1 ^ 4 = 4, yet lost";
    EXPECT_EQ(case_of({1, 5, 10}), MisereRuleCase::one_five_one_ten);
    EXPECT_TRUE(rule_says_loses({1, 5, 10})) << "X = 6, yet lost";
    EXPECT_EQ(case_of({10, 10}), MisereRuleCase::exceptional_nim_sum);
    EXPECT_TRUE(rule_says_loses({10, 10}));
    EXPECT_EQ(case_of({1, 5}), MisereRuleCase::one_five);
    EXPECT_FALSE(rule_says_loses({1, 5})) << "X = 0, yet won: take the 5's middle 3";
}

}  // namespace
}  // namespace marienbad
