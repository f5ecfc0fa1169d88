// Misère quotients of octal games (octal/misere_quotient.hpp) held to what does not depend
// on them: an exhaustive misère search on every sum of heaps of at most 25 tokens (six
// reference codes, and more codes on fewer tokens); the quotients the papers print (Plambeck and
// Siegel's R8 for 0.75, the tame quotient T2 of misère Nim, the orders of Dawson's Kayles'
// partial quotients); and the misère rule of handout 004's row (0.777) that the game plays by, on
// every sum of up to 30 matches and on long sums.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "games/row/misere_row_rule.hpp"
#include "octal/misere_quotient.hpp"
#include "octal/octal_misere_search.hpp"
#include "octal/sparse_space_values.hpp"
#include "support/heap_sums.hpp"
#include "support/octal_codes.hpp"

namespace marienbad {
namespace {

using testing::code_of;
using testing::quotient_of;

using testing::for_each_heap_sum;

struct SearchCase {
    std::string code;
    int tokens;  // every sum of at most this many tokens, heaps up to it
};

void PrintTo(const SearchCase& check, std::ostream* out) {
    *out << check.code << " to " << check.tokens << " tokens";
}

std::string test_name(const ::testing::TestParamInfo<SearchCase>& test) {
    std::string name = "code_" + test.param.code;
    std::replace(name.begin(), name.end(), '.', '_');
    return name;
}

class MisereQuotientAgainstSearch : public ::testing::TestWithParam<SearchCase> {};

TEST_P(MisereQuotientAgainstSearch, SameOutcomeOnEverySum) {
    const auto& [code, tokens] = GetParam();
    const MisereQuotient quotient = quotient_of(code, tokens);
    OctalMisereSearch search(code_of(code));
    int sums = 0;
    for_each_heap_sum(tokens, tokens, [&](const std::vector<int>& heaps) {
        ++sums;
        const bool wins = search.player_to_move_wins(heaps).value();
        ASSERT_EQ(quotient.player_to_move_loses(heaps), !wins) << ::testing::PrintToString(heaps);
    });
    EXPECT_GT(sums, 1000);
}

INSTANTIATE_TEST_SUITE_P(IssueCodes, MisereQuotientAgainstSearch,
                         ::testing::Values(SearchCase{"0.7", 25},     // tame: parity of the tokens
                                           SearchCase{"0.75", 25},    // R8
                                           SearchCase{"0.77", 25},    // Kayles
                                           SearchCase{"0.777", 25},   // handout 004's row
                                           SearchCase{"0.07", 25},    // Dawson's Kayles
                                           SearchCase{"0.137", 25}),  // Dawson's chess
                         test_name);

INSTANTIATE_TEST_SUITE_P(MoreCodes, MisereQuotientAgainstSearch,
                         ::testing::Values(SearchCase{"0.4", 18}, SearchCase{"0.15", 18},
                                           SearchCase{"0.26", 18}, SearchCase{"0.54", 18},
                                           SearchCase{"0.72", 18}, SearchCase{"0.1231", 18},
                                           SearchCase{"0.7777", 18}, SearchCase{"4.4", 18},
                                           SearchCase{"4.7", 18}, SearchCase{"0.0", 25}),
                         test_name);

// "a2 b3": the normal form of an element written with the exponents after the generators.
std::string word_of(const GeneratorWord& word) {
    std::string text;
    for (std::size_t g = 0; g < word.exponents.size(); ++g) {
        if (word.exponents[g] > 0) {
            text += static_cast<char>('a' + g);
            if (word.exponents[g] > 1) {
                text += std::to_string(word.exponents[g]);
            }
        }
    }
    return text.empty() ? "1" : text;
}

std::vector<std::string> relations_of(const MisereQuotient& quotient) {
    std::vector<std::string> relations;
    for (const QuotientRelation& relation : quotient.relations()) {
        relations.push_back(word_of(relation.lhs) + "=" + word_of(relation.rhs));
    }
    return relations;
}

std::vector<std::string> p_portion_of(const MisereQuotient& quotient) {
    std::vector<std::string> words;
    for (const int element : quotient.losing_elements()) {
        words.push_back(word_of(quotient.normal_form(element)));
    }
    return words;
}

using Words = std::vector<std::string>;

// Plambeck ("Taming the wild", 2005) and Plambeck and Siegel: 0.75's quotient is R8,
// <a, b, c | a^2 = 1, b^3 = b, bc = ab, c^2 = b^2>, with P-portion {a, b^2}; its heaps 1, 2
// and 5 are the generators.
TEST(MisereQuotientPapers, Code075IsR8) {
    for (const int heaps : {5, 40, 300}) {
        const MisereQuotient quotient = quotient_of("0.75", heaps);
        EXPECT_EQ(quotient.order(), 8);
        EXPECT_EQ(quotient.generator_heaps(), (std::vector<int>{1, 2, 5}));
        EXPECT_EQ(relations_of(quotient), (Words{"a2=1", "b3=b", "bc=ab", "c2=b2"}));
        EXPECT_EQ(p_portion_of(quotient), (Words{"a", "b2"}));
    }
}

// Misère Nim with heaps of 0 to 3 tokens (0.333 to heap 3) is tame: its quotient is T2,
// <a, b | a^2 = 1, b^3 = b>, P-portion {a, b^2}, heap 3 being *2 + *1 = ab.
TEST(MisereQuotientPapers, MisereNimIsT2) {
    const MisereQuotient quotient = quotient_of("0.333", 3);
    EXPECT_EQ(quotient.order(), 6);
    EXPECT_EQ(relations_of(quotient), (Words{"a2=1", "b3=b"}));
    EXPECT_EQ(p_portion_of(quotient), (Words{"a", "b2"}));
    EXPECT_EQ(word_of(quotient.normal_form(quotient.heap_element(3))), "ab");
}

// Heaps that only ever come off one at a time (0.7) are played by parity: Z2, P = {a}.
TEST(MisereQuotientPapers, Code07IsTheParity) {
    const MisereQuotient quotient = quotient_of("0.7", 100);
    EXPECT_EQ(quotient.order(), 2);
    EXPECT_EQ(relations_of(quotient), (Words{"a2=1"}));
    EXPECT_EQ(p_portion_of(quotient), (Words{"a"}));
}

// Dawson's Kayles: the partial quotient of the heaps up to 30 has 360 elements (Siegel, on
// MisereSolver's candidates for it), and up to 33, the furthest Plambeck and Siegel took it,
// 638. The heaps where it changes are the same for Dawson's chess one heap before.
TEST(MisereQuotientPapers, DawsonsKaylesPartialQuotients) {
    MisereQuotientEngine engine(code_of("0.07"));
    ASSERT_TRUE(engine.extend_to(30));
    EXPECT_EQ(MisereQuotient(engine).order(), 360);
    ASSERT_TRUE(engine.extend_to(33));
    const MisereQuotient to_33(engine);
    EXPECT_EQ(to_33.order(), 638);
    EXPECT_EQ(to_33.losing_elements().size(), 109U);
    EXPECT_EQ(to_33.expansion_heaps(), (std::vector<int>{2, 4, 10, 14, 25, 27, 30, 31, 32, 33}));
}

// The row's misère rule of 0.777 (games/row/misere_row_rule.hpp, what the game plays by): the
// quotient, built and verified independently, must agree with it.
bool row_rule_loses(const std::vector<int>& runs, const std::vector<int>& grundy) {
    MisereRuleCounts counts;
    for (const int run : runs) {
        counts.add(run, grundy[static_cast<std::size_t>(run)]);
    }
    return misere_rule_loses(counts);
}

TEST(MisereQuotientRowRule, AgreesOnEverySumOfUpTo30Matches) {
    const MisereQuotient quotient = quotient_of("0.777", 300);
    EXPECT_EQ(quotient.order(), 48);
    EXPECT_EQ(quotient.losing_elements().size(), 5U);
    const std::vector<int> grundy = sparse_space_octal_values(code_of("0.777"), 301);
    int sums = 0;
    for_each_heap_sum(30, 30, [&](const std::vector<int>& runs) {
        ++sums;
        ASSERT_EQ(quotient.player_to_move_loses(runs), row_rule_loses(runs, grundy))
            << ::testing::PrintToString(runs);
    });
    EXPECT_EQ(sums, 28629);
}

TEST(MisereQuotientRowRule, AgreesOnLongSums) {
    const MisereQuotient quotient = quotient_of("0.777", 300);
    const std::vector<int> grundy = sparse_space_octal_values(code_of("0.777"), 301);
    std::mt19937 random(12);
    // Runs of any length, or of the exceptional lengths with a few others.
    std::uniform_int_distribution<int> any_run(1, 300);
    std::uniform_int_distribution<int> count(1, 12);
    const std::vector<int> special = {1, 4, 5, 10, 1, 1, 4, 5, 10, 2, 3, 6};
    std::uniform_int_distribution<std::size_t> pick(0, special.size() - 1);
    int lost = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        std::vector<int> runs;
        const int runs_count = count(random);
        for (int i = 0; i < runs_count; ++i) {
            runs.push_back(trial % 2 == 0 ? any_run(random) : special[pick(random)]);
        }
        const bool loses = quotient.player_to_move_loses(runs);
        lost += loses ? 1 : 0;
        ASSERT_EQ(loses, row_rule_loses(runs, grundy)) << ::testing::PrintToString(runs);
    }
    EXPECT_GT(lost, 500);
}

}  // namespace
}  // namespace marienbad
