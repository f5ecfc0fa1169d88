// The checks (P) and (N) of a candidate quotient (quotient_verification.hpp).
#include "octal/quotient_verification.hpp"

#include <algorithm>
#include <bit>

namespace marienbad {
namespace {

// A heap the (N) walk adds to sums: its letter and option images, and their elements as a set.
struct WalkHeap {
    int heap;
    Letter letter;
    const std::vector<OptionImage>* options;
    ElementSet option_set;
};

// The heaps worth adding, smaller first: those with a move, but a heap h whose letter and
// option elements include those of a smaller heap h' adds nothing (a sum with h is dominated
// by the same sum with h' instead).
std::vector<WalkHeap> walk_heaps(const HeapMonoid& heaps,
                                 const std::vector<std::vector<OptionImage>>& options) {
    const std::size_t words = element_set_words(heaps.monoid.size());
    std::vector<WalkHeap> kept;
    for (int heap = 0; heap < heaps.heap_count(); ++heap) {
        const auto& heap_options = options[static_cast<std::size_t>(heap)];
        if (heap_options.empty()) {
            continue;
        }
        WalkHeap candidate{heap, heaps.heap_letter[static_cast<std::size_t>(heap)], &heap_options,
                           ElementSet(words, 0)};
        for (const OptionImage& option : heap_options) {
            add_element(candidate.option_set.data(), option.element);
        }
        const bool dominated = std::any_of(kept.begin(), kept.end(), [&](const WalkHeap& smaller) {
            return smaller.letter == candidate.letter &&
                   is_subset(smaller.option_set.data(), candidate.option_set.data(), words);
        });
        if (!dominated) {
            kept.push_back(std::move(candidate));
        }
    }
    return kept;
}

class NWalk {
  public:
    NWalk(const HeapMonoid& heaps, const std::vector<std::vector<OptionImage>>& options,
          TransitionRecords& records, const NSearchLimits& limits)
        : heaps_(heaps),
          records_(records),
          limits_(limits),
          walk_heaps_(walk_heaps(heaps, options)),
          words_(element_set_words(heaps.monoid.size())),
          losing_set_(words_, 0),
          word_(static_cast<std::size_t>(heaps.heap_count()), 0) {
        for (MonoidElement x = 0; x < heaps.monoid.size(); ++x) {
            if (heaps.losing[x] != 0) {
                add_element(losing_set_.data(), x);
            }
        }
    }

    std::optional<HeapWord> run() {
        if (walk_heaps_.empty()) {
            return std::nullopt;
        }
        std::size_t smallest = 0;
        std::size_t largest = walk_heaps_.size() - 1;
        if (limits_.holding_heap) {
            const auto holding = std::find_if(
                walk_heaps_.begin(), walk_heaps_.end(),
                [&](const WalkHeap& heap) { return heap.heap == *limits_.holding_heap; });
            if (holding == walk_heaps_.end()) {
                return std::nullopt;  // no move, or every sum holding it is dominated
            }
            smallest = largest = static_cast<std::size_t>(holding - walk_heaps_.begin());
        }
        sets_.assign(1, ElementSet(words_, 0));
        walk(smallest, largest);
        return failure_;
    }

  private:
    // A sum on the walk's stack: its element, the next heap to add to it (an index into
    // walk_heaps_), and the last one it may add (the walk adds heaps in decreasing order).
    struct Step {
        MonoidElement x;
        std::size_t next;
        std::size_t largest;
    };

