// The proof that a heap monoid with losing elements gives the misère outcome of every sum of
// heaps (Plambeck and Siegel's verification; misere_quotient_engine.hpp). By induction on the
// sums it is enough that, for every sum G:
//   (P) if G's element is losing, no option of G has a losing element, and
//   (N) if G's element is not losing and G has a move, some option of G has a losing element
// (and the empty sum, with no move, is not losing: it is won in misère play). Then the player to
// move loses G exactly when G's element is losing.
//
// (P) is checked per heap: an option of x + h (x any element, h a heap) is x times what a move
// on h leaves, so it fails for some sum exactly when for some element x and heap h the element
// x h is losing and some x t is losing, t an option image of h.
//
// (N) depends on a sum's whole set of option elements T(G), not only on its element: it is
// checked by a walk over all sums in increasing order (lex_less) that skips every sum
// dominated by one before it: if F < G map to the same element and T(F) is a subset of T(G),
// then F + H < G + H, same element, T(F + H) a subset of T(G + H), for every H, so a failure at
// G + H means one at F + H before it, and the least failure is never skipped. Each element keeps
// the minimal sets T met so far (TransitionRecords); since they are subsets of a finite monoid,
// the walk ends. What it returns is the least failure of all sums, or none.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/compute_limit.hpp"
#include "octal/heap_monoid.hpp"
#include "octal/lex_least_words.hpp"

namespace marienbad {

// A set of elements, one bit each.
using ElementSet = std::vector<std::uint64_t>;
std::size_t element_set_words(MonoidElement size);
bool is_subset(const std::uint64_t* a, const std::uint64_t* b, std::size_t words);
inline void add_element(std::uint64_t* set, MonoidElement x) {
    set[x / 64] |= std::uint64_t{1} << (x % 64);
}
inline bool has_element(const std::uint64_t* set, MonoidElement x) {
    return ((set[x / 64] >> (x % 64)) & 1U) != 0;
}
inline bool intersects(const ElementSet& a, const ElementSet& b) {
    for (std::size_t w = 0; w < a.size() && w < b.size(); ++w) {
        if ((a[w] & b[w]) != 0) {
            return true;
        }
    }
    return false;
}

// For each element, the minimal option sets of the sums met that map to it.
class TransitionRecords {
  public:
    TransitionRecords() = default;
    explicit TransitionRecords(MonoidElement size);

    // Records T for x unless some recorded set of x is a subset of it (false: dominated).
    bool record(MonoidElement x, const std::uint64_t* transitions);
    // Whether some recorded set of x is a subset of `transitions`.
    bool dominated(MonoidElement x, const std::uint64_t* transitions) const;
    std::size_t words() const { return words_; }
    std::size_t size() const;

  private:
    std::size_t words_ = 1;
    std::vector<std::vector<std::uint64_t>> sets_;  // per element, its sets one after another
};

// The least sum that breaks (P), if any: the least word of x with one more heap h. `limit`, if
// any, ticks through it.
std::optional<HeapWord> least_p_failure(const HeapMonoid& heaps,
                                        const std::vector<std::vector<OptionImage>>& options,
                                        const LexLeastWords& words, ComputeLimit* limit = nullptr);

struct NSearchLimits {
    // Stop at this sum (a failure found before is smaller; none means none below it).
    std::optional<HeapWord> below;
    // Only the sums holding this heap (every other sum being already proved).
    std::optional<int> holding_heap;
    // The command's time and memory, ticked through the walk, if any.
    ComputeLimit* compute = nullptr;
};

// The least sum that breaks (N), if any, within the limits; `records` may hold the sets of
// sums known to be right and smaller than every sum searched, and keeps those met.
std::optional<HeapWord> least_n_failure(const HeapMonoid& heaps,
                                        const std::vector<std::vector<OptionImage>>& options,
                                        TransitionRecords& records, const NSearchLimits& limits);

}  // namespace marienbad
