// Every sum of heaps up to a number of tokens, for the exhaustive checks of octal games: each
// multiset of heap sizes 1..max_heap with at most max_tokens tokens in all, once, the empty sum
// included.
#pragma once

#include <algorithm>
#include <functional>
#include <vector>

namespace marienbad::testing {

inline void for_each_heap_sum(int max_tokens, int max_heap,
                              const std::function<void(const std::vector<int>&)>& visit) {
    std::vector<int> heaps;
    const std::function<void(int, int)> extend = [&](int largest, int tokens_left) {
        visit(heaps);
        for (int heap = std::min(largest, tokens_left); heap >= 1; --heap) {
            heaps.push_back(heap);
            extend(heap, tokens_left - heap);
            heaps.pop_back();
        }
    };
    extend(max_heap, max_tokens);
}

}  // namespace marienbad::testing
