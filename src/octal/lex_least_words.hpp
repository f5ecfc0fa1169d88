// The least word of every element of a heap monoid (heap_monoid.hpp), and the losing elements
// those words give: the step of Plambeck and Siegel's construction that decides, for a
// candidate monoid, which of its elements are P-positions.
//
// Words are compared as the papers do, the larger heaps weighing more (lex_less). Every option
// of a word is a smaller word (a heap is replaced by smaller ones), so going through the words
// in increasing order, each element first met by its least word, decides each element once its
// options' elements are decided: the player to move loses at the least word exactly when no
// option leads to a losing element. A depth-first walk over the words with heaps in
// non-increasing order, smaller heaps first, meets them in that order; a word whose element
// was met already is not extended (its extensions have smaller twins), so the walk visits each
// element once. Only the smallest heap of each letter can be in a least word.
#pragma once

#include <vector>

#include "octal/heap_monoid.hpp"

namespace marienbad {

struct LexLeastWords {
    // The element of a least word without its last (smallest) heap, and that heap; -1 for the
    // identity, whose least word is empty.
    std::vector<MonoidElement> parent;
    std::vector<int> last_heap;
    // The elements in the order of their least words.
    std::vector<MonoidElement> order;
};

LexLeastWords lex_least_words(const HeapMonoid& heaps);

// The least word of x as a HeapWord over heaps 0..heap_count-1.
HeapWord least_word(const LexLeastWords& words, MonoidElement x, int heap_count);

// The words the walk tries that lead to an element met before (so are not least words): a
// least word, of `parent`, with one more heap `heap` (at most its smallest), giving `element`.
// In increasing order. Each word that is not least but whose every subword is, is one of them.
struct RepeatedWord {
    MonoidElement parent;
    int heap;
    MonoidElement element;
};
std::vector<RepeatedWord> repeated_words(const HeapMonoid& heaps);

// Losing elements by least words: losing[x] = 1 when no option of x's least word is losing.
// `options[h]` are heap h's option images (option_images).
std::vector<unsigned char> mark_losing(const HeapMonoid& heaps,
                                       const std::vector<std::vector<OptionImage>>& options);

}  // namespace marienbad
