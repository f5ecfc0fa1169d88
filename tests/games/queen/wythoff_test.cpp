// Wythoff's pairs in exact integers: the pairs equal the greedy (mex) construction, the
// defining inequality of floor(k phi) holds exactly for huge k, known identities, the index of
// a number, the safe positions of both conventions against a table of outcomes computed from
// the rules of the game, and the winning moves of huge positions.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "core/random.hpp"
#include "games/queen/queen_printers.hpp"
#include "games/queen/wythoff.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

// A random integer in [low, high] (64 bits, for huge indices).
std::int64_t random_between(Random& random, std::int64_t low, std::int64_t high) {
    const auto span = static_cast<std::uint64_t>(high - low) + 1;
    std::uint64_t bits = 0;
    for (int part = 0; part < 4; ++part) {
        bits = (bits << 16U) | static_cast<std::uint64_t>(random.uniform_int(0, 0xFFFF));
    }
    return low + static_cast<std::int64_t>(bits % span);
}

// Whether a = floor(k phi): 2a - k <= k sqrt 5 < 2a + 2 - k, squared (2a - k >= 0).
bool is_floor_of_k_phi(std::int64_t k, std::int64_t a) {
    const auto wide_k = static_cast<UInt128>(k);
    const auto low = static_cast<UInt128>(2 * a - k);
    const auto high = static_cast<UInt128>(2 * a + 2 - k);
    return low * low <= 5 * wide_k * wide_k && 5 * wide_k * wide_k < high * high;
}

TEST(Wythoff, IntegerSquareRoot) {
    EXPECT_EQ(isqrt(0), 0U);
    EXPECT_EQ(isqrt(1), 1U);
    EXPECT_EQ(isqrt(3), 1U);
    EXPECT_EQ(isqrt(4), 2U);
    EXPECT_EQ(isqrt(~UInt128{0}), ~std::uint64_t{0});
    Random random(1);
    for (int trial = 0; trial < 10'000; ++trial) {
        const auto root = static_cast<std::uint64_t>(random_between(random, 0, INT64_MAX)) * 2 +
                          static_cast<std::uint64_t>(random.uniform_int(0, 1));
        const UInt128 square = static_cast<UInt128>(root) * root;
        ASSERT_EQ(isqrt(square), root);
        if (root > 0) {
            ASSERT_EQ(isqrt(square - 1), root - 1);
        }
        ASSERT_EQ(isqrt(square + 1), root);
        ASSERT_EQ(isqrt(square + 2 * static_cast<UInt128>(root)), root);  // (r + 1)^2 - 1
    }
}

