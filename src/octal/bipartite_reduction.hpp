// Merging the elements no context tells apart: the reduction of a monoid with losing elements
// (Plambeck and Siegel's "reduced bipartite monoid"). x and y are merged when x z and y z are
// both losing or both not for every element z. Since every z is a product of letters, that is
// the equivalence of x and y as states of the automaton whose letters act by the Cayley graph
// and whose accepting states are the losing ones, so it is computed as an automaton is
// minimized (Moore's partition refinement). The result is a monoid again, the merge being a
// congruence; when the candidate's losing elements are right, it is the misère quotient.
#pragma once

#include <vector>

#include "octal/heap_monoid.hpp"

namespace marienbad {

struct Reduction {
    HeapMonoid reduced;                 // its elements numbered as first reached from 0
    std::vector<MonoidElement> merged;  // merged[x]: the element x of the input became
};

// Needs heaps.losing. Letters that end up equal are merged, and those of the identity dropped.
Reduction reduce_bipartite(const HeapMonoid& heaps);

}  // namespace marienbad
