// Sums of octal heaps solved (octal/octal_position_solver.hpp): in both conventions, the
// outcome and every winning move against a plain game-tree search on every sum of up to 14
// tokens; misère play by the quotient, and by search past the quotient's budget, the quotient
// of the smaller heaps deciding the sums of them; a search past its limit gives up.
#include <gtest/gtest.h>

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "octal/octal_misere_search.hpp"
#include "octal/octal_position_solver.hpp"
#include "support/heap_sums.hpp"
#include "support/octal_codes.hpp"

namespace marienbad {
namespace {

using testing::code_of;

using testing::for_each_heap_sum;

// Whether the player to move wins, by the game tree: no move left is a loss in normal play
// and a win in misère play.
class TreeSearch {
  public:
    TreeSearch(const OctalCode& code, Convention convention)
        : code_(code), convention_(convention) {}

    bool wins(std::vector<int> heaps) {
        std::sort(heaps.begin(), heaps.end());
        if (const auto known = memo_.find(heaps); known != memo_.end()) {
            return known->second;
        }
        bool any_move = false;
        bool winning = false;
        for (std::size_t i = 0; i < heaps.size() && !winning; ++i) {
            for (const OctalMove& move : octal_moves(code_, heaps[i])) {
                any_move = true;
                if (!wins(after(heaps, i, move))) {
                    winning = true;
                    break;
                }
            }
        }
        if (!any_move) {
            winning = convention_ == Convention::misere;
        }
        memo_[heaps] = winning;
        return winning;
    }

    static std::vector<int> after(std::vector<int> heaps, std::size_t i, const OctalMove& move) {
        heaps[i] = move.first;
        heaps.push_back(move.second);
        std::erase(heaps, 0);
        return heaps;
    }

  private:
    OctalCode code_;
    Convention convention_;
    std::map<std::vector<int>, bool> memo_;
};

void expect_as_tree_search(const std::string& code, Convention convention, OctalSolveMethod method,
                           int tokens) {
    TreeSearch tree(code_of(code), convention);
    for_each_heap_sum(tokens, tokens, [&](const std::vector<int>& heaps) {
        const OctalSolution solution = solve_octal_sum(code_of(code), heaps, convention).value();
        ASSERT_EQ(solution.method, method);
        ASSERT_EQ(solution.player_to_move_wins, tree.wins(heaps))
            << code << " " << ::testing::PrintToString(heaps);
        std::vector<OctalSumMove> expected;
        for (std::size_t i = 0; i < heaps.size(); ++i) {
            for (const OctalMove& move : octal_moves(code_of(code), heaps[i])) {
                if (!tree.wins(TreeSearch::after(heaps, i, move))) {
                    expected.push_back({static_cast<int>(i), move});
                }
            }
        }
        ASSERT_EQ(solution.winning_moves, expected)
            << code << " " << ::testing::PrintToString(heaps);
    });
}

TEST(OctalSumSolver, NormalPlayByGrundyValues) {
    for (const char* code : {"0.07", "0.77", "0.137", "4.7", "0.6"}) {
        expect_as_tree_search(code, Convention::normal, OctalSolveMethod::grundy_values, 14);
    }
}

TEST(OctalSumSolver, MiserePlayByTheQuotient) {
    for (const char* code : {"0.07", "0.777", "0.75", "4.4"}) {
        expect_as_tree_search(code, Convention::misere, OctalSolveMethod::misere_quotient, 14);
    }
}

TEST(OctalSumSolver, MiserePlayBySearchPastTheBudget) {
    // 0.6's quotient stops at heap 17 (304 elements to heap 16): a sum holding a heap of 18 is
    // searched, the sums of heaps up to 16 decided by the quotient.
    const std::vector<int> heaps = {3, 18, 5};
    const OctalSolution solution =
        solve_octal_sum(code_of("0.6"), heaps, Convention::misere).value();
    EXPECT_EQ(solution.method, OctalSolveMethod::exhaustive_search);
    ASSERT_TRUE(solution.quotient_stop.has_value());
    EXPECT_EQ(solution.quotient_stop->heap, 17);
    EXPECT_EQ(solution.quotient_order, 304);
    EXPECT_GT(solution.searched_positions, 0U);
    TreeSearch tree(code_of("0.6"), Convention::misere);
    EXPECT_EQ(solution.player_to_move_wins, tree.wins(heaps));
    std::vector<OctalSumMove> expected;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        for (const OctalMove& move : octal_moves(code_of("0.6"), heaps[i])) {
            if (!tree.wins(TreeSearch::after(heaps, i, move))) {
                expected.push_back({static_cast<int>(i), move});
            }
        }
    }
    EXPECT_EQ(solution.winning_moves, expected);
}

TEST(OctalSumSolver, SearchPastItsLimitGivesUp) {
    OctalSolveLimits limits;
    limits.quotient_budget = 10;
    limits.max_search_positions = 50;
    std::optional<QuotientStop> stop;
    EXPECT_EQ(solve_octal_sum(code_of("0.07"), {20, 21, 22}, Convention::misere, limits, &stop),
              std::nullopt);
    ASSERT_TRUE(stop.has_value());
    EXPECT_EQ(stop->heap, 10);  // 24 elements from heap 10 on
}

TEST(OctalMisereSearch, CountsAndLimits) {
    OctalMisereSearch search(code_of("0.77"), 10);
    EXPECT_EQ(search.player_to_move_wins({}), true);    // no move: the opponent moved last
    EXPECT_EQ(search.player_to_move_wins({1}), false);  // the last match is for the mover
    EXPECT_EQ(search.player_to_move_wins({30, 29, 28}), std::nullopt);
}

}  // namespace
}  // namespace marienbad