TEST(Wythoff, TheFirstPairs) {
    EXPECT_THAT(wythoff_pairs_up_to(12, 100),
                ElementsAre(WythoffPair{0, 0, 0}, WythoffPair{1, 1, 2}, WythoffPair{2, 3, 5},
                            WythoffPair{3, 4, 7}, WythoffPair{4, 6, 10}, WythoffPair{5, 8, 13},
                            WythoffPair{6, 9, 15}, WythoffPair{7, 11, 18}, WythoffPair{8, 12, 20}));
    EXPECT_EQ(wythoff_pairs_up_to(1'000, 3).size(), 3U);
}

TEST(Wythoff, PairsAreTheGreedyConstruction) {
    // a_k: the smallest number not yet in a pair; b_k = a_k + k.
    std::vector<char> used(40'000, 0);
    std::int64_t smallest = 0;
    for (std::int64_t k = 0; k < 10'000; ++k) {
        while (k > 0 && used[static_cast<std::size_t>(smallest)] != 0) {
            ++smallest;
        }
        const WythoffPair pair{k, smallest, smallest + k};
        ASSERT_EQ(wythoff_pair(k), pair);
        used[static_cast<std::size_t>(pair.a)] = 1;
        used[static_cast<std::size_t>(pair.b)] = 1;
    }
}

TEST(Wythoff, HugePairsSatisfyTheDefiningInequality) {
    Random random(2);
    std::vector<std::int64_t> indices{k_wythoff_max_index, k_wythoff_max_index - 1,
                                      618'033'988'749'894'848, 618'033'988'749'894'849,
                                      381'966'011'250'105'151};
    for (int trial = 0; trial < 10'000; ++trial) {
        indices.push_back(random_between(random, 0, k_wythoff_max_index));
    }
    for (const std::int64_t k : indices) {
        const WythoffPair pair = wythoff_pair(k);
        ASSERT_TRUE(is_floor_of_k_phi(k, pair.a)) << k;
        ASSERT_FALSE(is_floor_of_k_phi(k, pair.a + 1)) << k;
        ASSERT_FALSE(is_floor_of_k_phi(k, pair.a - 1)) << k;
        ASSERT_EQ(pair.b, pair.a + k);
    }
    EXPECT_THROW(wythoff_pair(-1), std::invalid_argument);
    EXPECT_THROW(wythoff_pair(k_wythoff_max_index + 1), std::invalid_argument);
}

TEST(Wythoff, KnownIdentities) {
    // a(a(n)) = b(n) - 1 and a(b(n)) = a(n) + b(n), for n >= 1.
    const auto check = [](std::int64_t n) {
        const WythoffPair pair = wythoff_pair(n);
        ASSERT_EQ(wythoff_pair(pair.a).a, pair.b - 1) << n;
        if (pair.b <= k_wythoff_max_index) {
            ASSERT_EQ(wythoff_pair(pair.b).a, pair.a + pair.b) << n;
        }
    };
    for (std::int64_t n = 1; n < 100'000; ++n) {
        ASSERT_NO_FATAL_FAILURE(check(n));
    }
    Random random(3);
    for (int trial = 0; trial < 10'000; ++trial) {
        ASSERT_NO_FATAL_FAILURE(check(random_between(random, 1, 600'000'000'000'000'000)));
    }
}

TEST(Wythoff, IndexOfAgreesWithThePairs) {
    EXPECT_EQ(wythoff_index_of(0), (WythoffIndex{0, WythoffSide::lower}));
    const auto check = [](std::int64_t k) {
        const WythoffPair pair = wythoff_pair(k);
        ASSERT_EQ(wythoff_index_of(pair.a), (WythoffIndex{k, WythoffSide::lower})) << k;
        if (pair.b <= k_wythoff_max_distance) {
            ASSERT_EQ(wythoff_index_of(pair.b), (WythoffIndex{k, WythoffSide::upper})) << k;
        }
    };
    for (std::int64_t k = 1; k < 100'000; ++k) {
        ASSERT_NO_FATAL_FAILURE(check(k));
    }
    Random random(4);
    for (int trial = 0; trial < 10'000; ++trial) {
        ASSERT_NO_FATAL_FAILURE(check(random_between(random, 1, 618'033'988'749'894'848)));
    }
    EXPECT_THROW(wythoff_index_of(-1), std::invalid_argument);
    EXPECT_THROW(wythoff_index_of(k_wythoff_max_distance + 1), std::invalid_argument);
}

// Whether the player to move from (x, y) wins, from the rules alone: a move down, right or
// diagonally to a lost position; at (0, 0), misère's player to move has won.
std::vector<std::vector<char>> outcome_table(int size, Convention convention) {
    std::vector<std::vector<char>> wins(static_cast<std::size_t>(size),
                                        std::vector<char>(static_cast<std::size_t>(size), 0));
    const auto at = [&wins](int x, int y) -> char& {
        return wins[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)];
    };
    for (int x = 0; x < size; ++x) {
        for (int y = 0; y < size; ++y) {
            bool won = x == 0 && y == 0 && convention == Convention::misere;
            for (int step = 1; step <= x && !won; ++step) {
                won = at(x - step, y) == 0;
            }
            for (int step = 1; step <= y && !won; ++step) {
                won = at(x, y - step) == 0;
            }
            for (int step = 1; step <= std::min(x, y) && !won; ++step) {
                won = at(x - step, y - step) == 0;
            }
            at(x, y) = won ? 1 : 0;
        }
    }
    return wins;
}

TEST(Wythoff, SafePositionsAreTheLostOnesInBothConventions) {
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        const auto wins = outcome_table(400, convention);
        for (int x = 0; x < 400; ++x) {
            for (int y = 0; y < 400; ++y) {
                ASSERT_EQ(is_wythoff_safe(x, y, convention),
                          wins[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)] == 0)
                    << x << ", " << y << (convention == Convention::misere ? " misère" : "");
            }
        }
    }
}

TEST(Wythoff, MisereSafePositionsDifferOnlyNearTheSink) {
    for (std::int64_t x = 0; x < 2'000; ++x) {
        for (const std::int64_t y : {wythoff_safe_partner(x, Convention::normal),
                                     wythoff_safe_partner(x, Convention::misere)}) {
            const bool near_sink = x <= 2 && y <= 2;
            if (!near_sink) {
                ASSERT_EQ(is_wythoff_safe(x, y, Convention::normal),
                          is_wythoff_safe(x, y, Convention::misere));
            }
        }
    }
    // (0,0), (1,2), (2,1) are safe in normal play; (0,1), (1,0), (2,2) in misère play.
    const std::vector<WythoffPosition> normal{{0, 0}, {1, 2}, {2, 1}};
    const std::vector<WythoffPosition> misere{{0, 1}, {1, 0}, {2, 2}};
    std::vector<WythoffPosition> found_normal;
    std::vector<WythoffPosition> found_misere;
    for (std::int64_t x = 0; x <= 2; ++x) {
        for (std::int64_t y = 0; y <= 2; ++y) {
            if (is_wythoff_safe(x, y, Convention::normal)) {
                found_normal.push_back({x, y});
            }
            if (is_wythoff_safe(x, y, Convention::misere)) {
                found_misere.push_back({x, y});
            }
        }
    }
    EXPECT_EQ(found_normal, normal);
    EXPECT_EQ(found_misere, misere);
}

TEST(Wythoff, OneSafePositionPerDiagonal) {
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        for (std::int64_t difference = -300; difference <= 300; ++difference) {
            const WythoffPosition safe = wythoff_safe_on_diagonal(difference, convention);
            ASSERT_EQ(safe.y - safe.x, difference);
            ASSERT_TRUE(is_wythoff_safe(safe.x, safe.y, convention));
        }
    }
}

// Every move of a position, for the checks below (on a huge position, a sample of lengths).
std::vector<WythoffPosition> sampled_moves(WythoffPosition from, Random& random) {
    std::vector<WythoffPosition> moves;
    const auto add = [&](std::int64_t longest, auto make) {
        for (std::int64_t step = 1; step <= std::min<std::int64_t>(longest, 40); ++step) {
            moves.push_back(make(step));
        }
        for (int trial = 0; trial < 40 && longest > 40; ++trial) {
            moves.push_back(make(random_between(random, 1, longest)));
            moves.push_back(make(longest - random_between(random, 0, 40)));
        }
    };
    add(from.x, [&](std::int64_t step) { return WythoffPosition{from.x - step, from.y}; });
    add(from.y, [&](std::int64_t step) { return WythoffPosition{from.x, from.y - step}; });
    add(std::min(from.x, from.y), [&](std::int64_t step) {
        return WythoffPosition{from.x - step, from.y - step};
    });
    return moves;
}

TEST(Wythoff, WinningMovesOfHugePositionsLandOnSafePositions) {
    Random random(5);
    const std::int64_t last = k_wythoff_max_distance - 1;
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        std::vector<WythoffPosition> positions{{last, last}, {last, 0}, {0, last}, {last, 1}};
        for (int trial = 0; trial < 2'000; ++trial) {
            positions.push_back({random_between(random, 0, last), random_between(random, 0, last)});
        }
        for (const WythoffPosition from : positions) {
            const auto moves = wythoff_winning_moves(from.x, from.y, convention);
            ASSERT_EQ(moves.empty(), is_wythoff_safe(from.x, from.y, convention))
                << ::testing::PrintToString(from);
            ASSERT_LE(moves.size(), 3U);
            for (const WythoffPosition to : moves) {
                ASSERT_TRUE(is_wythoff_safe(to.x, to.y, convention));
                const bool is_move = (to.x < from.x && to.y == from.y) ||
                                     (to.x == from.x && to.y < from.y) ||
                                     (to.x < from.x && from.x - to.x == from.y - to.y);
                ASSERT_TRUE(is_move)
                    << ::testing::PrintToString(from) << " to " << ::testing::PrintToString(to);
            }
        }
    }
}

TEST(Wythoff, NoMoveJoinsTwoHugeSafePositions) {
    Random random(6);
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        for (int trial = 0; trial < 300; ++trial) {
            // b_k = floor(k phi^2) stays within the distances for k < 10^18 / phi^2.
            const WythoffPair pair =
                wythoff_pair(random_between(random, 0, 381'966'011'250'105'000));
            for (const WythoffPosition safe :
                 {WythoffPosition{pair.a, pair.b}, WythoffPosition{pair.b, pair.a}}) {
                if (safe.x <= 2 && safe.y <= 2) {
                    continue;  // misère play changes those
                }
                ASSERT_TRUE(is_wythoff_safe(safe.x, safe.y, convention));
                ASSERT_THAT(wythoff_winning_moves(safe.x, safe.y, convention), IsEmpty());
                for (const WythoffPosition to : sampled_moves(safe, random)) {
                    ASSERT_FALSE(is_wythoff_safe(to.x, to.y, convention))
                        << ::testing::PrintToString(safe) << " to " << ::testing::PrintToString(to);
                }
            }
        }
    }
}

TEST(Wythoff, SafePositionsOfARegion) {
    EXPECT_THAT(wythoff_safe_positions(5, 5, Convention::normal, 100),
                ElementsAre(WythoffPosition{0, 0}, WythoffPosition{1, 2}, WythoffPosition{2, 1},
                            WythoffPosition{3, 5}, WythoffPosition{5, 3}));
    EXPECT_THAT(wythoff_safe_positions(4, 2, Convention::misere, 100),
                ElementsAre(WythoffPosition{0, 1}, WythoffPosition{1, 0}, WythoffPosition{2, 2}));
    // A huge region stops at the limit; a long thin one finds its few.
    EXPECT_EQ(wythoff_safe_positions(k_wythoff_max_distance, k_wythoff_max_distance,
                                     Convention::normal, 50)
                  .size(),
              50U);
    EXPECT_THAT(wythoff_safe_positions(k_wythoff_max_distance, 2, Convention::normal, 50),
                ElementsAre(WythoffPosition{0, 0}, WythoffPosition{1, 2}, WythoffPosition{2, 1}));
}

}  // namespace
}  // namespace marienbad
