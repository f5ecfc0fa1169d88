// The computer's strength (players/strength.hpp): the four named levels and their
// probabilities (beginner 0, medium 1/3, expert 2/3, virtuoso 1), a probability given as is,
// and the level a probability names.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>

#include "players/strength.hpp"

namespace marienbad {
namespace {

TEST(Strength, LevelsAreOrderedByStrength) {
    EXPECT_EQ(k_min_level, 1);
    EXPECT_EQ(k_max_level, 4);
    EXPECT_DOUBLE_EQ(Strength::from_level(1).best_move_probability, 0.0);
    EXPECT_DOUBLE_EQ(Strength::from_level(2).best_move_probability, 1.0 / 3.0);
    EXPECT_DOUBLE_EQ(Strength::from_level(3).best_move_probability, 2.0 / 3.0);
    EXPECT_DOUBLE_EQ(Strength::from_level(4).best_move_probability, 1.0);
}

TEST(Strength, DefaultIsPerfectPlay) {
    EXPECT_DOUBLE_EQ(Strength{}.best_move_probability, 1.0);
}

TEST(Strength, LevelRoundTrips) {
    for (int level = k_min_level; level <= k_max_level; ++level) {
        EXPECT_EQ(Strength::from_level(level).level(), std::optional<int>(level));
    }
}

TEST(Strength, LevelOutOfRangeIsRefused) {
    EXPECT_THROW(Strength::from_level(0), std::invalid_argument);
    EXPECT_THROW(Strength::from_level(5), std::invalid_argument);
    EXPECT_THROW(Strength::from_level(-1), std::invalid_argument);
}

TEST(Strength, FromProbability) {
    EXPECT_DOUBLE_EQ(Strength::from_probability(0.7).best_move_probability, 0.7);
    EXPECT_EQ(Strength::from_probability(0.7).level(), std::nullopt);
    EXPECT_EQ(Strength::from_probability(0.5).level(), std::nullopt);
    EXPECT_EQ(Strength::from_probability(0.0).level(), std::optional<int>(1));
    EXPECT_EQ(Strength::from_probability(1.0 / 3.0).level(), std::optional<int>(2));
    EXPECT_EQ(Strength::from_probability(2.0 / 3.0).level(), std::optional<int>(3));
    EXPECT_EQ(Strength::from_probability(1.0).level(), std::optional<int>(4));
    // A probability typed with a few decimals is not mistaken for a named level.
    EXPECT_EQ(Strength::from_probability(0.33).level(), std::nullopt);
}

TEST(Strength, ProbabilityOutsideZeroOneIsRefused) {
    EXPECT_THROW(Strength::from_probability(-0.01), std::invalid_argument);
    EXPECT_THROW(Strength::from_probability(1.01), std::invalid_argument);
    EXPECT_THROW(Strength::from_probability(std::numeric_limits<double>::quiet_NaN()),
                 std::invalid_argument);
    EXPECT_THROW(Strength::from_probability(std::numeric_limits<double>::infinity()),
                 std::invalid_argument);
}

}  // namespace
}  // namespace marienbad
