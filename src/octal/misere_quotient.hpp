// A proved misère quotient of an octal game, kept and asked: the outcome of any sum of heaps of
// at most max_heap() tokens in misère play, in a few table look-ups however many heaps
// (`marienbad misere`, `solve octal --misere`, and the row for any max-take). Built from the
// engine's result (misere_quotient_engine.hpp), which proved it for every such sum.
//
// Elements are numbered 0..order()-1 in the order of their normal forms (0 the identity): the
// generators are the elements of the heaps, in heap order, that the heaps before do not
// generate (a, b, c, ... in the papers), and an element's normal form is its least word in
// them, the later generators weighing more (so b c = a b is written with a b). The relations
// are the least words that are not normal forms with their normal forms: a presentation of the
// monoid.
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "octal/heap_monoid.hpp"
#include "octal/misere_quotient_engine.hpp"
#include "octal/octal_code.hpp"

namespace marienbad {

// A word in the generators: exponents[i] is the power of generator i.
struct GeneratorWord {
    std::vector<int> exponents;
    bool operator==(const GeneratorWord&) const = default;
};

// lhs = rhs, lhs a least non-normal word, rhs its normal form.
struct QuotientRelation {
    GeneratorWord lhs;
    GeneratorWord rhs;
};

class MisereQuotient {
  public:
    // The engine's proved quotient, of heaps 0..engine.max_heap().
    explicit MisereQuotient(const MisereQuotientEngine& engine);

    const OctalCode& code() const { return code_; }
    int max_heap() const { return static_cast<int>(heap_element_.size()) - 1; }
    int order() const { return static_cast<int>(losing_.size()); }

    // The element of a heap of 0..max_heap() tokens.
    int heap_element(int heap) const { return heap_element_[static_cast<std::size_t>(heap)]; }
    // element times the element of a heap: one look-up.
    int times_heap(int element, int heap) const;
    int product(int x, int y) const;
    // The element of a sum of heaps (each 0..max_heap()).
    int element_of(std::span<const int> heaps) const;
    // Whether the player to move loses at a sum of this element (a P-position).
    bool losing(int element) const { return losing_[static_cast<std::size_t>(element)] != 0; }
    bool player_to_move_loses(std::span<const int> heaps) const {
        return losing(element_of(heaps));
    }
    // For each heap of a sum, the element of the sum without it: an option replacing heap i by
    // heaps a and b is then times_heap(times_heap(rest[i], a), b), two look-ups per option.
    // Linear in the number of heaps (prefix and suffix products).
    std::vector<int> elements_without_each(std::span<const int> heaps) const;
    // The losing elements, ascending (the P-portion).
    std::vector<int> losing_elements() const;

    // The heaps that needed a new generator while the quotient was built (where it changed).
    const std::vector<int>& expansion_heaps() const { return expansion_heaps_; }
    // The presentation: the heap whose element each generator is, each element's normal form,
    // and the relations in increasing order of their left side.
    const std::vector<int>& generator_heaps() const { return generator_heaps_; }
    const GeneratorWord& normal_form(int element) const {
        return normal_forms_[static_cast<std::size_t>(element)];
    }
    const std::vector<QuotientRelation>& relations() const { return relations_; }

  private:
    OctalCode code_;
    std::vector<int> heap_element_;
    std::vector<unsigned char> losing_;
    // For each heap its column in products_ (or -1 for the identity): products_[column][x].
    std::vector<int> heap_column_;
    std::vector<std::vector<int>> products_;
    std::vector<int> expansion_heaps_;
    std::vector<int> generator_heaps_;
    std::vector<GeneratorWord> normal_forms_;
    std::vector<QuotientRelation> relations_;
};

// The proved quotient of heaps 0..max_heap, or nothing when the budget stops the engine first
// (`stop` then says where). ComputeLimitReached when `limit`, if any, is spent.
std::optional<MisereQuotient> compute_misere_quotient(
    const OctalCode& code, int max_heap, std::size_t budget = k_default_quotient_budget,
    std::optional<QuotientStop>* stop = nullptr, ComputeLimit* limit = nullptr);

}  // namespace marienbad