    // Adds heaps from walk_heaps_[smallest..largest] to the empty sum, then heaps no larger than
    // the last added to each sum kept, depth first; stops at a failure or at limits_.below. On a
    // stack of its own, not by recursion: a walk may go as deep as the candidate has elements.
    void walk(std::size_t smallest, std::size_t largest) {
        std::vector<Step> stack = {{0, smallest, largest}};
        while (!stack.empty()) {
            compute_tick(limits_.compute);
            const std::size_t depth = stack.size() - 1;
            Step& step = stack.back();
            if (step.next > step.largest) {
                stack.pop_back();
                if (!stack.empty()) {
                    --word_[static_cast<std::size_t>(walk_heaps_[stack.back().next].heap)];
                    ++stack.back().next;
                }
                continue;
            }
            const std::size_t h = step.next;
            const MonoidElement x = step.x;
            if (sets_.size() <= depth + 1) {
                sets_.emplace_back(words_, 0);
            }
            const CayleyMonoid& monoid = heaps_.monoid;
            const WalkHeap& heap = walk_heaps_[h];
            std::uint64_t* next = sets_[depth + 1].data();
            const std::uint64_t* current = sets_[depth].data();
            std::fill(next, next + words_, 0);
            for (std::size_t w = 0; w < words_; ++w) {
                for (std::uint64_t bits = current[w]; bits != 0; bits &= bits - 1) {
                    const auto e = static_cast<MonoidElement>(
                        w * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
                    add_element(next, monoid.times(e, heap.letter));
                }
            }
            for (const OptionImage& option : *heap.options) {
                add_element(next, times_option(monoid, x, option));
            }
            const MonoidElement y = monoid.times(x, heap.letter);
            if (!records_.record(y, next)) {
                ++step.next;
                continue;
            }
            ++word_[static_cast<std::size_t>(heap.heap)];
            if (limits_.below && !lex_less(word_, *limits_.below)) {
                return;
            }
            if (heaps_.losing[y] == 0 && !intersects(next)) {
                failure_ = word_;
                return;
            }
            stack.push_back({y, 0, h});
        }
    }

    bool intersects(const std::uint64_t* set) const {
        for (std::size_t w = 0; w < words_; ++w) {
            if ((set[w] & losing_set_[w]) != 0) {
                return true;
            }
        }
        return false;
    }

    const HeapMonoid& heaps_;
    TransitionRecords& records_;
    const NSearchLimits& limits_;
    std::vector<WalkHeap> walk_heaps_;
    std::size_t words_;
    ElementSet losing_set_;
    std::vector<ElementSet> sets_;  // the option set of the sum at each depth
    HeapWord word_;
    std::optional<HeapWord> failure_;
};

}  // namespace

std::size_t element_set_words(MonoidElement size) {
    return (std::size_t{size} + 63) / 64;
}

bool is_subset(const std::uint64_t* a, const std::uint64_t* b, std::size_t words) {
    for (std::size_t w = 0; w < words; ++w) {
        if ((a[w] & ~b[w]) != 0) {
            return false;
        }
    }
    return true;
}

TransitionRecords::TransitionRecords(MonoidElement size)
    : words_(element_set_words(size)), sets_(size) {}

bool TransitionRecords::dominated(MonoidElement x, const std::uint64_t* transitions) const {
    const std::vector<std::uint64_t>& sets = sets_[x];
    for (std::size_t at = 0; at < sets.size(); at += words_) {
        if (is_subset(sets.data() + at, transitions, words_)) {
            return true;
        }
    }
    return false;
}

bool TransitionRecords::record(MonoidElement x, const std::uint64_t* transitions) {
    if (dominated(x, transitions)) {
        return false;
    }
    std::vector<std::uint64_t>& sets = sets_[x];
    // Drop the sets that the new one is a subset of: it dominates whatever they did.
    std::size_t kept = 0;
    for (std::size_t at = 0; at < sets.size(); at += words_) {
        if (!is_subset(transitions, sets.data() + at, words_)) {
            if (kept != at) {
                std::copy(sets.begin() + static_cast<std::ptrdiff_t>(at),
                          sets.begin() + static_cast<std::ptrdiff_t>(at + words_),
                          sets.begin() + static_cast<std::ptrdiff_t>(kept));
            }
            kept += words_;
        }
    }
    sets.resize(kept);
    sets.insert(sets.end(), transitions, transitions + words_);
    return true;
}

std::size_t TransitionRecords::size() const {
    std::size_t count = 0;
    for (const auto& sets : sets_) {
        count += sets.size() / words_;
    }
    return count;
}

std::optional<HeapWord> least_p_failure(const HeapMonoid& heaps,
                                        const std::vector<std::vector<OptionImage>>& options,
                                        const LexLeastWords& words, ComputeLimit* limit) {
    const CayleyMonoid& monoid = heaps.monoid;
    std::optional<HeapWord> least;
    for (int heap = 0; heap < heaps.heap_count(); ++heap) {
        const Letter letter = heaps.heap_letter[static_cast<std::size_t>(heap)];
        const auto& heap_options = options[static_cast<std::size_t>(heap)];
        for (MonoidElement x = 0; x < monoid.size(); ++x) {
            compute_tick(limit);
            if (heaps.losing[monoid.times(x, letter)] == 0) {
                continue;
            }
            const bool fails = std::any_of(
                heap_options.begin(), heap_options.end(), [&](const OptionImage& option) {
                    return heaps.losing[times_option(monoid, x, option)] != 0;
                });
            if (fails) {
                HeapWord word = least_word(words, x, heaps.heap_count());
                ++word[static_cast<std::size_t>(heap)];
                if (!least || lex_less(word, *least)) {
                    least = std::move(word);
                }
            }
        }
    }
    return least;
}

std::optional<HeapWord> least_n_failure(const HeapMonoid& heaps,
                                        const std::vector<std::vector<OptionImage>>& options,
                                        TransitionRecords& records, const NSearchLimits& limits) {
    return NWalk(heaps, options, records, limits).run();
}

}  // namespace marienbad
