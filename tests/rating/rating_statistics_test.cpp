// The rating's arithmetic on small fixed sets of results: Wilson's interval, the Elo fit of two and
// three levels with its intervals (checked against an independent computation), a level that won
// every game still rated finitely, levels that never met refused; and each level's totals, score
// and thrown wins computed from a fixed tournament result.
#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "rating/rating_report.hpp"
#include "rating/rating_statistics.hpp"

namespace marienbad {
namespace {

TEST(WilsonInterval, KnownValues) {
    const Interval a = wilson_interval(26, 120);
    EXPECT_NEAR(a.low, 0.15236723564151497, 1e-12);
    EXPECT_NEAR(a.high, 0.29854362532908374, 1e-12);
    const Interval b = wilson_interval(50, 100);
    EXPECT_NEAR(b.low, 0.4038315303659956, 1e-12);
    EXPECT_NEAR(b.high, 0.5961684696340044, 1e-12);
    // No win at all: the interval starts at 0 and still has a width.
    const Interval c = wilson_interval(0, 10);
    EXPECT_NEAR(c.low, 0.0, 1e-12);
    EXPECT_NEAR(c.high, 0.2775327998628892, 1e-12);
    EXPECT_THROW(wilson_interval(0, 0), std::invalid_argument);
}

TEST(EloFit, TwoLevels) {
    // 30 wins to 70, and the drawn game each pair is given: 30.5 to 70.5.
    const EloRatings ratings = fit_elo({{0, 30}, {70, 0}});
    EXPECT_DOUBLE_EQ(ratings.elo[0], 0.0);
    EXPECT_DOUBLE_EQ(ratings.half_width[0], 0.0);
    EXPECT_NEAR(ratings.elo[1], 145.55571105784514, 1e-6);
    EXPECT_NEAR(ratings.half_width[1], 73.79188464527749, 1e-6);
    // 400 points are a score of 10 to 1.
    const EloRatings ten_to_one = fit_elo({{0, 9.5}, {99.5, 0}});
    EXPECT_NEAR(ten_to_one.elo[1], 400.0, 1e-6);
}

TEST(EloFit, ThreeLevelsAnchoredOnTheFirst) {
    const EloRatings ratings = fit_elo({{0, 20, 5}, {60, 0, 30}, {95, 50, 0}});
    EXPECT_NEAR(ratings.elo[1], 246.696587109341, 1e-6);
    EXPECT_NEAR(ratings.elo[2], 379.157199017413, 1e-6);
    EXPECT_NEAR(ratings.half_width[1], 78.66351290062117, 1e-6);
    EXPECT_NEAR(ratings.half_width[2], 83.64952437534699, 1e-6);
    // Anchored elsewhere, the differences stay.
    const EloRatings on_second = fit_elo({{0, 20, 5}, {60, 0, 30}, {95, 50, 0}}, 1);
    EXPECT_NEAR(on_second.elo[0], -246.696587109341, 1e-6);
    EXPECT_NEAR(on_second.elo[2], 379.157199017413 - 246.696587109341, 1e-6);
}

TEST(EloFit, EveryGameWonStillRatedFinitely) {
    const EloRatings ratings = fit_elo({{0, 0}, {200, 0}});
    EXPECT_TRUE(std::isfinite(ratings.elo[1]));
    EXPECT_NEAR(ratings.elo[1], 400.0 * std::log10(200.5 / 0.5), 1e-6);
}

TEST(EloFit, LevelsThatNeverMetAreRefused) {
    EXPECT_THROW(fit_elo({{0, 5, 0}, {5, 0, 0}, {0, 0, 0}}), std::domain_error);
    EXPECT_THROW(fit_elo({{0, 1}, {1, 0}}, 2), std::invalid_argument);
}

TEST(RateLevels, TotalsScoresAndThrownWinsOfEachLevel) {
    TournamentResult result;
    result.levels = {1, 3};
    result.pairs.assign(2, std::vector<PairRecord>(2));
    result.pairs[0][1] = {
        .games = 120, .wins = 26, .moves = 700, .won_turns = 300, .thrown_away = 240};
    result.pairs[1][0] = {
        .games = 120, .wins = 94, .moves = 650, .won_turns = 500, .thrown_away = 60};
    const std::vector<LevelRating> ratings = rate_levels(result);
    ASSERT_EQ(ratings.size(), 2U);
    EXPECT_EQ(ratings[0].level, 1);
    EXPECT_EQ(ratings[1].level, 3);
    EXPECT_DOUBLE_EQ(ratings[0].score, 26.0 / 120.0);
    EXPECT_NEAR(ratings[0].score_interval.low, 0.15236723564151497, 1e-12);
    EXPECT_DOUBLE_EQ(ratings[0].thrown_away_per_game, 2.0);
    EXPECT_DOUBLE_EQ(ratings[1].thrown_away_per_game, 0.5);
    EXPECT_DOUBLE_EQ(ratings[0].elo, 0.0);
    EXPECT_NEAR(ratings[1].elo, 400.0 * std::log10(94.5 / 26.5), 1e-6);
}

}  // namespace
}  // namespace marienbad
