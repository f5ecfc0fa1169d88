// The product of a heap monoid with heap counters, explored from the identity
// (cyclic_refinement.hpp).
#include "octal/cyclic_refinement.hpp"

#include <limits>

namespace marienbad {
namespace {

constexpr MonoidElement k_unreached = std::numeric_limits<MonoidElement>::max();

// A letter of the product: a base letter, and the counter it advances (or none).
struct ProductLetter {
    Letter base;
    std::size_t counter;  // counters.size() for none
};

}  // namespace

std::optional<HeapMonoid> refine_with_counters(const HeapMonoid& base,
                                               const std::vector<HeapCounter>& counters,
                                               std::size_t max_size) {
    const std::size_t base_size = base.monoid.size();
    // Mixed radix: a state is base + base_size * (c0 + r0 * (c1 + r1 * ...)).
    std::vector<std::size_t> stride;
    std::size_t full_size = base_size;
    for (const HeapCounter& counter : counters) {
        stride.push_back(full_size);
        full_size *= static_cast<std::size_t>(counter.index + counter.period);
        if (full_size > max_size) {
            return std::nullopt;
        }
    }
    // The product's letters: each counted heap its own, the other heaps their base letter.
    std::vector<ProductLetter> letters;
    std::vector<Letter> heap_letter(base.heap_letter.size(), k_identity_letter);
    std::vector<Letter> of_base_letter(base.monoid.letter_count(), k_identity_letter);
    for (std::size_t heap = 0; heap < base.heap_letter.size(); ++heap) {
        std::size_t counter = counters.size();
        for (std::size_t c = 0; c < counters.size(); ++c) {
            if (static_cast<std::size_t>(counters[c].heap) == heap) {
                counter = c;
            }
        }
        const Letter base_letter = base.heap_letter[heap];
        if (counter < counters.size()) {
            heap_letter[heap] = static_cast<Letter>(letters.size());
            letters.push_back({base_letter, counter});
        } else if (base_letter != k_identity_letter) {
            if (of_base_letter[base_letter] == k_identity_letter) {
                of_base_letter[base_letter] = static_cast<Letter>(letters.size());
                letters.push_back({base_letter, counters.size()});
            }
            heap_letter[heap] = of_base_letter[base_letter];
        }
    }
    const auto advance = [&](std::size_t state, const ProductLetter& letter) {
        const std::size_t base_part = state % base_size;
        std::size_t next = state - base_part +
                           base.monoid.times(static_cast<MonoidElement>(base_part), letter.base);
        if (letter.counter < counters.size()) {
            const HeapCounter& counter = counters[letter.counter];
            const std::size_t radix = static_cast<std::size_t>(counter.index + counter.period);
            const std::size_t count = (state / stride[letter.counter]) % radix;
            const std::size_t advanced =
                count + 1 < radix ? count + 1 : static_cast<std::size_t>(counter.index);
            next = next - count * stride[letter.counter] + advanced * stride[letter.counter];
        }
        return next;
    };
    // Breadth-first from the identity, numbering states as reached.
    std::vector<MonoidElement> number(full_size, k_unreached);
    std::vector<std::size_t> states{0};
    number[0] = 0;
    for (std::size_t i = 0; i < states.size(); ++i) {
        for (const ProductLetter& letter : letters) {
            const std::size_t next = advance(states[i], letter);
            if (number[next] == k_unreached) {
                number[next] = static_cast<MonoidElement>(states.size());
                states.push_back(next);
            }
        }
    }
    HeapMonoid product;
    product.monoid = CayleyMonoid(static_cast<MonoidElement>(states.size()));
    std::vector<MonoidElement> products(states.size());
    for (const ProductLetter& letter : letters) {
        for (std::size_t i = 0; i < states.size(); ++i) {
            products[i] = number[advance(states[i], letter)];
        }
        product.monoid.add_letter(products);
    }
    product.heap_letter = std::move(heap_letter);
    return product;
}

}  // namespace marienbad
