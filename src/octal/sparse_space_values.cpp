// The sparse-space method for octal games' nim-sequences (sparse_space_values.hpp). Values are
// never negative and always below value_limit_, so the hot loops index raw arrays with them.
#include "octal/sparse_space_values.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstring>

#include "octal/octal_stages.hpp"

namespace marienbad {
namespace {

// The mask is chosen from the low bits of the values; higher bits only count by their parity.
constexpr int k_max_mask_bits = 16;

// The splits of one rest scanned before turning to the next rest of the same heap.
constexpr int k_scan_block = 32;

template <class T>
T& element(std::vector<T>& items, int index) {
    return items[static_cast<std::size_t>(index)];
}

void insert(std::uint64_t* set, int value) {
    set[value >> 6] |= std::uint64_t{1} << (value & 63);
}

// Adds values marked by bytes 0 or 1 to a set, 8 bytes at a time: the multiplication gathers
// the low bits of 8 bytes into the top byte, byte i as bit i.
void add_marks(const std::vector<unsigned char>& marks, std::vector<std::uint64_t>& set) {
    constexpr std::uint64_t k_gather = 0x0102040810204080;
    for (std::size_t word = 0; word < set.size(); ++word) {
        std::uint64_t bits = 0;
        for (std::size_t byte = 0; byte < 64; byte += 8) {
            std::uint64_t eight = 0;
            std::memcpy(&eight, &marks[word * 64 + byte], sizeof eight);
            bits |= ((eight * k_gather) >> 56) << byte;
        }
        set[word] |= bits;
    }
}

// Calls act(v) for each value v of a set, in increasing order.
template <class Action>
void for_each_value(const std::vector<std::uint64_t>& set, Action act) {
    for (std::size_t word = 0; word < set.size(); ++word) {
        for (std::uint64_t bits = set[word]; bits != 0; bits &= bits - 1) {
            act(static_cast<int>(word) * 64 + std::countr_zero(bits));
        }
    }
}

// Each count becomes sum over values v of count[v] * (-1)^popcount(v & m) at index m: the
// Walsh-Hadamard transform, which rates every mask at once.
void walsh_hadamard_transform(std::vector<long long>& counts) {
    for (std::size_t half = 1; half < counts.size(); half *= 2) {
        for (std::size_t block = 0; block < counts.size(); block += 2 * half) {
            for (std::size_t i = block; i < block + half; ++i) {
                const long long low = counts[i];
                const long long high = counts[i + half];
                counts[i] = low + high;
                counts[i + half] = low - high;
            }
        }
    }
}

}  // namespace

SparseSpaceValues::SparseSpaceValues(const OctalCode& code, ComputeLimit* limit)
    : code_(code), limit_(limit) {
    for (int take = 0; take <= code.max_take(); ++take) {
        const int digit = code.digit(take);
        // Before the point only splits count: taking or leaving a heap of 0 tokens is no move.
        if (take > 0 && (digit & k_octal_leave_none) != 0) {
            leave_none_takes_.push_back(take);
        }
        if (take > 0 && (digit & k_octal_leave_one) != 0) {
            leave_one_takes_.push_back(take);
        }
        if ((digit & k_octal_leave_two) != 0) {
            split_takes_.push_back(take);
        }
    }
    splits_of_rests_.resize(static_cast<std::size_t>(code.max_take()) + 1);
    value_counts_.assign(static_cast<std::size_t>(value_limit_) + 1, 0);
    classify_values();
}

void SparseSpaceValues::extend_to(int count) {
    values_.reserve(static_cast<std::size_t>(std::max(count, 0)));
    while (static_cast<int>(values_.size()) < count) {
        compute_step(limit_, values_.size(), static_cast<std::uint64_t>(count),
                     static_cast<int>(OctalStage::grundy_values));
        if (periodicity_) {
            const int heap = static_cast<int>(values_.size());
            const int period_before = element(values_, heap - periodicity_->period);
            values_.push_back(period_before);
        } else {
            record(next_value());
        }
    }
}

int SparseSpaceValues::next_value() {
    const int heap = static_cast<int>(values_.size());
    const int words = value_set_words();
    std::fill(options_.begin(), options_.end(), 0);
    std::uint64_t* const options = options_.data();
    for (const int take : leave_none_takes_) {
        if (heap == take) {
            insert(options, 0);
        }
    }
    for (const int take : leave_one_takes_) {
        if (heap > take) {
            insert(options, element(values_, heap - take));
        }
    }
    for (const int take : split_takes_) {
        if (heap - take >= 2) {
            add_marks(splits_of_rest(heap - take).values, options_);
        }
    }

    // Every common option is known: the smallest common value that is not one bounds the mex
    // (so does value_limit_, above every option). Below it only rare values may be missing.
    int bound = value_limit_;
    for (int word = 0; word < words; ++word) {
        const std::uint64_t absent =
            common_values_[static_cast<std::size_t>(word)] & ~options[word];
        if (absent != 0) {
            bound = std::min(bound, word * 64 + std::countr_zero(absent));
            break;
        }
    }
    ValueSet& missing = missing_;
    std::fill(missing.begin(), missing.end(), 0);
    bool any_missing = false;
    for (int word = 0; word <= bound / 64 && word < words; ++word) {
        const int below = bound - word * 64;  // values of this word below the bound
        const std::uint64_t in_range =
            below >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << below) - 1;
        const auto index = static_cast<std::size_t>(word);
        missing[index] = rare_values_[index] & ~options[word] & in_range;
        any_missing = any_missing || missing[index] != 0;
    }
    if (any_missing && !find_missing_values(heap, missing)) {
        for (int word = 0; word < words; ++word) {
            if (const std::uint64_t bits = missing[static_cast<std::size_t>(word)]; bits != 0) {
                return word * 64 + std::countr_zero(bits);
            }
        }
    }
    return bound;
}

