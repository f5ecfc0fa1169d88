// The Grundy values of one queen: the known corner of the table, the table against the mex of
// the definition on square and long thin tables both ways, its zeros are Wythoff's pairs, the
// bounds y - 2x <= G(x, y) <= y + 2x its windows rest on, and the bound on its size.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "games/queen/queen_grundy.hpp"
#include "games/queen/wythoff.hpp"

namespace marienbad {
namespace {

using ::testing::HasSubstr;

// G by its definition: the mex of the values along the column, the row and the diagonal.
std::vector<std::vector<int>> mex_table(int max_x, int max_y) {
    std::vector<std::vector<int>> values(static_cast<std::size_t>(max_x) + 1,
                                         std::vector<int>(static_cast<std::size_t>(max_y) + 1));
    const auto at = [&values](int x, int y) {
        return values[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)];
    };
    for (int x = 0; x <= max_x; ++x) {
        for (int y = 0; y <= max_y; ++y) {
            std::vector<char> seen(static_cast<std::size_t>(2 * (x + y) + 2), 0);
            for (int step = 1; step <= x; ++step) {
                seen[static_cast<std::size_t>(at(x - step, y))] = 1;
            }
            for (int step = 1; step <= y; ++step) {
                seen[static_cast<std::size_t>(at(x, y - step))] = 1;
            }
            for (int step = 1; step <= std::min(x, y); ++step) {
                seen[static_cast<std::size_t>(at(x - step, y - step))] = 1;
            }
            int value = 0;
            while (seen[static_cast<std::size_t>(value)] != 0) {
                ++value;
            }
            values[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)] = value;
        }
    }
    return values;
}

TEST(QueenGrundy, TheKnownCorner) {
    // Wythoff's game's Grundy values (OEIS A004481), x down, y across.
    const std::vector<std::vector<int>> expected{{0, 1, 2, 3, 4, 5, 6, 7},
                                                 {1, 2, 0, 4, 5, 3, 7, 8},
                                                 {2, 0, 1, 5, 3, 4, 8, 6},
                                                 {3, 4, 5, 6, 2, 0, 1, 9},
                                                 {4, 5, 3, 2, 7, 6, 9, 0}};
    const QueenGrundyTable table(4, 7);
    for (int x = 0; x <= 4; ++x) {
        for (int y = 0; y <= 7; ++y) {
            EXPECT_EQ(table.value(x, y),
                      expected[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)])
                << x << ", " << y;
        }
    }
}

TEST(QueenGrundy, TheTableIsTheDefinitionOnEveryShape) {
    for (const auto& [max_x, max_y] : std::vector<std::pair<int, int>>{{0, 0},
                                                                       {1, 1},
                                                                       {80, 80},
                                                                       {3, 700},
                                                                       {700, 3},
                                                                       {0, 500},
                                                                       {500, 0},
                                                                       {130, 40},
                                                                       {40, 130},
                                                                       {64, 63},
                                                                       {63, 64}}) {
        const auto expected = mex_table(max_x, max_y);
        const QueenGrundyTable table(max_x, max_y);
        EXPECT_EQ(table.max_x(), max_x);
        EXPECT_EQ(table.max_y(), max_y);
        for (int x = 0; x <= max_x; ++x) {
            for (int y = 0; y <= max_y; ++y) {
                ASSERT_EQ(table.value(x, y),
                          expected[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)])
                    << x << ", " << y << " of " << max_x << " x " << max_y;
            }
        }
    }
}

TEST(QueenGrundy, ValuesAreSymmetricAndWithinTheirBounds) {
    const QueenGrundyTable table(300, 300);
    for (int x = 0; x <= 300; ++x) {
        for (int y = 0; y <= 300; ++y) {
            const int value = table.value(x, y);
            ASSERT_EQ(value, table.value(y, x));
            ASSERT_GE(value, y - 2 * x);
            ASSERT_LE(value, y + 2 * x);
        }
    }
}

TEST(QueenGrundy, ZerosAreWythoffsSafePositionsOnAThousandByAThousand) {
    const QueenGrundyTable table(999, 999);
    for (std::int64_t x = 0; x <= 999; ++x) {
        for (std::int64_t y = 0; y <= 999; ++y) {
            ASSERT_EQ(table.value(x, y) == 0, is_wythoff_safe(x, y, Convention::normal))
                << x << ", " << y;
        }
    }
}

TEST(QueenGrundy, TheBoundOnCells) {
    EXPECT_TRUE(queen_grundy_table_fits(1'999, 1'999));
    EXPECT_FALSE(queen_grundy_table_fits(2'000, 1'999));
    EXPECT_TRUE(queen_grundy_table_fits(0, k_queen_grundy_max_cells - 1));
    EXPECT_FALSE(queen_grundy_table_fits(0, k_queen_grundy_max_cells));
    EXPECT_FALSE(queen_grundy_table_fits(k_wythoff_max_distance, k_wythoff_max_distance));
    EXPECT_FALSE(queen_grundy_table_fits(-1, 5));
    try {
        const QueenGrundyTable table(2'000, 2'000);
        FAIL() << "a table past the bound was computed";
    } catch (const std::invalid_argument& error) {
        EXPECT_THAT(error.what(), HasSubstr("4000000"));
    }
    const QueenGrundyTable table(3, 4);
    EXPECT_THROW(table.value(4, 0), std::invalid_argument);
    EXPECT_THROW(table.value(0, -1), std::invalid_argument);
}

}  // namespace
}  // namespace marienbad
