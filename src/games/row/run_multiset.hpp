// A canonical position of the matchstick row (handout 004): the multiset of its run lengths. Two
// rows with the same runs, in any order and at any places, are the same game, so the row's
// solvers search and store these. Kept with what the search reads at every node without
// rescanning: a hash of the multiset and the counts the misère theory needs.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace marienbad {

// Run lengths fit in a byte: the exact search works on rows of at most 60 places (the
// game's limits for the max-takes it decides, row_rules.hpp) and on the tests' rows.
inline constexpr int k_longest_run = 255;

// The longest run length that plays like a Nim heap of its own size in misère play whatever
// the other runs of at most that length (misere_row_theory.hpp): max_take + 1 for max_take >= 2,
// else 1.
int tame_run_bound(int max_take);

class RunMultiset {
  public:
    explicit RunMultiset(int max_take);

    int max_take() const { return max_take_; }
    void clear();
    // Adds or removes one run of `length` matches; a length of 0 (no run) is ignored. Inline:
    // the search calls them for every option it looks at.
    void add(int length) {
        if (length != 0) {
            update(length, +1);
        }
    }
    void remove(int length) {
        if (length != 0) {
            update(length, -1);
        }
    }

    int count(int length) const { return counts_[static_cast<std::size_t>(length)]; }
    int runs() const { return runs_; }
    int matches() const { return matches_; }
    // A hash of the multiset (a sum of one random number per run): equal multisets hash alike.
    std::uint64_t hash() const { return hash_; }
    // The hash after replacing a run of `run` by runs of `left` and `right` (0: no run),
    // without changing the multiset.
    std::uint64_t hash_after(int run, int left, int right) const {
        return hash_ - run_hashes_[static_cast<std::size_t>(run)] +
               (left != 0 ? run_hashes_[static_cast<std::size_t>(left)] : 0) +
               (right != 0 ? run_hashes_[static_cast<std::size_t>(right)] : 0);
    }

    // What misère theory reads. A run is short when its length is at most tame_run_bound().
    int long_runs() const { return long_runs_; }
    int unpaired_long_lengths() const { return unpaired_long_lengths_; }
    int short_runs_above_one() const { return short_runs_above_one_; }
    int short_xor() const { return short_xor_; }

    // The lengths, sorted: the key of the position in the transposition table.
    void write_key(std::vector<std::uint8_t>& key) const;

  private:
    void update(int length, int change) {
        if (length < 0 || length > k_longest_run || count(length) + change < 0) {
            throw_bad_run();
        }
        int& run_count = counts_[static_cast<std::size_t>(length)];
        run_count += change;
        runs_ += change;
        matches_ += change * length;
        const std::uint64_t run_hash = run_hashes_[static_cast<std::size_t>(length)];
        hash_ = change > 0 ? hash_ + run_hash : hash_ - run_hash;
        longest_bound_ = length > longest_bound_ ? length : longest_bound_;
        if (length > tame_bound_) {
            long_runs_ += change;
            unpaired_long_lengths_ += run_count % 2 == 1 ? 1 : -1;
        } else {
            short_xor_ ^= length;
            short_runs_above_one_ += length > 1 ? change : 0;
        }
    }
    [[noreturn]] static void throw_bad_run();

    int max_take_;
    int tame_bound_;
    std::array<std::uint64_t, k_longest_run + 1> run_hashes_{};
    std::array<int, k_longest_run + 1> counts_{};
    int runs_ = 0;
    int matches_ = 0;
    int longest_bound_ = 0;
    std::uint64_t hash_ = 0;
    int long_runs_ = 0;
    int unpaired_long_lengths_ = 0;
    int short_runs_above_one_ = 0;
    int short_xor_ = 0;
};

}  // namespace marienbad
