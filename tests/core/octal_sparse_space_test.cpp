// The sparse-space method (octal/sparse_space_values.hpp) against the definition
// (octal/octal_naive_values.hpp): the same nim-sequence, value for value, for handout 004's
// 0.777 and for games that split or only subtract, periodic or not, with or without a digit
// before the point; computed in one go or in steps.
#include <gtest/gtest.h>

#include <bit>
#include <cstddef>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "octal/octal_code.hpp"
#include "octal/octal_naive_values.hpp"
#include "octal/sparse_space_values.hpp"

namespace marienbad {
namespace {

struct SequenceCase {
    std::string code;
    int count;
};

void PrintTo(const SequenceCase& sequence, std::ostream* out) {
    *out << sequence.code << " to " << sequence.count;
}

class OctalSparseSpaceAgainstNaive : public ::testing::TestWithParam<SequenceCase> {};

TEST_P(OctalSparseSpaceAgainstNaive, SameValues) {
    const OctalCode code = parse_octal_code(GetParam().code).code.value();
    const std::vector<int> naive = naive_octal_values(code, GetParam().count);
    const std::vector<int> fast = sparse_space_octal_values(code, GetParam().count);
    ASSERT_EQ(fast.size(), naive.size());
    for (std::size_t heap = 0; heap < naive.size(); ++heap) {
        ASSERT_EQ(fast[heap], naive[heap]) << "heap " << heap;
    }
}

INSTANTIATE_TEST_SUITE_P(
    Codes, OctalSparseSpaceAgainstNaive,
    ::testing::Values(SequenceCase{"0.777", 5000},     // handout 004's row
                      SequenceCase{"0.7777", 3000},    // the row with runs up to 4
                      SequenceCase{"0.77", 2000},      // Kayles
                      SequenceCase{"0.07", 2000},      // Dawson's Kayles
                      SequenceCase{"0.137", 2000},     // Dawson's chess
                      SequenceCase{"0.16", 3000},      // periodic only from 105350 on
                      SequenceCase{"0.165", 3000},     //
                      SequenceCase{"0.4", 2000},       //
                      SequenceCase{"0.6", 3000},       // values growing past 128
                      SequenceCase{"0.04", 3000},      //
                      SequenceCase{"0.56", 2000},      //
                      SequenceCase{"0.051", 2000},     //
                      SequenceCase{"0.7", 2000},       //
                      SequenceCase{"0.123456", 2000},  // every kind of digit
                      SequenceCase{"4.7", 2000},       // split without taking
                      SequenceCase{"4.4", 2000},       //
                      SequenceCase{"4.0", 500},        //
                      SequenceCase{"0.333", 500},      // subtraction games
                      SequenceCase{"0.31", 500},       //
                      SequenceCase{"0.0", 100}),       // no move at all
    [](const ::testing::TestParamInfo<SequenceCase>& test) {
        std::string name = "code_";
        for (const char character : test.param.code) {
            name += character == '.' ? '_' : character;
        }
        return name;
    });

TEST(OctalSparseSpace, ComputingInStepsGivesTheSameValues) {
    const OctalCode row = consecutive_takes_code(3);
    SparseSpaceValues in_steps(row);
    for (const int count : {0, 1, 2, 3, 10, 255, 256, 257, 1000, 3000}) {
        in_steps.extend_to(count);
        ASSERT_EQ(static_cast<int>(in_steps.values().size()), count);
    }
    in_steps.extend_to(10);  // never shrinks
    EXPECT_EQ(in_steps.values(), naive_octal_values(row, 3000));
}

TEST(OctalSparseSpace, NothingToComputeForNoHeaps) {
    EXPECT_TRUE(sparse_space_octal_values(consecutive_takes_code(3), 0).empty());
    EXPECT_TRUE(sparse_space_octal_values(consecutive_takes_code(3), -5).empty());
    EXPECT_EQ(sparse_space_octal_values(consecutive_takes_code(3), 1), std::vector<int>{0});
}

TEST(OctalSparseSpace, TheRowHasFewRareHeaps) {
    // The mask chosen for 0.777 leaves 502 rare heaps, all of them below 10000: from there on
    // every value is common, which is what makes the method fast.
    SparseSpaceValues row(consecutive_takes_code(3));
    row.extend_to(1 << 14);
    EXPECT_EQ(row.rare_position_count(), 502);
    const std::uint32_t mask = row.mask();
    int last_rare_heap = 0;
    for (int heap = 1; heap < (1 << 14); ++heap) {
        const auto value = static_cast<std::uint32_t>(row.values()[static_cast<std::size_t>(heap)]);
        if (std::popcount(value & mask) % 2 == 0) {
            last_rare_heap = heap;
        }
    }
    EXPECT_LT(last_rare_heap, 10000);
}

}  // namespace
}  // namespace marienbad
