// The misère quotient's machinery (octal/misere_quotient_engine.hpp and its parts): an octal
// heap's moves; a quotient is a commutative monoid whose products agree with sums of heaps, and
// is reduced (any two elements are told apart by some sum); the verification finds nothing
// wrong with a proved quotient and finds what is wrong with a tampered one; the budget stops
// the engine at the heap that breaks it; extending in steps gives what one go gives.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "octal/lex_least_words.hpp"
#include "octal/misere_quotient.hpp"
#include "octal/octal_moves.hpp"
#include "octal/quotient_verification.hpp"
#include "support/octal_codes.hpp"

namespace marienbad {
namespace {

using testing::code_of;
using testing::quotient_of;

using Moves = std::vector<OctalMove>;

TEST(OctalMoves, ReadTheDigits) {
    // Dawson's Kayles takes two, leaving nothing, one heap or two.
    EXPECT_EQ(octal_moves(code_of("0.07"), 1), Moves{});
    EXPECT_EQ(octal_moves(code_of("0.07"), 2), (Moves{{2, 0, 0}}));
    EXPECT_EQ(octal_moves(code_of("0.07"), 5), (Moves{{2, 3, 0}, {2, 2, 1}}));
    // Dawson's chess: one token only if it is the whole heap (digit 1), two from an end or
    // the whole heap (3), three from anywhere (7).
    EXPECT_EQ(octal_moves(code_of("0.137"), 1), (Moves{{1, 0, 0}}));
    EXPECT_EQ(octal_moves(code_of("0.137"), 4), (Moves{{2, 2, 0}, {3, 1, 0}}));
    EXPECT_EQ(octal_moves(code_of("0.137"), 5), (Moves{{2, 3, 0}, {3, 2, 0}, {3, 1, 1}}));
    // 4.7: a heap may also split without losing a token.
    EXPECT_EQ(octal_moves(code_of("4.7"), 3), (Moves{{0, 2, 1}, {1, 2, 0}, {1, 1, 1}}));
    EXPECT_EQ(octal_moves(code_of("4.7"), 1), (Moves{{1, 0, 0}}));
    // What the moves leave: 0.77's heap 4 leaves 3 or 2 + 1 (taking one), 2 or 1 + 1 (two).
    EXPECT_EQ(octal_leaves(code_of("0.77"), 4),
              (std::vector<OctalLeave>{{3, 0}, {2, 1}, {2, 0}, {1, 1}}));
}

TEST(MisereQuotientAlgebra, ProductsAreThoseOfSums) {
    for (const auto& [code, heaps] : {std::pair{"0.75", 30}, std::pair{"0.77", 120},
                                      std::pair{"0.07", 30}, std::pair{"4.4", 40}}) {
        const MisereQuotient quotient = quotient_of(code, heaps);
        EXPECT_EQ(quotient.element_of({}), 0);
        for (int a = 0; a <= heaps; ++a) {
            for (int b = 0; b <= heaps; ++b) {
                const std::vector<int> sum = {a, b};
                ASSERT_EQ(quotient.product(quotient.heap_element(a), quotient.heap_element(b)),
                          quotient.element_of(sum))
                    << code << ": " << a << " + " << b;
            }
        }
    }
}

TEST(MisereQuotientAlgebra, SumWithoutEachHeap) {
    const MisereQuotient quotient = quotient_of("0.07", 30);
    const std::vector<int> heaps = {30, 2, 17, 2, 0, 25, 1, 9};
    const std::vector<int> rest = quotient.elements_without_each(heaps);
    ASSERT_EQ(rest.size(), heaps.size());
    for (std::size_t i = 0; i < heaps.size(); ++i) {
        std::vector<int> others = heaps;
        others.erase(others.begin() + static_cast<std::ptrdiff_t>(i));
        EXPECT_EQ(rest[i], quotient.element_of(others)) << "without heap " << i;
        EXPECT_EQ(quotient.times_heap(rest[i], heaps[i]), quotient.element_of(heaps));
    }
    EXPECT_EQ(quotient.elements_without_each({}), std::vector<int>{});
}

TEST(MisereQuotientAlgebra, CommutativeAssociativeWithIdentity) {
    for (const auto& [code, heaps] : {std::pair{"0.75", 30}, std::pair{"0.77", 120}}) {
        const MisereQuotient quotient = quotient_of(code, heaps);
        const int order = quotient.order();
        for (int x = 0; x < order; ++x) {
            ASSERT_EQ(quotient.product(x, 0), x);
            ASSERT_EQ(quotient.product(0, x), x);
            for (int y = 0; y < order; ++y) {
                ASSERT_EQ(quotient.product(x, y), quotient.product(y, x));
                for (int z = 0; z < order; ++z) {
                    ASSERT_EQ(quotient.product(quotient.product(x, y), z),
                              quotient.product(x, quotient.product(y, z)));
                }
            }
        }
    }
}

// Each element's row of outcomes, z -> whether x z is lost; reduced means no two rows equal.
TEST(MisereQuotientAlgebra, Reduced) {
    for (const auto& [code, heaps] : {std::pair{"0.77", 120}, std::pair{"0.777", 300},
                                      std::pair{"0.07", 30}, std::pair{"0.137", 25}}) {
        const MisereQuotient quotient = quotient_of(code, heaps);
        std::set<std::vector<bool>> rows;
        for (int x = 0; x < quotient.order(); ++x) {
            std::vector<bool> row;
            for (int z = 0; z < quotient.order(); ++z) {
                row.push_back(quotient.losing(quotient.product(x, z)));
            }
            rows.insert(row);
        }
        EXPECT_EQ(static_cast<int>(rows.size()), quotient.order()) << code;
        // Impartial misère quotients have even order, and the identity is not lost.
        EXPECT_EQ(quotient.order() % 2, 0) << code;
        EXPECT_FALSE(quotient.losing(0));
    }
}

TEST(MisereQuotientAlgebra, HeapsWithoutMovesAreTheIdentity) {
    const MisereQuotient dawson = quotient_of("0.07", 20);
    EXPECT_EQ(dawson.heap_element(0), 0);
    EXPECT_EQ(dawson.heap_element(1), 0);
    EXPECT_NE(dawson.heap_element(2), 0);
}

// Both checks of quotient_verification.hpp on the engine's quotient, from scratch.
std::optional<HeapWord> least_failure(const HeapMonoid& heaps, const OctalCode& code) {
    const auto options = option_images(heaps, heap_leaves_to(code, heaps.heap_count() - 1));
    const std::optional<HeapWord> p_failure =
        least_p_failure(heaps, options, lex_least_words(heaps));
    TransitionRecords records(heaps.monoid.size());
    const std::optional<HeapWord> n_failure =
        least_n_failure(heaps, options, records, {p_failure, std::nullopt});
    return n_failure ? n_failure : p_failure;
}

TEST(MisereQuotientVerification, ProvedQuotientsPass) {
    for (const auto& [code, heaps] : {std::pair{"0.75", 30}, std::pair{"0.77", 120},
                                      std::pair{"0.777", 300}, std::pair{"0.07", 30}}) {
        MisereQuotientEngine engine(code_of(code));
        ASSERT_TRUE(engine.extend_to(heaps));
        EXPECT_EQ(least_failure(engine.quotient(), code_of(code)), std::nullopt) << code;
    }
}

TEST(MisereQuotientVerification, TamperedQuotientsFail) {
    MisereQuotientEngine engine(code_of("0.75"));
    ASSERT_TRUE(engine.extend_to(20));
    const HeapMonoid& proved = engine.quotient();
    // Any element's outcome flipped.
    for (MonoidElement x = 1; x < proved.monoid.size(); ++x) {
        HeapMonoid flipped = proved;
        flipped.losing[x] = flipped.losing[x] != 0 ? 0 : 1;
        EXPECT_NE(least_failure(flipped, code_of("0.75")), std::nullopt) << "element " << x;
    }
    // Heap 5 (the generator c of R8) taken for heap 2 (b): a sum holding it fails, and the
    // least failure holds heap 5.
    HeapMonoid confused = proved;
    confused.heap_letter[5] = confused.heap_letter[2];
    const std::optional<HeapWord> failure = least_failure(confused, code_of("0.75"));
    ASSERT_NE(failure, std::nullopt);
    EXPECT_GT((*failure)[5], 0);
}

TEST(MisereQuotientEngine, BudgetStopsAtTheHeapThatBreaksIt) {
    // Dawson's Kayles has 24 elements up to heap 24 and 144 at heap 25.
    MisereQuotientEngine engine(code_of("0.07"), 100);
    EXPECT_FALSE(engine.extend_to(30));
    ASSERT_TRUE(engine.stop().has_value());
    EXPECT_EQ(engine.stop()->heap, 25);
    EXPECT_EQ(engine.stop()->proved_order, 24U);
    EXPECT_EQ(engine.max_heap(), 24);
    EXPECT_TRUE(engine.extend_to(20));  // what it proved stays proved
    std::optional<QuotientStop> stop;
    EXPECT_EQ(compute_misere_quotient(code_of("0.07"), 30, 100, &stop), std::nullopt);
    EXPECT_EQ(stop->heap, 25);
}

TEST(MisereQuotientEngine, InStepsAsInOneGo) {
    for (const char* code : {"0.77", "0.07", "0.777"}) {
        MisereQuotientEngine steps(code_of(code));
        for (const int heaps : {3, 10, 11, 12, 20, 30}) {
            ASSERT_TRUE(steps.extend_to(heaps));
        }
        const MisereQuotient by_steps(steps);
        const MisereQuotient at_once = quotient_of(code, 30);
        EXPECT_EQ(by_steps.order(), at_once.order()) << code;
        EXPECT_EQ(by_steps.expansion_heaps(), at_once.expansion_heaps()) << code;
        for (int heap = 0; heap <= 30; ++heap) {
            EXPECT_EQ(by_steps.normal_form(by_steps.heap_element(heap)),
                      at_once.normal_form(at_once.heap_element(heap)))
                << code << " heap " << heap;
        }
    }
}

}  // namespace
}  // namespace marienbad
