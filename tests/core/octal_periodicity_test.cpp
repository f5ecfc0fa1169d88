// Proving nim-sequences periodic (octal/octal_periodicity.hpp): the windows of the Octal
// Periodicity Theorem for games that split heaps and for subtraction games, the least period
// and preperiod, and no claim that longer sequences contradict, including the traps of a
// preperiod 0.
#include <gtest/gtest.h>

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "octal/octal_code.hpp"
#include "octal/octal_game.hpp"
#include "octal/octal_naive_values.hpp"
#include "octal/octal_periodicity.hpp"
#include "support/octal_codes.hpp"

namespace marienbad {
namespace {

using testing::code_of;

std::optional<Periodicity> proved(std::string_view text, int count) {
    const OctalCode octal = code_of(text);
    return find_proved_periodicity(octal, naive_octal_values(octal, count));
}

TEST(OctalPeriodicity, WindowOfGamesThatSplit) {
    // 2e + p + t, and one more for e = 0.
    EXPECT_EQ(proof_window_end(code_of("0.77"), {71, 12}), 2 * 71 + 12 + 2);
    EXPECT_EQ(proof_window_end(code_of("0.137"), {52, 34}), 2 * 52 + 34 + 3);
    EXPECT_EQ(proof_window_end(code_of("4.7"), {0, 2}), 0 + 2 + 1 + 1);
    EXPECT_EQ(values_needed_for_proof(code_of("0.77"), {71, 12}), 2 * 71 + 12 + 2 + 12);
}

TEST(OctalPeriodicity, WindowOfSubtractionGames) {
    // e + t: a value depends on the t values before it only. One more for e = 0.
    EXPECT_EQ(proof_window_end(code_of("0.333"), {5, 4}), 5 + 3);
    EXPECT_EQ(proof_window_end(code_of("0.333"), {0, 4}), 0 + 3 + 1);
    EXPECT_EQ(values_needed_for_proof(code_of("0.333"), {0, 4}), 8);
}

TEST(OctalPeriodicity, SubtractionGames) {
    // Taking 1, 1..2, 1..3 from a heap: n mod 2, 3, 4 from the start.
    EXPECT_EQ(proved("0.3", 100), (Periodicity{0, 2}));
    EXPECT_EQ(proved("0.33", 100), (Periodicity{0, 3}));
    EXPECT_EQ(proved("0.333", 100), (Periodicity{0, 4}));
    EXPECT_EQ(proved("0.333", 8), (Periodicity{0, 4}));
    EXPECT_EQ(proved("0.333", 7), std::nullopt);
    // Only a heap of one token can be taken: 0, 1, then 0 for ever.
    EXPECT_EQ(proved("0.1", 100), (Periodicity{2, 1}));
}

TEST(OctalPeriodicity, TheLeastPeriodAndPreperiod) {
    // 24 and 36 are periods of Kayles too, and 72 a preperiod: the least ones are reported.
    EXPECT_EQ(proved("0.77", 5000), (Periodicity{71, 12}));
    EXPECT_EQ(proved("0.051", 2000), (Periodicity{48, 48}));
}

TEST(OctalPeriodicity, NothingProvedWithoutValues) {
    EXPECT_EQ(find_proved_periodicity(code_of("0.77"), std::span<const int>{}), std::nullopt);
    EXPECT_EQ(proved("0.77", 100), std::nullopt);
    EXPECT_FALSE(analyse_octal_game(code_of("0.77"), 0).period.has_value());
    EXPECT_TRUE(analyse_octal_game_until_periodic(code_of("0.77"), 0).values.empty());
}

TEST(OctalPeriodicity, PreperiodZeroNeedsOneMoreValue) {
    // 0.04 starts 0 0 0 0 1: with the window 2e + p + t alone, G(0..3) would "prove" that
    // every value is 0. 0.01 starts 0 0 1 0 0 0 ...: with e + t alone, G(0..4) would prove
    // period 3 from 0; G(0..5) prove the truth, 0 from heap 3 on.
    EXPECT_EQ(proved("0.04", 4), std::nullopt);
    EXPECT_EQ(proved("0.01", 5), std::nullopt);
    EXPECT_EQ(proved("0.01", 6), (Periodicity{3, 1}));
}

// Every claim made from the first values of a code holds on many more values.
class OctalPeriodicityClaims : public ::testing::TestWithParam<bool> {};

TEST_P(OctalPeriodicityClaims, HoldFarBeyondTheValuesThatProveThem) {
    constexpr int k_long = 400;
    constexpr int k_longest_prefix = 80;
    int claims = 0;
    for (int first = 0; first < 8; ++first) {
        for (int second = 0; second < 8; ++second) {
            OctalCode octal;
            octal.digits = {GetParam() ? k_octal_leave_two : 0, first, second};
            while (octal.digits.size() > 1 && octal.digits.back() == 0) {
                octal.digits.pop_back();
            }
            const std::vector<int> values = naive_octal_values(octal, k_long);
            for (int count = 0; count <= k_longest_prefix; ++count) {
                const auto claim = find_proved_periodicity(
                    octal, std::span(values).first(static_cast<std::size_t>(count)));
                if (!claim) {
                    continue;
                }
                ++claims;
                for (int heap = claim->preperiod; heap + claim->period < k_long; ++heap) {
                    ASSERT_EQ(values[static_cast<std::size_t>(heap)],
                              values[static_cast<std::size_t>(heap + claim->period)])
                        << to_string(octal) << " from " << count << " values: period "
                        << claim->period << " from " << claim->preperiod;
                }
            }
        }
    }
    EXPECT_GT(claims, 1000);
}

INSTANTIATE_TEST_SUITE_P(WithAndWithoutSplitBeforeThePoint, OctalPeriodicityClaims,
                         ::testing::Bool(), [](const ::testing::TestParamInfo<bool>& test) {
                             return test.param ? "four_point" : "zero_point";
                         });

}  // namespace
}  // namespace marienbad
