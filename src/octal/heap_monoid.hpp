// A finite commutative monoid that heaps of an octal game map into, with the elements where the
// player to move loses: the misère quotient's shape (Plambeck and Siegel, "Misère quotients for
// impartial games"), and of every candidate the engine tries on the way to it
// (misere_quotient_engine.hpp). The monoid is given by its Cayley graph: elements 0..size-1, 0
// the identity, and for each letter (an element some heap maps to) the product of every element
// by it. A sum of heaps maps to the product of its heaps' letters; its options are what a move
// on one heap leaves, the rest times the heaps left (octal_moves.hpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

#include "octal/octal_moves.hpp"

namespace marienbad {

using MonoidElement = std::uint32_t;
using Letter = std::uint32_t;

// The letter of a heap that maps to the identity (no heap, a heap without moves, or one that
// changes no outcome).
inline constexpr Letter k_identity_letter = std::numeric_limits<Letter>::max();

class CayleyMonoid {
  public:
    CayleyMonoid() = default;
    explicit CayleyMonoid(MonoidElement size) : size_(size) {}

    MonoidElement size() const { return size_; }
    Letter letter_count() const {
        return static_cast<Letter>(size_ == 0 ? 0 : actions_.size() / size_);
    }
    // x times the element of `letter` (x itself for k_identity_letter).
    MonoidElement times(MonoidElement x, Letter letter) const {
        return letter == k_identity_letter ? x : actions_[std::size_t{letter} * size_ + x];
    }
    // The element a letter stands for.
    MonoidElement letter_element(Letter letter) const { return times(0, letter); }
    // Appends a letter: `products[x]` is x times it, for every element x.
    Letter add_letter(const std::vector<MonoidElement>& products);
    // The products by `letter` of elements 0..size-1, contiguous.
    const MonoidElement* action(Letter letter) const {
        return actions_.data() + std::size_t{letter} * size_;
    }

  private:
    MonoidElement size_ = 1;
    std::vector<MonoidElement> actions_;  // actions_[letter * size_ + x] = x * letter
};

// A monoid with the map from heaps 0..n to it (the papers' pretending function) and, once
// known, its losing elements (the P-portion).
struct HeapMonoid {
    CayleyMonoid monoid;
    std::vector<Letter> heap_letter;    // heap_letter[h]: the letter heap h maps to
    std::vector<unsigned char> losing;  // losing[x] = 1: the player to move loses
    int heap_count() const { return static_cast<int>(heap_letter.size()); }
    MonoidElement heap_element(int heap) const {
        return monoid.letter_element(heap_letter[static_cast<std::size_t>(heap)]);
    }
};

// A sum of heaps as the number of heaps of each size, index = size; compared as the papers'
// words: the larger heaps weigh more (lex_less), the order every search here follows.
using HeapWord = std::vector<int>;
bool lex_less(const HeapWord& a, const HeapWord& b);
MonoidElement element_of(const HeapMonoid& heaps, const HeapWord& word);

// What a move on a heap leaves, as the letters of the heaps left, with the element they make:
// the rest of a sum times `element`. Each element once per heap.
struct OptionImage {
    MonoidElement element = 0;
    Letter first = k_identity_letter;
    Letter second = k_identity_letter;
};
MonoidElement times_option(const CayleyMonoid& monoid, MonoidElement x, const OptionImage& option);

// The heaps' moves, what each heap's moves leave (octal_leaves), for heaps 0..n.
using HeapLeaves = std::vector<std::vector<OctalLeave>>;
HeapLeaves heap_leaves_to(const OctalCode& code, int max_heap);

// The option images of every heap under `heaps`' map (heaps beyond it are ignored).
std::vector<std::vector<OptionImage>> option_images(const HeapMonoid& heaps,
                                                    const HeapLeaves& leaves);
std::vector<OptionImage> option_images_of(const HeapMonoid& heaps,
                                          const std::vector<OctalLeave>& leaves);

}  // namespace marienbad
