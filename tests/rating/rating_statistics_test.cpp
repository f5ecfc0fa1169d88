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

// A level that won all its 200 games has no estimate, only a bound: the rating d at which winning
// 200 games of 200 has a 5 % chance, p^200 = 0.05 with p = 1 / (1 + 10^(-d / 400)) — not the
// imaginary draw's 400 log10(401), which only grows with the games.
TEST(EloFit, EveryGameWonIsALowerBound) {
    const EloRatings ratings = fit_elo({{0, 0}, {200, 0}});
    EXPECT_EQ(ratings.bound[0], EloBound::none);
    EXPECT_EQ(ratings.bound[1], EloBound::lower);
    const double p = std::pow(0.05, 1.0 / 200.0);
    EXPECT_NEAR(ratings.elo[1], 400.0 * std::log10(p / (1.0 - p)), 1e-6);
    EXPECT_LT(ratings.elo[1], 400.0 * std::log10(200.5 / 0.5));
    EXPECT_EQ(ratings.half_width[1], 0.0);
}

// More games won, and none lost, prove more: the bound grows, as the estimate did, but stays
// what the games prove (a little over 400 log10 of the games).
TEST(EloFit, TheBoundGrowsWithTheGamesWon) {
    const double after_500 = fit_elo({{0, 0}, {500, 0}}).elo[1];
    const double after_8000 = fit_elo({{0, 0}, {8000, 0}}).elo[1];
    EXPECT_LT(after_500, after_8000);
    EXPECT_NEAR(after_8000 - after_500, 400.0 * std::log10(8000.0 / 500.0), 5.0);
}

// The usual case: level 3 undefeated against levels 1 and 2, which won games of each other; level
// 3's bound makes its record against them, fitted, a 5 % chance.
TEST(EloFit, AnUndefeatedLevelAmongOthers) {
    const EloRatings ratings = fit_elo({{0, 30, 0}, {70, 0, 0}, {100, 100, 0}});
    EXPECT_EQ(ratings.bound[1], EloBound::none);
    EXPECT_GT(ratings.half_width[1], 0.0);
    ASSERT_EQ(ratings.bound[2], EloBound::lower);
    const auto chance = [](double r, double other) {
        return 1.0 / (1.0 + std::pow(10.0, (other - r) / 400.0));
    };
    // The others as the fit puts them (with the imaginary draws), the bound where the record's
    // chance is 5 %.
    const double r = ratings.elo[2];
    const double fitted_two = ratings.elo[1];
    const double record_chance =
        std::pow(chance(r, 0.0), 100) * std::pow(chance(r, fitted_two), 100);
    EXPECT_GT(record_chance, 0.0);
    EXPECT_LT(std::abs(std::log(record_chance) - std::log(0.05)), 0.05);
}

// A level that won nothing, the anchor winning its games: an upper bound.
TEST(EloFit, ALevelThatNeverWonIsAnUpperBound) {
    const EloRatings ratings = fit_elo({{0, 40, 10}, {0, 0, 0}, {10, 45, 0}});
    EXPECT_EQ(ratings.bound[1], EloBound::upper);
    EXPECT_LT(ratings.elo[1], 0.0);
    EXPECT_EQ(ratings.bound[2], EloBound::none);
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
