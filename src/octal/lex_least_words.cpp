// The depth-first walk over least words, and the losing elements it decides
// (lex_least_words.hpp).
#include "octal/lex_least_words.hpp"

#include <cstddef>

namespace marienbad {
namespace {

struct Representative {
    int heap;
    Letter letter;
};

// The smallest heap of each letter, smaller heaps first.
std::vector<Representative> least_word_heaps(const HeapMonoid& heaps) {
    std::vector<bool> taken(heaps.monoid.letter_count(), false);
    std::vector<Representative> result;
    for (int heap = 0; heap < heaps.heap_count(); ++heap) {
        const Letter letter = heaps.heap_letter[static_cast<std::size_t>(heap)];
        if (letter != k_identity_letter && !taken[letter]) {
            taken[letter] = true;
            result.push_back({heap, letter});
        }
    }
    return result;
}

// Walks the least words: `visitor.enter(element, parent, rep)` once per element but the
// identity, in the order of their least words (the element's least word is its parent's with
// one more heap reps[rep]), and `visitor.leave()` after the words that extend it;
// `visitor.repeat(element, parent, rep)` for the words that lead to an element met before.
template <typename Visitor>
void walk_least_words(const HeapMonoid& heaps, const std::vector<Representative>& reps,
                      Visitor& visitor) {
    std::vector<bool> seen(heaps.monoid.size(), false);
    seen[0] = true;
    // The walk's stack: the word's element and the next representative to add (at most the
    // last one added, so heaps come in non-increasing order).
    struct Frame {
        MonoidElement word;
        std::size_t next;
        std::size_t largest;
    };
    if (reps.empty()) {
        return;
    }
    std::vector<Frame> stack{{0, 0, reps.size() - 1}};
    while (!stack.empty()) {
        Frame& frame = stack.back();
        if (frame.next > frame.largest) {
            stack.pop_back();
            if (!stack.empty()) {
                visitor.leave();
            }
            continue;
        }
        const std::size_t rep = frame.next++;
        const MonoidElement next = heaps.monoid.times(frame.word, reps[rep].letter);
        if (seen[next]) {
            visitor.repeat(next, frame.word, rep);
            continue;
        }
        seen[next] = true;
        visitor.enter(next, frame.word, rep);
        stack.push_back({next, 0, rep});
    }
}

struct TreeRecorder {
    LexLeastWords& words;
    const std::vector<Representative>& reps;
    void enter(MonoidElement element, MonoidElement parent, std::size_t rep) {
        words.parent[element] = parent;
        words.last_heap[element] = reps[rep].heap;
        words.order.push_back(element);
    }
    void leave() {}
    void repeat(MonoidElement, MonoidElement, std::size_t) {}
};

struct RepeatRecorder {
    std::vector<RepeatedWord>& repeats;
    const std::vector<Representative>& reps;
    void enter(MonoidElement, MonoidElement, std::size_t) {}
    void leave() {}
    void repeat(MonoidElement element, MonoidElement parent, std::size_t rep) {
        repeats.push_back({parent, reps[rep].heap, element});
    }
};

// Decides each element from the options of its least word. Along the walk it keeps, for each
// heap size in the current word, the element of the word without one heap of that size: an
// option replaces that heap by what a move leaves.
class LosingMarker {
  public:
    LosingMarker(const HeapMonoid& heaps, const std::vector<Representative>& reps,
                 const std::vector<std::vector<OptionImage>>& options,
                 std::vector<unsigned char>& losing)
        : heaps_(heaps), reps_(reps), options_(options), losing_(losing), stack_(1) {}

    void enter(MonoidElement element, MonoidElement parent, std::size_t rep) {
        const Letter letter = reps_[rep].letter;
        const std::size_t depth = depth_ + 1;
        if (stack_.size() <= depth) {
            stack_.emplace_back();
        }
        std::vector<Removed>& next = stack_[depth];
        next.clear();
        for (const Removed& removed : stack_[depth_]) {
            if (removed.rep != rep) {
                next.push_back({removed.rep, heaps_.monoid.times(removed.rest, letter)});
            }
        }
        next.push_back({rep, parent});
        losing_[element] = decide(next) ? 1 : 0;
        depth_ = depth;
    }
    void leave() { --depth_; }
    void repeat(MonoidElement, MonoidElement, std::size_t) {}

  private:
    struct Removed {
        std::size_t rep;     // a heap size in the word (its representative)
        MonoidElement rest;  // the word without one heap of it
    };

    bool decide(const std::vector<Removed>& removed) const {
        for (const Removed& entry : removed) {
            const auto heap = static_cast<std::size_t>(reps_[entry.rep].heap);
            for (const OptionImage& option : options_[heap]) {
                if (losing_[times_option(heaps_.monoid, entry.rest, option)] != 0) {
                    return false;
                }
            }
        }
        return true;
    }

    const HeapMonoid& heaps_;
    const std::vector<Representative>& reps_;
    const std::vector<std::vector<OptionImage>>& options_;
    std::vector<unsigned char>& losing_;
    std::vector<std::vector<Removed>> stack_;  // per depth; depth 0 is the empty word
    std::size_t depth_ = 0;
};

}  // namespace

LexLeastWords lex_least_words(const HeapMonoid& heaps) {
    LexLeastWords words;
    words.parent.assign(heaps.monoid.size(), 0);
    words.last_heap.assign(heaps.monoid.size(), -1);
    words.order.push_back(0);
    const std::vector<Representative> reps = least_word_heaps(heaps);
    TreeRecorder recorder{words, reps};
    walk_least_words(heaps, reps, recorder);
    return words;
}

std::vector<RepeatedWord> repeated_words(const HeapMonoid& heaps) {
    std::vector<RepeatedWord> repeats;
    const std::vector<Representative> reps = least_word_heaps(heaps);
    RepeatRecorder recorder{repeats, reps};
    walk_least_words(heaps, reps, recorder);
    return repeats;
}

HeapWord least_word(const LexLeastWords& words, MonoidElement x, int heap_count) {
    HeapWord word(static_cast<std::size_t>(heap_count), 0);
    while (words.last_heap[x] >= 0) {
        ++word[static_cast<std::size_t>(words.last_heap[x])];
        x = words.parent[x];
    }
    return word;
}

std::vector<unsigned char> mark_losing(const HeapMonoid& heaps,
                                       const std::vector<std::vector<OptionImage>>& options) {
    std::vector<unsigned char> losing(heaps.monoid.size(), 0);
    const std::vector<Representative> reps = least_word_heaps(heaps);
    LosingMarker marker(heaps, reps, options, losing);
    walk_least_words(heaps, reps, marker);
    return losing;
}

}  // namespace marienbad
