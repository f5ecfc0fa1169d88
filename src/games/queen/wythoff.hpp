// Wythoff's game, the theory of one queen (games/queen/queen_rules.hpp): a queen x rows above
// the sink and y columns left of it is Wythoff's pair of heaps (x, y), and the player to move
// loses exactly when (x, y) is a safe position. Everything here is exact integer
// arithmetic on 64-bit values with 128-bit intermediates, for distances up to 10^18; there is no
// floating point anywhere.
//
// Why the formulas are exact. With phi = (1 + sqrt 5) / 2, the k-th pair is a_k = floor(k phi)
// and b_k = a_k + k (so b_k = floor(k phi^2)). Since k phi = (k + sqrt(5 k^2)) / 2 and, for an
// integer k and a real s >= 0, floor((k + s) / 2) = floor((k + floor s) / 2) (floor(t / 2) =
// floor(floor(t) / 2) for any real t), a_k = (k + isqrt(5 k^2)) / 2 in integers, where isqrt is
// the integer square root (floor of the real one). For k <= 10^18, 5 k^2 <= 5 * 10^36 < 2^128,
// so it is computed in unsigned 128-bit integers, and isqrt itself is exact (Newton's iteration
// on integers from above, which stops at the floor). In the same way floor(x / phi) =
// floor(x (sqrt 5 - 1) / 2) = (isqrt(5 x^2) - x) / 2, from which the index of a number among
// the pairs is found by checking the two or three integers next to it.
//
// The safe positions.
//  - Normal play (the last move wins): (a_k, b_k) and (b_k, a_k) for k >= 0 (Wythoff 1907).
//    The numbers a_k (k >= 1) and b_k (k >= 1) split the positive integers (Beatty's theorem,
//    1/phi + 1/phi^2 = 1) and b_k - a_k = k, so each row x, each column y and each diagonal
//    y - x = d holds exactly one safe position: x's partner (b_k for x = a_k, a_k for x = b_k,
//    0 for 0), and on diagonal d >= 0 the pair (a_d, b_d) ((b_-d, a_-d) for d < 0).
//  - Misère play (the last move loses; (0, 0) is then a win for the player to move, whose
//    opponent moved last): the same set with (0,0), (1,2), (2,1) replaced by (0,1), (1,0),
//    (2,2). Proof: the new set still has exactly one position on each row, column and diagonal
//    (row 0 -> (0,1), row 1 -> (1,0), row 2 -> (2,2); diagonals 0, 1, -1 likewise), so no move
//    joins two of its positions; and from any other position but (0,0) a move reaches one of
//    them. Where the normal-play safe move led to a replaced position, the replacement on the
//    same line is smaller still: (0, y >= 2) -> (0,1), (x >= 2, 0) -> (1,0), (t,t) for t >= 3
//    -> (2,2); (1, y > 2) -> (1,0), (x > 2, 2) -> (2,2), (1+t, 2+t) -> (0,1), and their mirror
//    images; the rest go elsewhere: (1,1) -> (1,0), and (1,2), (2,1), no longer safe, -> (1,0),
//    (0,1). The tests check it against the brute-force solver and a table of outcomes besides.
#pragma once

#include <compare>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/convention.hpp"

namespace marienbad {

// GCC's unsigned 128-bit integer (Clang and Emscripten have it too); __extension__ keeps
// -Wpedantic quiet about a type ISO C++ does not name.
__extension__ using UInt128 = unsigned __int128;

// The largest index k of wythoff_pair, and the largest distance the functions below take: a
// board of 10^18 rows has distances up to 10^18 - 1.
inline constexpr std::int64_t k_wythoff_max_index = 1'000'000'000'000'000'000;
inline constexpr std::int64_t k_wythoff_max_distance = 1'000'000'000'000'000'000;

// floor(sqrt(n)), exactly.
std::uint64_t isqrt(UInt128 n);

// The k-th pair: a = floor(k phi), b = a + k. (0, 0) for k = 0; (1, 2), (3, 5), (4, 7), ...
struct WythoffPair {
    std::int64_t k = 0;
    std::int64_t a = 0;
    std::int64_t b = 0;
    bool operator==(const WythoffPair&) const = default;
};
// 0 <= k <= k_wythoff_max_index, else std::invalid_argument.
WythoffPair wythoff_pair(std::int64_t k);

// Which pair a number belongs to: x = a_k (lower) or x = b_k (upper). Every x >= 1 is exactly
// one of them; 0 is a_0 (lower).
enum class WythoffSide { lower, upper };
struct WythoffIndex {
    std::int64_t k = 0;
    WythoffSide side = WythoffSide::lower;
    bool operator==(const WythoffIndex&) const = default;
};
// 0 <= x <= k_wythoff_max_distance, else std::invalid_argument. O(1).
WythoffIndex wythoff_index_of(std::int64_t x);

// A queen's distances to the sink: x rows below it, y columns to its right (Wythoff's heaps).
struct WythoffPosition {
    std::int64_t x = 0;
    std::int64_t y = 0;
    auto operator<=>(const WythoffPosition&) const = default;
};

// The one y for which (x, y) is safe (each row holds exactly one safe position); 0 <= x <=
// k_wythoff_max_distance (std::invalid_argument otherwise). Symmetric: the one x of column y.
std::int64_t wythoff_safe_partner(std::int64_t x, Convention convention);
// The one safe position on the diagonal y - x = difference (|difference| <=
// k_wythoff_max_index).
WythoffPosition wythoff_safe_on_diagonal(std::int64_t difference, Convention convention);

// Whether the player to move from (x, y) loses (both in 0..k_wythoff_max_distance).
bool is_wythoff_safe(std::int64_t x, std::int64_t y, Convention convention);

// Every move from (x, y) to a safe position, at most one a direction, in this order: down (x
// smaller, y kept), right (y smaller, x kept), diagonal (both smaller by the same amount).
// Empty when (x, y) is safe, or is (0, 0). O(1).
std::vector<WythoffPosition> wythoff_winning_moves(std::int64_t x, std::int64_t y,
                                                   Convention convention);

// The pairs k = 0, 1, 2, ... with a_k <= largest, at most `limit` of them.
std::vector<WythoffPair> wythoff_pairs_up_to(std::int64_t largest, std::size_t limit);

// The safe positions (x, y) with x <= max_x and y <= max_y, by increasing x, at most `limit` of
// them (there is at most one a row). O(limit), whatever the sizes.
std::vector<WythoffPosition> wythoff_safe_positions(std::int64_t max_x, std::int64_t max_y,
                                                    Convention convention, std::size_t limit);

}  // namespace marienbad
