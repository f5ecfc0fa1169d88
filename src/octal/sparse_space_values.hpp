// An octal game's nim-sequence by the sparse-space method (Winning Ways, ch. 4, "Sparse Space
// Spells Speed"; A. Flammenkamp's octal-game computations): the fast way to G(0..n-1) behind
// `marienbad octal` and handout 004's row (0.777) in normal play.
//
// A mask sorts values into rare ones (an even number of 1 bits in value & mask) and common
// ones (an odd number). The xor of two values is common only when exactly one of them is rare,
// so every common option of a heap comes from a single heap or from a split with a rare part:
// for a good mask rare heaps are few (0.777 has 502 below 10000 and none from there to 2^20),
// and so are those splits. That gives the smallest common value that is not an option; below
// it only rare values may be missing, and the splits are scanned until each is found, which
// stops after a few hundred splits almost always. A heap n splits what its moves leave, n - t,
// and heaps up to t apart leave the same rests, so what is learnt of a rest's splits is kept
// for the next heaps. The result is exactly the definition's whatever the mask: the mask, the
// best one for the values so far, only decides the speed.
//
// Games whose values are often 0 (always rare) have no sparse space: Dawson's Kayles has a 0
// every 8 heaps or so, and the rare splits are then as many as all of them. Most such games
// are periodic, though, and once the values prove a period (octal_periodicity.hpp) the next
// ones are copied from a period before, exactly by the Octal Periodicity Theorem.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/compute_limit.hpp"
#include "octal/octal_code.hpp"
#include "octal/octal_periodicity.hpp"

namespace marienbad {

class SparseSpaceValues {
  public:
    // `limit`: the command's time and memory, if any (each value is a step).
    explicit SparseSpaceValues(const OctalCode& code, ComputeLimit* limit = nullptr);

    // Computes values until there are at least `count` of them; ComputeLimitReached when the
    // limit is spent (the values computed so far are kept).
    void extend_to(int count);

    // G(0), G(1), ... as far as computed.
    const std::vector<int>& values() const { return values_; }

    // The mask in use: Winning Ways' bitstring, whose bits above those the values reach are
    // all 1. It is chosen again, from the values so far, each time their count doubles.
    std::uint32_t mask() const { return mask_; }

    // How many heaps n >= 1 computed so far have a rare value under the mask in use.
    int rare_position_count() const { return static_cast<int>(rare_positions_.size()); }

    // The periodicity the values proved, looked for each time their count doubles; from then
    // on the mask and the rare heaps stay as they were, as values are copied.
    const std::optional<Periodicity>& periodicity() const { return periodicity_; }

  private:
    // Sets of values 0..value_limit_: one bit each, or one byte each (0 or 1) where values
    // are added one at a time, as plain stores are faster than setting bits.
    using ValueSet = std::vector<std::uint64_t>;
    using ValueMarks = std::vector<unsigned char>;

    struct RarePosition {
        int position;
        int value;
    };

    // What is known of the splits of a heap of `rest` tokens (what a move taking t leaves of
    // a heap of rest + t): the values of all those with a rare part, and of those scanned so
    // far in the order first part 1, 2, ...
    struct SplitsOfRest {
        int rest = -1;  // -1 while the slot holds nothing
        int next_first = 1;
        ValueMarks values;
    };

    int next_value();
    SplitsOfRest& splits_of_rest(int rest);
    // Scans the splits of `heap` until every value in `missing` is found (true) or none is
    // left (false); values found leave `missing` and join their rest's values.
    bool find_missing_values(int heap, ValueSet& missing);
    // The scan itself, with the `missing_count` values of `missing` marked in wanted_marks_.
    bool scan_splits(int heap, ValueSet& missing, int missing_count);
    void record(int value);
    void grow_value_limit();
    void choose_mask();
    void classify_values();
    bool is_rare(int value) const;
    int value_set_words() const { return value_limit_ / 64 + 1; }
    std::size_t value_marks_size() const {
        return static_cast<std::size_t>(value_set_words()) * 64;
    }

    OctalCode code_;
    ComputeLimit* limit_;
    std::vector<int> leave_none_takes_;  // t >= 1 whose digit has the bit 1
    std::vector<int> leave_one_takes_;   // t >= 1 whose digit has the bit 2
    std::vector<int> split_takes_;       // t >= 0 whose digit has the bit 4, ascending

    std::vector<int> values_;
    std::vector<RarePosition> rare_positions_;  // heaps n >= 1 with a rare value, ascending
    std::vector<int> value_counts_;             // how many heaps n >= 1 have each value

    // A power of two above every value so far: options are below it, a mex at most equal.
    int value_limit_ = 64;
    std::uint32_t mask_ = ~std::uint32_t{0};
    int next_review_ = 256;  // when to choose the mask again and look for a period
    std::optional<Periodicity> periodicity_;

    std::vector<SplitsOfRest> splits_of_rests_;  // slot rest % (largest take + 1)
    ValueSet rare_values_;
    ValueSet common_values_;
    // Scratch space for the heap being computed: its options, the rare values below the bound
    // not known to be options, and the rests its splits leave.
    ValueSet options_;
    ValueSet missing_;
    ValueMarks wanted_marks_;  // missing_ as bytes, all 0 between heaps
    std::vector<SplitsOfRest*> rests_of_heap_;
};

// G(0), ..., G(count - 1) by the sparse-space method; empty when count <= 0. ComputeLimitReached
// when `limit` is spent.
std::vector<int> sparse_space_octal_values(const OctalCode& code, int count,
                                           ComputeLimit* limit = nullptr);

}  // namespace marienbad
