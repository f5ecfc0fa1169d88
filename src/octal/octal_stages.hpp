// The stages of the octal computations, as they report their progress to a ComputeLimit
// (core/compute_limit.hpp), so that a command can say where a computation was.
#pragma once

namespace marienbad {

enum class OctalStage : int {
    grundy_values = 1,  // done: the heaps whose value is known; total: how many are asked
    misere_quotient,    // done: the heap being added; total: the largest asked
    misere_search,      // done: the sums solved; total: the most the search may solve
    winning_moves,      // done: the heap of the sum whose moves are tried; total: the heaps
};

}  // namespace marienbad
