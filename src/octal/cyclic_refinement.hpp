// A finer candidate monoid: the product of a heap monoid with a counter for each of some heaps
// (misere_quotient_engine.hpp). The counter of a heap h counts the heaps h of a sum exactly up
// to `index`, and beyond it modulo `period` (the cyclic monoid x^(index + period) = x^index),
// so the product tells apart sums the monoid merged but whose numbers of heaps h differ. Every
// sum maps to a pair whose first part is its old element: what the old monoid decided is kept.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "octal/heap_monoid.hpp"

namespace marienbad {

struct HeapCounter {
    int heap = 0;
    int index = 2;
    int period = 2;
};

// The product restricted to what sums of heaps reach (losing left empty), or nothing when the
// full product would have more than `max_size` elements.
std::optional<HeapMonoid> refine_with_counters(const HeapMonoid& base,
                                               const std::vector<HeapCounter>& counters,
                                               std::size_t max_size);

}  // namespace marienbad
