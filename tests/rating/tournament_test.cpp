// The rating's games: every board played by every pair of levels from both sides, the same result
// with one thread or several (each board's games seeded from the rating's seed), another seed other
// games; the virtuoso never gives a won position away; a small adaptive rating keeps the levels in
// order against the random player. Tiny ratings only: measuring is the command's business.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "rating/tournament.hpp"

namespace marienbad {
namespace {

TournamentPlan small_plan(const std::string& piles, int threads) {
    TournamentPlan plan;
    plan.game = &find_game("nim")->description();
    plan.values = ParameterValues(plan.game->parameters());
    plan.values.give("--piles", piles);
    plan.games = 60;
    plan.threads = threads;
    return plan;
}

bool same(const TournamentResult& a, const TournamentResult& b) {
    for (std::size_t i = 0; i < a.pairs.size(); ++i) {
        for (std::size_t j = 0; j < a.pairs.size(); ++j) {
            const PairRecord& x = a.pairs[i][j];
            const PairRecord& y = b.pairs[i][j];
            if (x.games != y.games || x.wins != y.wins || x.moves != y.moves ||
                x.won_turns != y.won_turns || x.thrown_away != y.thrown_away) {
                return false;
            }
        }
    }
    return true;
}

TEST(Tournament, EveryPairOnEveryBoardFromBothSides) {
    EXPECT_EQ(boards_for(2000, 4), 167);
    EXPECT_EQ(boards_for(12, 4), 1);
    EXPECT_EQ(boards_for(13, 4), 2);
    EXPECT_EQ(boards_for(2, 2), 1);
    const TournamentResult result = run_tournament(small_plan("3,5,7", 2));
    EXPECT_EQ(result.boards, 5);
    EXPECT_EQ(result.games, 60);
    for (std::size_t i = 0; i < 4; ++i) {
        for (std::size_t j = 0; j < 4; ++j) {
            EXPECT_EQ(result.pairs[i][j].games, i == j ? 0 : 10);
            if (i != j) {
                EXPECT_EQ(result.pairs[i][j].wins + result.pairs[j][i].wins, 10);
            }
        }
    }
    EXPECT_EQ(result.total(3).thrown_away, 0) << "the virtuoso keeps every won position";
}

TEST(Tournament, TheSameWithAnyNumberOfThreads) {
    const TournamentResult one = run_tournament(small_plan("4,6,9,2", 1));
    const TournamentResult three = run_tournament(small_plan("4,6,9,2", 3));
    EXPECT_EQ(three.threads, 3);
    EXPECT_TRUE(same(one, three));
    TournamentPlan other = small_plan("4,6,9,2", 1);
    other.seed = 2;
    EXPECT_FALSE(same(one, run_tournament(other)));
}

TEST(Tournament, AdaptiveLevelsInOrderAgainstTheRandomPlayer) {
    TournamentPlan plan = small_plan("", 2);
    plan.values = ParameterValues(plan.game->parameters());
    plan.values.give("--columns", "7");
    plan.style = StrengthStyle::adaptive;
    plan.games = 240;
    const TournamentResult result = run_tournament(plan);
    for (std::size_t level = 1; level < 4; ++level) {
        EXPECT_GT(result.pairs[level][0].wins, result.pairs[0][level].wins) << level + 1;
    }
}

}  // namespace
}  // namespace marienbad