SparseSpaceValues::SplitsOfRest& SparseSpaceValues::splits_of_rest(int rest) {
    SplitsOfRest& splits =
        element(splits_of_rests_, rest % static_cast<int>(splits_of_rests_.size()));
    if (splits.rest == rest) {
        return splits;
    }
    // Every split with a rare part: among them, every split worth a common value.
    splits.rest = rest;
    splits.next_first = 1;
    splits.values.assign(value_marks_size(), 0);
    unsigned char* const found = splits.values.data();
    const int* const value = values_.data();
    const auto parts =
        std::partition_point(rare_positions_.begin(), rare_positions_.end(),
                             [rest](const RarePosition& rare) { return rare.position < rest; });
    for (auto rare = rare_positions_.begin(); rare != parts; ++rare) {
        found[rare->value ^ value[rest - rare->position]] = 1;
    }
    return splits;
}

bool SparseSpaceValues::find_missing_values(int heap, ValueSet& missing) {
    // The values wanted, as bytes for the scan's quick look-up, and as bits in `missing`.
    unsigned char* const wanted = wanted_marks_.data();
    int missing_count = 0;
    for_each_value(missing, [&](int value) {
        wanted[value] = 1;
        ++missing_count;
    });
    const bool all_found = scan_splits(heap, missing, missing_count);
    for_each_value(missing, [&](int value) { wanted[value] = 0; });
    return all_found;
}

bool SparseSpaceValues::scan_splits(int heap, ValueSet& missing, int missing_count) {
    unsigned char* const wanted = wanted_marks_.data();
    const int* const value = values_.data();
    // The rests of this heap's splits, each scanned on from where earlier heaps left it, in
    // turn a few splits at a time: the rare values show up among the first few hundred splits.
    std::vector<SplitsOfRest*>& rests = rests_of_heap_;
    rests.clear();
    for (const int take : split_takes_) {
        if (heap - take >= 2) {
            rests.push_back(&splits_of_rest(heap - take));
        }
    }
    bool scanned = true;
    while (scanned) {
        scanned = false;
        for (SplitsOfRest* splits : rests) {
            // Locals, so that the byte stores below cannot make the compiler reload them.
            const int rest = splits->rest;
            const int last_first = std::min(splits->next_first + k_scan_block, rest / 2 + 1);
            unsigned char* const found = splits->values.data();
            for (int first = splits->next_first; first < last_first; ++first) {
                const int option = value[first] ^ value[rest - first];
                found[option] = 1;
                if (wanted[option] != 0) {
                    wanted[option] = 0;
                    missing[static_cast<std::size_t>(option >> 6)] &=
                        ~(std::uint64_t{1} << (option & 63));
                    if (--missing_count == 0) {
                        splits->next_first = first + 1;
                        return true;
                    }
                }
            }
            scanned = scanned || splits->next_first < last_first;
            splits->next_first = std::max(splits->next_first, last_first);
        }
    }
    return false;
}

