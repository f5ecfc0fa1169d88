// Published nim-sequences and periods: Kayles (0.77, also 0.771), Dawson's Kayles (0.07) and
// Dawson's chess (0.137) against the OEIS, the periods the Octal Periodicity Theorem proves
// for them and for 0.16 (octal/octal_game.hpp).
//
// The OEIS data are those of jOEIS, Sean A. Irvine's Java implementation of the OEIS
// (github.com/archmageirvine/joeis/blob/master/src/irvine/oeis/a002/A002186.java and A002187): the
// first terms, after which its next() repeats the last period (12 for A002186 from a(72), 34
// for A002187 from a(68)). A002187 counts Dawson's chess, 0.137, with a(0) for a heap of 0:
// Dawson's Kayles on a heap of n is Dawson's chess on n - 1, so under 0.07 heap n has the
// value a(n - 1), and the last exceptional heap, 51 in A002187, is 52.
#include <gtest/gtest.h>

#include <cstddef>
#include <string_view>
#include <vector>

#include "octal/octal_code.hpp"
#include "octal/octal_game.hpp"
#include "octal/octal_periodicity.hpp"
#include "support/octal_codes.hpp"

namespace marienbad {
namespace {

using testing::code_of;

// OEIS A002186, Kayles, a(0..83).
const std::vector<int> k_a002186_start = {
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8,
    5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2,
    1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
};

// OEIS A002187, Dawson's chess, a(0..101).
const std::vector<int> k_a002187_start = {
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2,
    1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
    3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3,
    3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4,
};

// a(0..count-1) of a sequence given by its first terms, the last `period` of them repeating.
std::vector<int> extended(const std::vector<int>& start, int period, int count) {
    std::vector<int> terms;
    for (int n = 0; n < count; ++n) {
        const int size = static_cast<int>(start.size());
        const int index = n < size ? n : size - period + (n - size) % period;
        terms.push_back(start[static_cast<std::size_t>(index)]);
    }
    return terms;
}

std::vector<int> kayles_oeis(int count) {
    return extended(k_a002186_start, 12, count);
}

std::vector<int> dawsons_chess_oeis(int count) {
    return extended(k_a002187_start, 34, count);
}

TEST(OctalKnownSequences, OeisDataAsRead) {
    ASSERT_EQ(k_a002186_start.size(), 84U);
    ASSERT_EQ(k_a002187_start.size(), 102U);
    // The repeated part really is periodic in the data: a(n + p) = a(n) where both are given.
    EXPECT_EQ(k_a002186_start[70], 6);  // Kayles' last exception: a(70 + 12) = 2
    EXPECT_EQ(k_a002187_start[51], 2);  // Dawson's chess' last: a(51 + 34) = 9
    EXPECT_EQ(kayles_oeis(200)[83 + 12], k_a002186_start[83]);
}

TEST(OctalKnownSequences, KaylesIsA002186) {
    EXPECT_EQ(analyse_octal_game(code_of("0.77"), 1000).values, kayles_oeis(1000));
    // Taking one from a heap of one, or two, was always allowed: 0.771 is the same game.
    EXPECT_EQ(analyse_octal_game(code_of("0.771"), 1000).values, kayles_oeis(1000));
}

TEST(OctalKnownSequences, DawsonsChessIsA002187) {
    EXPECT_EQ(analyse_octal_game(code_of("0.137"), 1000).values, dawsons_chess_oeis(1000));
}

TEST(OctalKnownSequences, DawsonsKaylesIsA002187OneHeapOn) {
    std::vector<int> expected = dawsons_chess_oeis(999);
    expected.insert(expected.begin(), 0);
    EXPECT_EQ(analyse_octal_game(code_of("0.07"), 1000).values, expected);
}

TEST(OctalKnownSequences, KaylesHasPeriod12FromHeap71) {
    const OctalAnalysis analysis = analyse_octal_game(code_of("0.77"), 1000);
    EXPECT_EQ(analysis.preperiod, 71);
    EXPECT_EQ(analysis.period, 12);
    // Guy and Smith's window: 71 <= n < 2 * 71 + 12 + 2 = 156, read up to G(155 + 12).
    const Periodicity kayles{71, 12};
    EXPECT_EQ(values_needed_for_proof(code_of("0.77"), kayles), 168);
    EXPECT_FALSE(analyse_octal_game(code_of("0.77"), 167).period.has_value());
    EXPECT_EQ(analyse_octal_game(code_of("0.77"), 168).period, 12);
}

TEST(OctalKnownSequences, DawsonsKaylesHasPeriod34FromHeap53) {
    const OctalAnalysis analysis = analyse_octal_game(code_of("0.07"), 1000);
    EXPECT_EQ(analysis.preperiod, 53);
    EXPECT_EQ(analysis.period, 34);
    EXPECT_EQ(values_needed_for_proof(code_of("0.07"), {53, 34}), 2 * 53 + 34 + 2 + 34);
}

TEST(OctalKnownSequences, DawsonsChessHasPeriod34FromHeap52) {
    const OctalAnalysis analysis = analyse_octal_game(code_of("0.137"), 1000);
    EXPECT_EQ(analysis.preperiod, 52);
    EXPECT_EQ(analysis.period, 34);
}

TEST(OctalKnownSequences, ComputingUntilPeriodicStopsWhereTheProofEnds) {
    const OctalAnalysis kayles = analyse_octal_game_until_periodic(code_of("0.77"), 1 << 20);
    EXPECT_EQ(kayles.preperiod, 71);
    EXPECT_EQ(kayles.period, 12);
    EXPECT_EQ(kayles.values, kayles_oeis(168));

    const OctalAnalysis dawsons_kayles =
        analyse_octal_game_until_periodic(code_of("0.07"), 1 << 20);
    EXPECT_EQ(dawsons_kayles.preperiod, 53);
    EXPECT_EQ(dawsons_kayles.period, 34);
    EXPECT_EQ(dawsons_kayles.values.size(), 2U * 53 + 34 + 2 + 34);
}

TEST(OctalKnownSequences, GangolliAndPlambecksLongPeriod) {
    // 0.16 was shown periodic by Gangolli and Plambeck (1989) with period 149459 after a
    // preperiod of about 105350 heaps: half a million values, beyond the definition's reach in
    // a test, prove it here.
    const OctalAnalysis analysis = analyse_octal_game_until_periodic(code_of("0.16"), 1 << 20);
    EXPECT_EQ(analysis.period, 149459);
    EXPECT_EQ(analysis.preperiod, 105351);
    EXPECT_EQ(analysis.values.size(), 2U * 105351 + 2 * 149459 + 2);
}

TEST(OctalKnownSequences, TheMatchstickRowIsNotProvedPeriodic) {
    // Handout 004's 0.777: its nim-sequence is not known to be periodic.
    const OctalAnalysis row = analyse_octal_game_until_periodic(consecutive_takes_code(3), 1 << 14);
    EXPECT_EQ(row.values.size(), 1U << 14);
    EXPECT_FALSE(row.preperiod.has_value());
    EXPECT_FALSE(row.period.has_value());
    // Its first values, as the definition gives them (handout 004's rows of 0..11 matches).
    EXPECT_EQ(std::vector<int>(row.values.begin(), row.values.begin() + 12),
              (std::vector<int>{0, 1, 2, 3, 4, 1, 6, 3, 2, 1, 6, 7}));
}

}  // namespace
}  // namespace marienbad
