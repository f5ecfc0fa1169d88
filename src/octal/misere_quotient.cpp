// A proved misère quotient renumbered by normal forms, with its presentation and outcomes
// (misere_quotient.hpp).
#include "octal/misere_quotient.hpp"

#include <algorithm>
#include <deque>

#include "octal/lex_least_words.hpp"

namespace marienbad {
namespace {

// The elements the letters generate, from the identity.
std::vector<bool> generated_by(const CayleyMonoid& monoid, const std::vector<Letter>& letters) {
    std::vector<bool> reached(monoid.size(), false);
    std::deque<MonoidElement> queue{0};
    reached[0] = true;
    while (!queue.empty()) {
        const MonoidElement x = queue.front();
        queue.pop_front();
        for (const Letter letter : letters) {
            const MonoidElement y = monoid.times(x, letter);
            if (!reached[y]) {
                reached[y] = true;
                queue.push_back(y);
            }
        }
    }
    return reached;
}

GeneratorWord as_generator_word(const HeapWord& word) {
    return GeneratorWord{word};
}

}  // namespace

MisereQuotient::MisereQuotient(const MisereQuotientEngine& engine)
    : code_(engine.code()), expansion_heaps_(engine.expansion_heaps()) {
    const HeapMonoid& quotient = engine.quotient();
    const CayleyMonoid& monoid = quotient.monoid;
    // Generators: the heaps' elements that the heaps before do not generate.
    HeapMonoid by_generators{monoid, {}, quotient.losing};
    std::vector<bool> generated = generated_by(monoid, {});
    for (int heap = 0; heap < quotient.heap_count(); ++heap) {
        const Letter letter = quotient.heap_letter[static_cast<std::size_t>(heap)];
        if (letter == k_identity_letter || generated[monoid.letter_element(letter)]) {
            continue;
        }
        generator_heaps_.push_back(heap);
        by_generators.heap_letter.push_back(letter);
        generated = generated_by(monoid, by_generators.heap_letter);
    }
    // Elements in the order of their normal forms: least words over the generators.
    const LexLeastWords words = lex_least_words(by_generators);
    std::vector<int> number(monoid.size(), -1);
    for (const MonoidElement x : words.order) {
        number[x] = static_cast<int>(normal_forms_.size());
        normal_forms_.push_back(
            as_generator_word(least_word(words, x, static_cast<int>(generator_heaps_.size()))));
        losing_.push_back(quotient.losing[x]);
    }
    // Relations: the least words that are not normal forms, all of whose subwords are.
    const auto is_normal = [&](const HeapWord& word) {
        return normal_forms_[static_cast<std::size_t>(
                                 number[marienbad::element_of(by_generators, word)])]
                   .exponents == word;
    };
    for (const RepeatedWord& repeat : repeated_words(by_generators)) {
        HeapWord word = normal_forms_[static_cast<std::size_t>(number[repeat.parent])].exponents;
        ++word[static_cast<std::size_t>(repeat.heap)];
        bool least = true;
        for (std::size_t g = 0; g < word.size() && least; ++g) {
            if (word[g] > 0 && static_cast<int>(g) != repeat.heap) {
                HeapWord smaller = word;
                --smaller[g];
                least = is_normal(smaller);
            }
        }
        if (least) {
            relations_.push_back({as_generator_word(word),
                                  normal_forms_[static_cast<std::size_t>(number[repeat.element])]});
        }
    }
    // Each heap's element and the table of products by it, one column per distinct element.
    std::vector<int> column_of_letter(monoid.letter_count(), -1);
    for (int heap = 0; heap < quotient.heap_count(); ++heap) {
        const Letter letter = quotient.heap_letter[static_cast<std::size_t>(heap)];
        heap_element_.push_back(
            letter == k_identity_letter ? 0 : number[monoid.letter_element(letter)]);
        if (letter == k_identity_letter) {
            heap_column_.push_back(-1);
            continue;
        }
        if (column_of_letter[letter] < 0) {
            column_of_letter[letter] = static_cast<int>(products_.size());
            std::vector<int> column(monoid.size());
            for (MonoidElement x = 0; x < monoid.size(); ++x) {
                column[static_cast<std::size_t>(number[x])] = number[monoid.times(x, letter)];
            }
            products_.push_back(std::move(column));
        }
        heap_column_.push_back(column_of_letter[letter]);
    }
}

int MisereQuotient::times_heap(int element, int heap) const {
    const int column = heap_column_[static_cast<std::size_t>(heap)];
    return column < 0
               ? element
               : products_[static_cast<std::size_t>(column)][static_cast<std::size_t>(element)];
}

int MisereQuotient::product(int x, int y) const {
    const std::vector<int>& exponents = normal_form(y).exponents;
    for (std::size_t g = 0; g < exponents.size(); ++g) {
        for (int copy = 0; copy < exponents[g]; ++copy) {
            x = times_heap(x, generator_heaps_[g]);
        }
    }
    return x;
}

int MisereQuotient::element_of(std::span<const int> heaps) const {
    int x = 0;
    for (const int heap : heaps) {
        x = times_heap(x, heap);
    }
    return x;
}

std::vector<int> MisereQuotient::elements_without_each(std::span<const int> heaps) const {
    std::vector<int> suffix(heaps.size() + 1, 0);
    for (std::size_t i = heaps.size(); i-- > 0;) {
        suffix[i] = times_heap(suffix[i + 1], heaps[i]);
    }
    std::vector<int> rest(heaps.size());
    int prefix = 0;
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        rest[i] = product(prefix, suffix[i + 1]);
        prefix = times_heap(prefix, heaps[i]);
    }
    return rest;
}

std::vector<int> MisereQuotient::losing_elements() const {
    std::vector<int> elements;
    for (int x = 0; x < order(); ++x) {
        if (losing(x)) {
            elements.push_back(x);
        }
    }
    return elements;
}

std::optional<MisereQuotient> compute_misere_quotient(const OctalCode& code, int max_heap,
                                                      std::size_t budget,
                                                      std::optional<QuotientStop>* stop,
                                                      ComputeLimit* limit) {
    MisereQuotientEngine engine(code, budget, limit);
    if (!engine.extend_to(max_heap)) {
        if (stop != nullptr) {
            *stop = engine.stop();
        }
        return std::nullopt;
    }
    return MisereQuotient(engine);
}

}  // namespace marienbad