void SparseSpaceValues::record(int value) {
    if (value >= value_limit_) {
        grow_value_limit();
    }
    const int heap = static_cast<int>(values_.size());
    values_.push_back(value);
    if (heap > 0) {
        ++element(value_counts_, value);
        if (is_rare(value)) {
            rare_positions_.push_back({heap, value});
        }
    }
    if (static_cast<int>(values_.size()) == next_review_) {
        periodicity_ = find_proved_periodicity(code_, values_, limit_);
        choose_mask();
        next_review_ *= 2;
    }
}

void SparseSpaceValues::grow_value_limit() {
    value_limit_ *= 2;
    value_counts_.resize(static_cast<std::size_t>(value_limit_) + 1, 0);
    for (SplitsOfRest& splits : splits_of_rests_) {
        splits.values.resize(value_marks_size(), 0);
    }
    classify_values();
}

void SparseSpaceValues::choose_mask() {
    const int mask_bits =
        std::min(std::countr_zero(static_cast<unsigned>(value_limit_)), k_max_mask_bits);
    const std::uint32_t low_bits = (std::uint32_t{1} << mask_bits) - 1;
    // Counts folded onto the low bits; a value's higher bits, under a mask whose higher bits
    // are all 1, only flip the parity.
    std::vector<long long> rating(std::size_t{low_bits} + 1, 0);
    long long total = 0;
    for (int value = 0; value < static_cast<int>(value_counts_.size()); ++value) {
        const auto bits = static_cast<std::uint32_t>(value);
        const long long count = element(value_counts_, value);
        const bool high_parity = (std::popcount(bits & ~low_bits) & 1) != 0;
        rating[bits & low_bits] += high_parity ? -count : count;
        total += count;
    }
    walsh_hadamard_transform(rating);
    // Rare heaps under mask m: (total + rating[m]) / 2. Change only for strictly fewer.
    long long fewest_rare = static_cast<long long>(rare_positions_.size());
    std::uint32_t best_mask = mask_;
    for (std::uint32_t low_mask = 0; low_mask <= low_bits; ++low_mask) {
        const long long rare = (total + rating[low_mask]) / 2;
        if (rare < fewest_rare) {
            fewest_rare = rare;
            best_mask = low_mask | ~low_bits;
        }
    }
    if (best_mask == mask_) {
        return;
    }
    mask_ = best_mask;
    classify_values();
    rare_positions_.clear();
    for (int heap = 1; heap < static_cast<int>(values_.size()); ++heap) {
        const int value = element(values_, heap);
        if (is_rare(value)) {
            rare_positions_.push_back({heap, value});
        }
    }
    // What the rests knew of splits with a rare part was for the old mask.
    for (SplitsOfRest& splits : splits_of_rests_) {
        splits.rest = -1;
    }
}

void SparseSpaceValues::classify_values() {
    options_.assign(static_cast<std::size_t>(value_set_words()), 0);
    missing_.assign(static_cast<std::size_t>(value_set_words()), 0);
    wanted_marks_.assign(value_marks_size(), 0);
    rare_values_.assign(static_cast<std::size_t>(value_set_words()), 0);
    common_values_.assign(static_cast<std::size_t>(value_set_words()), 0);
    for (int value = 0; value <= value_limit_; ++value) {
        insert(is_rare(value) ? rare_values_.data() : common_values_.data(), value);
    }
}

bool SparseSpaceValues::is_rare(int value) const {
    return (std::popcount(static_cast<std::uint32_t>(value) & mask_) & 1) == 0;
}

std::vector<int> sparse_space_octal_values(const OctalCode& code, int count, ComputeLimit* limit) {
    SparseSpaceValues sequence(code, limit);
    sequence.extend_to(count);
    return sequence.values();
}

}  // namespace marienbad
