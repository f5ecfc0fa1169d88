// Moore's partition refinement over the Cayley graph, and the quotient monoid it gives
// (bipartite_reduction.hpp).
#include "octal/bipartite_reduction.hpp"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <limits>
#include <unordered_map>

namespace marienbad {
namespace {

constexpr MonoidElement k_unassigned = std::numeric_limits<MonoidElement>::max();

// Classes of elements, numbered from 0, where equal classes have equal signatures
// (the class and the classes of its products by each letter).
class SignatureNumbering {
  public:
    explicit SignatureNumbering(std::size_t width) : width_(width) {}

    // The numbers of `signatures` (width_ values each), in order of first appearance.
    std::vector<MonoidElement> number(const std::vector<MonoidElement>& signatures,
                                      MonoidElement& count) {
        const std::size_t elements = signatures.size() / width_;
        std::vector<MonoidElement> numbers(elements);
        std::size_t capacity = 16;
        while (capacity < 2 * elements) {
            capacity *= 2;
        }
        std::vector<MonoidElement> table(capacity, k_unassigned);  // slot: a first element
        std::vector<MonoidElement> number_of_first(elements, k_unassigned);
        count = 0;
        for (std::size_t x = 0; x < elements; ++x) {
            const MonoidElement* signature = signatures.data() + x * width_;
            std::size_t slot = hash(signature) & (capacity - 1);
            while (true) {
                const MonoidElement first = table[slot];
                if (first == k_unassigned) {
                    table[slot] = static_cast<MonoidElement>(x);
                    number_of_first[x] = count;
                    numbers[x] = count++;
                    break;
                }
                if (equal(signature, signatures.data() + std::size_t{first} * width_)) {
                    numbers[x] = number_of_first[first];
                    break;
                }
                slot = (slot + 1) & (capacity - 1);
            }
        }
        return numbers;
    }

  private:
    std::size_t hash(const MonoidElement* signature) const {
        std::uint64_t h = 0x9E3779B97F4A7C15ULL;
        for (std::size_t i = 0; i < width_; ++i) {
            h = (h ^ signature[i]) * 0x100000001B3ULL;
            h ^= h >> 29;
        }
        return static_cast<std::size_t>(h);
    }
    bool equal(const MonoidElement* a, const MonoidElement* b) const {
        for (std::size_t i = 0; i < width_; ++i) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    std::size_t width_;
};

// The letters some heap maps to.
std::vector<Letter> used_letters(const HeapMonoid& heaps) {
    std::vector<bool> used(heaps.monoid.letter_count(), false);
    for (const Letter letter : heaps.heap_letter) {
        if (letter != k_identity_letter) {
            used[letter] = true;
        }
    }
    std::vector<Letter> result;
    for (Letter letter = 0; letter < heaps.monoid.letter_count(); ++letter) {
        if (used[letter]) {
            result.push_back(letter);
        }
    }
    return result;
}

// The quotient of `heaps` by a congruence given as a class per element, keeping the classes
// reachable from the identity's, numbered in breadth-first order.
Reduction quotient_by(const HeapMonoid& heaps, const std::vector<MonoidElement>& classes,
                      MonoidElement class_count) {
    const CayleyMonoid& monoid = heaps.monoid;
    const Letter letters = monoid.letter_count();
    // A representative element per class, and the used letters.
    std::vector<MonoidElement> representative(class_count, k_unassigned);
    for (MonoidElement x = monoid.size(); x-- > 0;) {
        representative[classes[x]] = x;
    }
    const std::vector<Letter> used = used_letters(heaps);
    // Breadth-first from the identity's class.
    std::vector<MonoidElement> number(class_count, k_unassigned);
    std::vector<MonoidElement> by_number;
    std::deque<MonoidElement> queue{classes[0]};
    number[classes[0]] = 0;
    by_number.push_back(classes[0]);
    while (!queue.empty()) {
        const MonoidElement c = queue.front();
        queue.pop_front();
        for (const Letter letter : used) {
            const MonoidElement d = classes[monoid.times(representative[c], letter)];
            if (number[d] == k_unassigned) {
                number[d] = static_cast<MonoidElement>(by_number.size());
                by_number.push_back(d);
                queue.push_back(d);
            }
        }
    }
    const auto size = static_cast<MonoidElement>(by_number.size());
    Reduction result;
    result.reduced.monoid = CayleyMonoid(size);
    result.merged.assign(monoid.size(), k_unassigned);
    for (MonoidElement x = 0; x < monoid.size(); ++x) {
        result.merged[x] = number[classes[x]];
    }
    // Letters by the element they stand for: one letter per element, none for the identity.
    std::vector<Letter> letter_of_element(size, k_identity_letter);
    std::vector<Letter> new_letter(letters, k_identity_letter);
    std::vector<MonoidElement> products(size);
    for (const Letter letter : used) {
        const MonoidElement element = number[classes[monoid.letter_element(letter)]];
        if (element == 0) {
            continue;
        }
        if (letter_of_element[element] == k_identity_letter) {
            for (MonoidElement c = 0; c < size; ++c) {
                products[c] = number[classes[monoid.times(representative[by_number[c]], letter)]];
            }
            letter_of_element[element] = result.reduced.monoid.add_letter(products);
        }
        new_letter[letter] = letter_of_element[element];
    }
    for (const Letter letter : heaps.heap_letter) {
        result.reduced.heap_letter.push_back(letter == k_identity_letter ? k_identity_letter
                                                                         : new_letter[letter]);
    }
    if (!heaps.losing.empty()) {
        result.reduced.losing.assign(size, 0);
        for (MonoidElement c = 0; c < size; ++c) {
            result.reduced.losing[c] = heaps.losing[representative[by_number[c]]];
        }
    }
    return result;
}

}  // namespace

Reduction reduce_bipartite(const HeapMonoid& heaps) {
    const CayleyMonoid& monoid = heaps.monoid;
    const MonoidElement size = monoid.size();
    const std::vector<Letter> letters = used_letters(heaps);
    const std::size_t width = letters.size() + 1;
    std::vector<MonoidElement> classes(size);
    for (MonoidElement x = 0; x < size; ++x) {
        classes[x] = heaps.losing[x];
    }
    MonoidElement count = 0;
    for (MonoidElement x = 0; x < size; ++x) {
        count = std::max<MonoidElement>(count, classes[x] + 1);
    }
    SignatureNumbering numbering(width);
    std::vector<MonoidElement> signatures(std::size_t{size} * width);
    while (true) {
        for (MonoidElement x = 0; x < size; ++x) {
            MonoidElement* signature = signatures.data() + std::size_t{x} * width;
            signature[0] = classes[x];
            for (std::size_t i = 0; i < letters.size(); ++i) {
                signature[i + 1] = classes[monoid.times(x, letters[i])];
            }
        }
        MonoidElement refined = 0;
        std::vector<MonoidElement> next = numbering.number(signatures, refined);
        const bool stable = refined == count;
        classes = std::move(next);
        count = refined;
        if (stable) {
            break;
        }
    }
    return quotient_by(heaps, classes, count);
}

}  // namespace marienbad
