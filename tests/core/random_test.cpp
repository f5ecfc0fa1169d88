// The seeded random generator (core/random.hpp): integers stay in their range and reach every
// value, chance() honours probabilities 0 and 1, a seed replays the same sequence, and a stream
// that starts over after a period never counts past it, skipped or drawn.
#include <gtest/gtest.h>

#include <array>
#include <limits>
#include <set>
#include <stdexcept>
#include <vector>

#include "core/random.hpp"

namespace marienbad {
namespace {

TEST(Random, UniformIntStaysInRangeAndHitsEveryValue) {
    Random random(42);
    constexpr int k_low = -3;
    constexpr int k_high = 6;
    std::set<int> seen;
    for (int i = 0; i < 10'000; ++i) {
        const int value = random.uniform_int(k_low, k_high);
        ASSERT_GE(value, k_low);
        ASSERT_LE(value, k_high);
        seen.insert(value);
    }
    EXPECT_EQ(seen.size(), static_cast<std::size_t>(k_high - k_low + 1));
}

TEST(Random, UniformIntIsRoughlyUniform) {
    Random random(7);
    std::array<int, 6> counts{};
    constexpr int k_draws = 60'000;
    for (int i = 0; i < k_draws; ++i) {
        ++counts[static_cast<std::size_t>(random.uniform_int(0, 5))];
    }
    for (const int count : counts) {
        // Each face expects 10'000 draws; 9'000..11'000 is more than 10 standard deviations.
        EXPECT_GT(count, 9'000);
        EXPECT_LT(count, 11'000);
    }
}

TEST(Random, UniformIntOnASingleValueAndOnTheWholeIntRange) {
    Random random(3);
    for (int i = 0; i < 100; ++i) {
        EXPECT_EQ(random.uniform_int(5, 5), 5);
    }
    constexpr int k_min = std::numeric_limits<int>::min();
    constexpr int k_max = std::numeric_limits<int>::max();
    bool negative = false;
    bool positive = false;
    for (int i = 0; i < 1'000; ++i) {
        const int value = random.uniform_int(k_min, k_max);
        negative = negative || value < 0;
        positive = positive || value > 0;
    }
    EXPECT_TRUE(negative);
    EXPECT_TRUE(positive);
}

TEST(Random, UniformIntRejectsAnEmptyRange) {
    Random random(1);
    EXPECT_THROW(random.uniform_int(2, 1), std::invalid_argument);
}

TEST(Random, ChanceZeroNeverAndChanceOneAlways) {
    Random random(11);
    for (int i = 0; i < 10'000; ++i) {
        ASSERT_FALSE(random.chance(0.0));
        ASSERT_FALSE(random.chance(-0.5));
        ASSERT_TRUE(random.chance(1.0));
        ASSERT_TRUE(random.chance(1.5));
    }
}

TEST(Random, ChanceOneHalfGivesBothAnswersEvenly) {
    Random random(5);
    int yes = 0;
    constexpr int k_draws = 10'000;
    for (int i = 0; i < k_draws; ++i) {
        yes += random.chance(0.5) ? 1 : 0;
    }
    EXPECT_GT(yes, 4'500);
    EXPECT_LT(yes, 5'500);
}

std::vector<int> draws(Random::Seed seed) {
    Random random(seed);
    std::vector<int> values;
    for (int i = 0; i < 200; ++i) {
        values.push_back(random.uniform_int(0, 1'000'000));
        values.push_back(random.chance(0.3) ? 1 : 0);
    }
    return values;
}

TEST(Random, SameSeedGivesTheSameSequence) {
    EXPECT_EQ(draws(2024), draws(2024));
    EXPECT_NE(draws(2024), draws(2025));
}

TEST(Random, RemembersItsSeed) {
    Random random(123456789);
    random.uniform_int(0, 10);
    EXPECT_EQ(random.seed(), 123456789U);
}

TEST(Random, PickReturnsEveryElement) {
    Random random(9);
    const std::vector<int> items = {10, 20, 30, 40};
    std::set<int> seen;
    for (int i = 0; i < 1'000; ++i) {
        seen.insert(random.pick(std::span<const int>(items)));
    }
    EXPECT_EQ(seen, (std::set<int>{10, 20, 30, 40}));
}

// The numbers a generator draws, `count` of them.
std::vector<int> next_numbers(Random& random, int count) {
    std::vector<int> numbers;
    for (int i = 0; i < count; ++i) {
        numbers.push_back(random.uniform_int(0, 1'000'000));
    }
    return numbers;
}

TEST(Random, AStreamThatRepeatsStartsOverFromItsSeedAndNeverCountsPastItsPeriod) {
    Random plain(77);
    const std::vector<int> first = next_numbers(plain, 5);
    Random repeating(77);
    repeating.repeat_every(5);
    EXPECT_EQ(next_numbers(repeating, 5), first);
    EXPECT_EQ(repeating.draws(), 5U);
    EXPECT_EQ(next_numbers(repeating, 3), std::vector<int>(first.begin(), first.begin() + 3));
    EXPECT_EQ(repeating.draws(), 3U);
}

TEST(Random, SkippingAcrossThePeriodLandsWhereDrawingDoes) {
    for (const std::uint64_t skipped : {0U, 1U, 4U, 5U, 6U, 10U, 11U, 23U}) {
        Random drawn(91);
        drawn.repeat_every(5);
        next_numbers(drawn, static_cast<int>(skipped));
        Random skipping(91);
        skipping.repeat_every(5);
        skipping.skip(skipped);
        EXPECT_EQ(skipping.draws(), drawn.draws()) << skipped;
        EXPECT_LE(skipping.draws(), 5U) << skipped;
        EXPECT_EQ(next_numbers(skipping, 7), next_numbers(drawn, 7)) << skipped;
    }
}

TEST(Random, ARecordOfTheDrawsRebuildsTheGeneratorAtThePeriod) {
    Random played(5);
    played.repeat_every(4);
    next_numbers(played, 4);
    ASSERT_EQ(played.draws(), 4U);
    Random rebuilt(played.seed());
    rebuilt.skip(played.draws());
    rebuilt.repeat_every(4);
    EXPECT_EQ(next_numbers(rebuilt, 9), next_numbers(played, 9));
    EXPECT_EQ(rebuilt.draws(), played.draws());
}

TEST(Random, APeriodShorterThanWhatWasDrawnIsRefused) {
    Random random(3);
    random.skip(6);
    EXPECT_THROW(random.repeat_every(5), std::invalid_argument);
    EXPECT_THROW(random.repeat_every(0), std::invalid_argument);
    EXPECT_NO_THROW(random.repeat_every(6));
}

}  // namespace
}  // namespace marienbad
