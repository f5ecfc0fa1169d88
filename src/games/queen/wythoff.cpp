// Wythoff's pairs, the index of a number among them, the safe positions and the winning moves of
// one queen, in exact integer arithmetic (wythoff.hpp says why the formulas are exact).
#include "games/queen/wythoff.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

namespace marienbad {
namespace {

void check_wythoff_distance(std::int64_t x, const char* where) {
    if (x < 0 || x > k_wythoff_max_distance) {
        throw std::invalid_argument(std::string(where) + ": distance out of range");
    }
}

// floor(x / phi) = floor((sqrt(5 x^2) - x) / 2), for 0 <= x <= k_wythoff_max_distance.
std::int64_t wythoff_floor_over_phi(std::int64_t x) {
    const auto wide = static_cast<UInt128>(x);
    const std::uint64_t root = isqrt(5 * wide * wide);
    return static_cast<std::int64_t>((root - static_cast<std::uint64_t>(x)) / 2);
}

}  // namespace

std::uint64_t isqrt(UInt128 n) {
    if (n < 2) {
        return static_cast<std::uint64_t>(n);
    }
    const auto high = static_cast<std::uint64_t>(n >> 64U);
    const int bits = high != 0 ? 128 - std::countl_zero(high)
                               : 64 - std::countl_zero(static_cast<std::uint64_t>(n));
    // n < 2^bits, so 2^ceil(bits / 2) > sqrt(n): Newton's iteration on integers from above
    // decreases strictly until it reaches floor(sqrt(n)), then stops decreasing.
    UInt128 root = UInt128{1} << static_cast<unsigned>((bits + 1) / 2);
    while (true) {
        const UInt128 next = (root + n / root) / 2;
        if (next >= root) {
            return static_cast<std::uint64_t>(root);
        }
        root = next;
    }
}

WythoffPair wythoff_pair(std::int64_t k) {
    if (k < 0 || k > k_wythoff_max_index) {
        throw std::invalid_argument("wythoff_pair: index out of range");
    }
    const auto wide = static_cast<UInt128>(k);
    const std::uint64_t root = isqrt(5 * wide * wide);
    const auto a = static_cast<std::int64_t>((static_cast<std::uint64_t>(k) + root) / 2);
    return {k, a, a + k};
}

WythoffIndex wythoff_index_of(std::int64_t x) {
    check_wythoff_distance(x, "wythoff_index_of");
    if (x == 0) {
        return {0, WythoffSide::lower};
    }
    // x = a_k = floor(k phi) exactly when x / phi < k < (x + 1) / phi, that is k =
    // ceil(x / phi) = floor(x / phi) + 1 (x / phi is irrational); x = b_k = floor(k phi^2)
    // exactly when k = ceil(x / phi^2) = ceil(x - x / phi) = x - floor(x / phi).
    const std::int64_t below = wythoff_floor_over_phi(x);
    if (wythoff_pair(below + 1).a == x) {
        return {below + 1, WythoffSide::lower};
    }
    if (wythoff_pair(x - below).b == x) {
        return {x - below, WythoffSide::upper};
    }
    throw std::logic_error("wythoff_index_of: no pair holds the number");
}

std::int64_t wythoff_safe_partner(std::int64_t x, Convention convention) {
    check_wythoff_distance(x, "wythoff_safe_partner");
    if (convention == Convention::misere && x <= 2) {
        return x == 0 ? 1 : (x == 1 ? 0 : 2);
    }
    const WythoffIndex index = wythoff_index_of(x);
    return index.side == WythoffSide::lower ? x + index.k : x - index.k;
}

WythoffPosition wythoff_safe_on_diagonal(std::int64_t difference, Convention convention) {
    if (difference < -k_wythoff_max_index || difference > k_wythoff_max_index) {
        throw std::invalid_argument("wythoff_safe_on_diagonal: difference out of range");
    }
    if (convention == Convention::misere && difference >= -1 && difference <= 1) {
        return difference == 0 ? WythoffPosition{2, 2}
                               : (difference == 1 ? WythoffPosition{0, 1} : WythoffPosition{1, 0});
    }
    const WythoffPair pair = wythoff_pair(difference >= 0 ? difference : -difference);
    return difference >= 0 ? WythoffPosition{pair.a, pair.b} : WythoffPosition{pair.b, pair.a};
}

bool is_wythoff_safe(std::int64_t x, std::int64_t y, Convention convention) {
    check_wythoff_distance(y, "is_wythoff_safe");
    return wythoff_safe_partner(x, convention) == y;
}

std::vector<WythoffPosition> wythoff_winning_moves(std::int64_t x, std::int64_t y,
                                                   Convention convention) {
    check_wythoff_distance(x, "wythoff_winning_moves");
    check_wythoff_distance(y, "wythoff_winning_moves");
    std::vector<WythoffPosition> moves;
    if (const std::int64_t partner = wythoff_safe_partner(y, convention); partner < x) {
        moves.push_back({partner, y});  // down its column
    }
    if (const std::int64_t partner = wythoff_safe_partner(x, convention); partner < y) {
        moves.push_back({x, partner});  // right along its row
    }
    if (const WythoffPosition safe = wythoff_safe_on_diagonal(y - x, convention); safe.x < x) {
        moves.push_back(safe);  // along its diagonal
    }
    return moves;
}

std::vector<WythoffPair> wythoff_pairs_up_to(std::int64_t largest, std::size_t limit) {
    std::vector<WythoffPair> pairs;
    for (std::int64_t k = 0; pairs.size() < limit && k <= k_wythoff_max_index; ++k) {
        const WythoffPair pair = wythoff_pair(k);
        if (pair.a > largest) {
            break;
        }
        pairs.push_back(pair);
    }
    return pairs;
}

std::vector<WythoffPosition> wythoff_safe_positions(std::int64_t max_x, std::int64_t max_y,
                                                    Convention convention, std::size_t limit) {
    check_wythoff_distance(max_x, "wythoff_safe_positions");
    check_wythoff_distance(max_y, "wythoff_safe_positions");
    std::vector<WythoffPosition> positions;
    // A row's partner is at least half the row (a_k >= k, so b_k = a_k + k <= 2 a_k): past
    // 2 max_y + 2 no row has its safe position within the columns.
    const std::int64_t last_row = std::min(max_x, 2 * max_y + 2);
    for (std::int64_t x = 0; x <= last_row && positions.size() < limit; ++x) {
        if (const std::int64_t y = wythoff_safe_partner(x, convention); y <= max_y) {
            positions.push_back({x, y});
        }
    }
    return positions;
}

}  // namespace marienbad
