// The misère quotient of an octal game, heap by heap (Plambeck and Siegel, "Misère quotients
// for impartial games", and its supplement's appendix on their MisereSolver; our own method):
// the quotient Q_n of all sums of heaps of at most n tokens by "no sum added to both tells them
// apart", with the element of each heap (heap_monoid.hpp) and the losing elements.
//
// For heap n in turn, knowing Q_{n-1}:
//  1. If some element x of Q_{n-1} can stand for heap n, Q_n = Q_{n-1}: x must be losing
//     exactly when no option of n is, no option of n may be losing in a context where x is
//     (check (P) for heap n), and every sum holding n must keep a losing option when it needs
//     one (check (N)). The last is immediate when some sum F with element x has option elements
//     T(F) all among those of n (a sum holding n is then no worse than the same sum holding F);
//     otherwise the (N) walk over the sums holding n decides.
//  2. Otherwise heap n needs a new generator: the candidate is Q_{n-1} times a counter of the
//     heaps n (exact to 1, then by parity), its losing elements those its least words give
//     (lex_least_words.hpp), reduced (bipartite_reduction.hpp). Then the candidate is verified
//     (quotient_verification.hpp): the least sum F that breaks (P) or (N) is one where the
//     candidate is wrong, and every sum below F is right. A finer candidate is made by counting
//     exactly, on top of the candidate, the heaps of some sizes F holds (cyclic_refinement.hpp);
//     once F is the least sum of its element, the finer candidate is right up to F included,
//     so the least failure only grows. Counting every size F holds always does that; fewer
//     sizes are tried first, as they keep the candidate small. The loop ends when nothing
//     fails: the candidate is then proved, for every sum of heaps up to n.
// The order of the quotient is bounded by a budget; past it, the engine stops at that heap.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "core/compute_limit.hpp"
#include "octal/heap_monoid.hpp"
#include "octal/octal_code.hpp"
#include "octal/quotient_verification.hpp"

namespace marienbad {

// The default budget: quotients of up to 10^4 elements.
inline constexpr std::size_t k_default_quotient_budget = 10'000;

// Why the engine stopped before the heap asked for.
struct QuotientStop {
    int heap = 0;                  // the heap it could not add
    std::size_t proved_order = 0;  // the order of the quotient proved to heap - 1
};

class MisereQuotientEngine {
  public:
    // `limit`: the command's time and memory, if any.
    explicit MisereQuotientEngine(const OctalCode& code,
                                  std::size_t budget = k_default_quotient_budget,
                                  ComputeLimit* limit = nullptr);

    // Adds heaps up to `max_heap`; false when the budget stops it (see stop()).
    // ComputeLimitReached when the limit is spent: the heaps proved before stay, max_heap() says
    // which, and the engine may not be extended further.
    bool extend_to(int max_heap);

    const OctalCode& code() const { return code_; }
    std::size_t budget() const { return budget_; }
    // The heaps proved so far: 0..max_heap().
    int max_heap() const { return quotient_.heap_count() - 1; }
    // The proved quotient of the sums of heaps 0..max_heap(), reduced, with its losing elements.
    const HeapMonoid& quotient() const { return quotient_; }
    // The heaps that needed a new generator, in order.
    const std::vector<int>& expansion_heaps() const { return expansion_heaps_; }
    const std::optional<QuotientStop>& stop() const { return stop_; }

  private:
    // A step of the limit, adding `heap` on the way to target_.
    void step(int heap);
    bool add_heap(int heap);
    bool extend_conservatively(int heap);
    bool expand(int heap);
    std::optional<HeapMonoid> recalibrate(const HeapMonoid& candidate, const HeapWord& failure);
    void adopt(HeapMonoid quotient, TransitionRecords records);
    void map_heap_to(int heap, MonoidElement x);

    OctalCode code_;
    std::size_t budget_;
    ComputeLimit* limit_;
    int target_ = 0;  // the heap extend_to goes to
    HeapLeaves leaves_;
    HeapMonoid quotient_;
    std::vector<std::vector<OptionImage>> options_;
    // Of the proved quotient: the least words, the (N) walk's records, and for each element
    // y the elements z with z y losing.
    LexLeastWords words_;
    std::vector<Letter> letter_of_element_;  // the letter standing for each element, if any
    TransitionRecords records_;
    std::vector<ElementSet> losing_contexts_;
    std::vector<int> expansion_heaps_;
    std::optional<QuotientStop> stop_;
};

}  // namespace marienbad
