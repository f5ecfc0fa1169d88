// The Cayley graph of a heap monoid, words of heaps and their options (heap_monoid.hpp).
#include "octal/heap_monoid.hpp"

#include <algorithm>

namespace marienbad {

Letter CayleyMonoid::add_letter(const std::vector<MonoidElement>& products) {
    const Letter letter = letter_count();
    actions_.insert(actions_.end(), products.begin(), products.end());
    return letter;
}

bool lex_less(const HeapWord& a, const HeapWord& b) {
    const std::size_t size = std::max(a.size(), b.size());
    for (std::size_t heap = size; heap-- > 0;) {
        const int in_a = heap < a.size() ? a[heap] : 0;
        const int in_b = heap < b.size() ? b[heap] : 0;
        if (in_a != in_b) {
            return in_a < in_b;
        }
    }
    return false;
}

MonoidElement element_of(const HeapMonoid& heaps, const HeapWord& word) {
    MonoidElement x = 0;
    for (std::size_t heap = 0; heap < word.size(); ++heap) {
        for (int copy = 0; copy < word[heap]; ++copy) {
            x = heaps.monoid.times(x, heaps.heap_letter[heap]);
        }
    }
    return x;
}

MonoidElement times_option(const CayleyMonoid& monoid, MonoidElement x, const OptionImage& option) {
    return monoid.times(monoid.times(x, option.first), option.second);
}

HeapLeaves heap_leaves_to(const OctalCode& code, int max_heap) {
    HeapLeaves leaves;
    for (int heap = 0; heap <= max_heap; ++heap) {
        leaves.push_back(octal_leaves(code, heap));
    }
    return leaves;
}

std::vector<OptionImage> option_images_of(const HeapMonoid& heaps,
                                          const std::vector<OctalLeave>& leaves) {
    std::vector<OptionImage> images;
    std::vector<bool> seen(heaps.monoid.size(), false);
    const auto letter = [&heaps](int heap) {
        return heap == 0 ? k_identity_letter : heaps.heap_letter[static_cast<std::size_t>(heap)];
    };
    for (const OctalLeave& leave : leaves) {
        OptionImage image{0, letter(leave.first), letter(leave.second)};
        image.element = times_option(heaps.monoid, 0, image);
        if (!seen[image.element]) {
            seen[image.element] = true;
            images.push_back(image);
        }
    }
    return images;
}

std::vector<std::vector<OptionImage>> option_images(const HeapMonoid& heaps,
                                                    const HeapLeaves& leaves) {
    std::vector<std::vector<OptionImage>> images;
    for (int heap = 0; heap < heaps.heap_count(); ++heap) {
        images.push_back(option_images_of(heaps, leaves[static_cast<std::size_t>(heap)]));
    }
    return images;
}

}  // namespace marienbad
