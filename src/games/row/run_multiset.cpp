// The run multiset's fixed hash numbers, reset and key; add and remove (in the header) update
// the counts, the hash and the misère summary in constant time.
#include "games/row/run_multiset.hpp"

#include <stdexcept>

namespace marienbad {
namespace {

// SplitMix64: fixed, well-mixed numbers for the hash (the same in every run of the program).
std::uint64_t split_mix(std::uint64_t& state) {
    state += 0x9E3779B97F4A7C15ULL;
    std::uint64_t z = state;
    z = (z ^ (z >> 30U)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27U)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31U);
}

}  // namespace

int tame_run_bound(int max_take) {
    return max_take >= 2 ? max_take + 1 : 1;
}

RunMultiset::RunMultiset(int max_take)
    : max_take_(max_take), tame_bound_(tame_run_bound(max_take)) {
    if (max_take < 1) {
        throw std::invalid_argument("RunMultiset: max-take must be at least 1");
    }
    std::uint64_t state = 0x6D61726965ULL;
    for (std::uint64_t& run_hash : run_hashes_) {
        run_hash = split_mix(state);
    }
}

void RunMultiset::clear() {
    counts_.fill(0);
    runs_ = 0;
    matches_ = 0;
    longest_bound_ = 0;
    hash_ = 0;
    long_runs_ = 0;
    unpaired_long_lengths_ = 0;
    short_runs_above_one_ = 0;
    short_xor_ = 0;
}

void RunMultiset::throw_bad_run() {
    throw std::out_of_range("RunMultiset: no such run, or run length out of range");
}

void RunMultiset::write_key(std::vector<std::uint8_t>& key) const {
    key.clear();
    for (int length = 1; length <= longest_bound_; ++length) {
        for (int i = 0; i < count(length); ++i) {
            key.push_back(static_cast<std::uint8_t>(length));
        }
    }
}

}  // namespace marienbad
