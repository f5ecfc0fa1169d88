// The heap-by-heap construction of misère quotients (misere_quotient_engine.hpp).
#include "octal/misere_quotient_engine.hpp"

#include <algorithm>
#include <utility>

#include "octal/bipartite_reduction.hpp"
#include "octal/cyclic_refinement.hpp"
#include "octal/lex_least_words.hpp"
#include "octal/octal_stages.hpp"

namespace marienbad {
namespace {

// How much larger than the budget a finer candidate may be before its reduction.
constexpr std::size_t k_refinement_room = 64;
constexpr std::size_t k_least_refinement_cap = std::size_t{1} << 16;
// Candidates tried for one heap before giving up (each fixes a larger least failure, but the
// sums are infinitely many).
constexpr int k_most_candidates_per_heap = 2'000;

// For each element y, the elements z with z y losing: the losing elements for y = 1, and for y
// = p l (p y's parent among least words, l a letter) those z with z l in p's set.
std::vector<ElementSet> losing_contexts(const HeapMonoid& quotient, const LexLeastWords& words) {
    const MonoidElement size = quotient.monoid.size();
    const std::size_t set_words = element_set_words(size);
    std::vector<ElementSet> contexts(size, ElementSet(set_words, 0));
    for (MonoidElement z = 0; z < size; ++z) {
        if (quotient.losing[z] != 0) {
            add_element(contexts[0].data(), z);
        }
    }
    for (const MonoidElement y : words.order) {
        if (y == 0) {
            continue;
        }
        const ElementSet& parent = contexts[words.parent[y]];
        const Letter letter = quotient.heap_letter[static_cast<std::size_t>(words.last_heap[y])];
        for (MonoidElement z = 0; z < size; ++z) {
            if (has_element(parent.data(), quotient.monoid.times(z, letter))) {
                add_element(contexts[y].data(), z);
            }
        }
    }
    return contexts;
}

HeapMonoid marked(HeapMonoid candidate, const HeapLeaves& leaves) {
    candidate.losing = mark_losing(candidate, option_images(candidate, leaves));
    return candidate;
}

}  // namespace

MisereQuotientEngine::MisereQuotientEngine(const OctalCode& code, std::size_t budget,
                                           ComputeLimit* limit)
    : code_(code), budget_(std::max<std::size_t>(budget, 2)), limit_(limit) {
    quotient_.monoid = CayleyMonoid(1);
    quotient_.heap_letter = {k_identity_letter};
    quotient_.losing = {0};
    leaves_.push_back({});
    options_.push_back({});
    words_ = lex_least_words(quotient_);
    records_ = TransitionRecords(1);
    losing_contexts_ = losing_contexts(quotient_, words_);
    letter_of_element_ = {k_identity_letter};
}

bool MisereQuotientEngine::extend_to(int max_heap) {
    if (stop_) {
        return max_heap <= this->max_heap();
    }
    for (int heap = this->max_heap() + 1; heap <= max_heap; ++heap) {
        target_ = max_heap;
        step(heap);
        if (!add_heap(heap)) {
            return false;
        }
    }
    return true;
}

bool MisereQuotientEngine::add_heap(int heap) {
    leaves_.push_back(octal_leaves(code_, heap));
    if (leaves_.back().empty()) {
        // No move: the heap is the empty game, the identity.
        quotient_.heap_letter.push_back(k_identity_letter);
        options_.emplace_back();
        return true;
    }
    if (extend_conservatively(heap)) {
        return true;
    }
    if (expand(heap)) {
        return true;
    }
    leaves_.pop_back();
    return false;
}

void MisereQuotientEngine::step(int heap) {
    compute_step(limit_, static_cast<std::uint64_t>(heap), static_cast<std::uint64_t>(target_),
                 static_cast<int>(OctalStage::misere_quotient));
}

void MisereQuotientEngine::map_heap_to(int heap, MonoidElement x) {
    CayleyMonoid& monoid = quotient_.monoid;
    Letter letter = k_identity_letter;
    if (x != 0) {
        letter = letter_of_element_[x];
        if (letter == k_identity_letter) {
            // A letter for x: y times x along the letters of x's least word.
            std::vector<Letter> path;
            for (MonoidElement w = x; words_.last_heap[w] >= 0; w = words_.parent[w]) {
                path.push_back(
                    quotient_.heap_letter[static_cast<std::size_t>(words_.last_heap[w])]);
            }
            std::vector<MonoidElement> products(monoid.size());
            for (MonoidElement y = 0; y < monoid.size(); ++y) {
                MonoidElement product = y;
                for (const Letter step : path) {
                    product = monoid.times(product, step);
                }
                products[y] = product;
            }
            letter = monoid.add_letter(products);
            letter_of_element_[x] = letter;
        }
    }
    if (quotient_.heap_count() <= heap) {
        quotient_.heap_letter.push_back(letter);
    } else {
        quotient_.heap_letter[static_cast<std::size_t>(heap)] = letter;
    }
}

bool MisereQuotientEngine::extend_conservatively(int heap) {
    const std::vector<OptionImage> images =
        option_images_of(quotient_, leaves_[static_cast<std::size_t>(heap)]);
    const MonoidElement size = quotient_.monoid.size();
    const std::size_t set_words = element_set_words(size);
    ElementSet option_set(set_words, 0);
    ElementSet option_contexts(set_words, 0);
    bool heap_losing = true;
    for (const OptionImage& image : images) {
        add_element(option_set.data(), image.element);
        heap_losing = heap_losing && quotient_.losing[image.element] == 0;
        const ElementSet& contexts = losing_contexts_[image.element];
        for (std::size_t w = 0; w < set_words; ++w) {
            option_contexts[w] |= contexts[w];
        }
    }
    // Elements x with the heap's outcome where no option is losing when x is (check (P)).
    std::vector<MonoidElement> candidates;
    for (MonoidElement x = 0; x < size; ++x) {
        if ((quotient_.losing[x] != 0) != heap_losing ||
            intersects(losing_contexts_[x], option_contexts)) {
            continue;
        }
        if (records_.dominated(x, option_set.data())) {
            map_heap_to(heap, x);
            options_.push_back(images);
            return true;
        }
        candidates.push_back(x);
    }
    options_.push_back(images);
    for (const MonoidElement x : candidates) {
        step(heap);
        map_heap_to(heap, x);
        TransitionRecords records = records_;
        if (!least_n_failure(quotient_, options_, records, {std::nullopt, heap, limit_})) {
            records_ = std::move(records);
            return true;
        }
    }
    options_.pop_back();
    if (quotient_.heap_count() > heap) {
        quotient_.heap_letter.pop_back();
    }
    return false;
}

bool MisereQuotientEngine::expand(int heap) {
    const std::size_t cap = std::max(k_least_refinement_cap, budget_ * k_refinement_room);
    HeapMonoid base = quotient_;
    base.heap_letter.push_back(k_identity_letter);
    std::optional<HeapMonoid> product = refine_with_counters(base, {{heap, 2, 2}}, cap);
    if (!product) {
        stop_ = QuotientStop{heap, quotient_.monoid.size()};
        return false;
    }
    HeapMonoid candidate = reduce_bipartite(marked(std::move(*product), leaves_)).reduced;
    for (int attempt = 0; attempt < k_most_candidates_per_heap; ++attempt) {
        step(heap);
        if (candidate.monoid.size() > budget_) {
            stop_ = QuotientStop{heap, quotient_.monoid.size()};
            return false;
        }
        const std::vector<std::vector<OptionImage>> options = option_images(candidate, leaves_);
        const LexLeastWords words = lex_least_words(candidate);
        const std::optional<HeapWord> p_failure =
            least_p_failure(candidate, options, words, limit_);
        TransitionRecords records(candidate.monoid.size());
        const std::optional<HeapWord> n_failure =
            least_n_failure(candidate, options, records, {p_failure, std::nullopt, limit_});
        const std::optional<HeapWord>& failure = n_failure ? n_failure : p_failure;
        if (!failure) {
            adopt(std::move(candidate), std::move(records));
            expansion_heaps_.push_back(heap);
            return true;
        }
        std::optional<HeapMonoid> finer = recalibrate(candidate, *failure);
        if (!finer) {
            stop_ = QuotientStop{heap, quotient_.monoid.size()};
            return false;
        }
        candidate = std::move(*finer);
    }
    stop_ = QuotientStop{heap, quotient_.monoid.size()};
    return false;
}

std::optional<HeapMonoid> MisereQuotientEngine::recalibrate(const HeapMonoid& candidate,
                                                            const HeapWord& failure) {
    const bool truly_losing = candidate.losing[element_of(candidate, failure)] == 0;
    const std::size_t cap = std::max(k_least_refinement_cap, budget_ * k_refinement_room);
    // Counts the heaps h exactly up to the failure's number of them, then by parity.
    const auto counter = [&failure](int heap) {
        return HeapCounter{heap, failure[static_cast<std::size_t>(heap)] + 1, 2};
    };
    const auto marked_product =
        [&](const std::vector<HeapCounter>& counters) -> std::optional<HeapMonoid> {
        std::optional<HeapMonoid> product = refine_with_counters(candidate, counters, cap);
        if (!product) {
            return std::nullopt;
        }
        return marked(std::move(*product), leaves_);
    };
    const auto right = [&](const HeapMonoid& finer) {
        return (finer.losing[element_of(finer, failure)] != 0) == truly_losing;
    };
    // First one counter, for each size the failure holds, largest first: the smallest finer
    // candidates.
    for (std::size_t heap = failure.size(); heap-- > 0;) {
        if (failure[heap] > 0) {
            std::optional<HeapMonoid> finer = marked_product({counter(static_cast<int>(heap))});
            if (finer && right(*finer)) {
                return reduce_bipartite(*finer).reduced;
            }
        }
    }
    // Then the counters that make the failure the least sum of its element: while a smaller
    // sum shares it, count the largest heap size where they differ (the smaller sum has fewer
    // of them, the failure some). At most one counter per size the failure holds.
    std::vector<HeapCounter> counters;
    while (true) {
        std::optional<HeapMonoid> finer = marked_product(counters);
        if (!finer) {
            return std::nullopt;
        }
        if (right(*finer)) {
            return reduce_bipartite(*finer).reduced;
        }
        const HeapWord least =
            least_word(lex_least_words(*finer), element_of(*finer, failure), finer->heap_count());
        // The failure is not that least sum (its options are all right, below it).
        int differing = static_cast<int>(failure.size()) - 1;
        while (differing >= 0 && least[static_cast<std::size_t>(differing)] ==
                                     failure[static_cast<std::size_t>(differing)]) {
            --differing;
        }
        if (differing < 0) {
            return std::nullopt;
        }
        counters.push_back(counter(differing));
    }
}

void MisereQuotientEngine::adopt(HeapMonoid quotient, TransitionRecords records) {
    quotient_ = std::move(quotient);
    options_ = option_images(quotient_, leaves_);
    words_ = lex_least_words(quotient_);
    records_ = std::move(records);
    losing_contexts_ = losing_contexts(quotient_, words_);
    letter_of_element_.assign(quotient_.monoid.size(), k_identity_letter);
    for (Letter letter = 0; letter < quotient_.monoid.letter_count(); ++letter) {
        letter_of_element_[quotient_.monoid.letter_element(letter)] = letter;
    }
}

}  // namespace marienbad
