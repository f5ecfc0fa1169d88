// The matchstick row's rules (games/row/row_rules.hpp, handout 004): legal moves take consecutive
// matches only, apply and undo, runs, long rows (past the places a position holds inline, up
// to a million), pattern parsing and config checks with the limits of each max-take.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <stdexcept>

#include "games/row/row_rules.hpp"
#include "support/row_printers.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;

RowPosition row(const char* pattern) {
    const RowPatternParse parsed = parse_row_pattern(pattern, 1000);
    EXPECT_TRUE(parsed.ok()) << pattern;
    return parsed.position;
}

// Handout 004's example: matches on places 0, 3-6, 10-11, 15-16 and 18-20 of 21.
constexpr const char* k_seed_example = "100111100011000110111";

TEST(RowRules, SeedExampleMovesAndGaps) {
    const RowRules rules(Convention::misere);
    const RowPosition position = row(k_seed_example);
    EXPECT_TRUE(rules.is_legal(position, {4, 2})) << "the handout's matches 4 and 5";
    EXPECT_TRUE(rules.is_legal(position, {18, 3})) << "the handout's matches 18, 19 and 20";
    EXPECT_FALSE(rules.is_legal(position, {5, 3})) << "place 7 is empty: across a gap";
    EXPECT_FALSE(rules.is_legal(position, {11, 2})) << "place 12 is empty";
    EXPECT_FALSE(rules.is_legal(position, {1, 1})) << "no match on place 1";
    EXPECT_FALSE(rules.is_legal(position, {3, 4})) << "more than max-take";
    EXPECT_FALSE(rules.is_legal(position, {0, 0}));
    EXPECT_FALSE(rules.is_legal(position, {-1, 1}));
    EXPECT_FALSE(rules.is_legal(position, {20, 2})) << "past the end of the row";
    EXPECT_FALSE(rules.is_legal(position, {21, 1}));
}

TEST(RowRules, LegalMovesByPlaceThenCount) {
    const RowRules rules(Convention::misere, 2);
    EXPECT_THAT(rules.legal_moves(row("1101110")),
                ElementsAre(RowMove{0, 1}, RowMove{0, 2}, RowMove{1, 1}, RowMove{3, 1},
                            RowMove{3, 2}, RowMove{4, 1}, RowMove{4, 2}, RowMove{5, 1}));
    const RowRules one(Convention::normal, 1);
    EXPECT_EQ(one.legal_moves(RowPosition::full(5)).size(), 5U);
}

TEST(RowRules, ApplyAndUndo) {
    const RowRules rules(Convention::misere);
    RowPosition position = RowPosition::full(7);
    const RowUndo undo = rules.apply(position, {2, 3});
    EXPECT_EQ(position.pattern(), "1100011");
    EXPECT_EQ(position.match_count(), 4);
    EXPECT_THROW(rules.apply(position, {1, 2}), std::invalid_argument) << "across a gap";
    rules.undo(position, undo);
    EXPECT_EQ(position, RowPosition::full(7));
}

TEST(RowRules, GameOverWhenNoMatchIsLeft) {
    const RowRules rules(Convention::misere);
    RowPosition position = RowPosition::full(3);
    EXPECT_FALSE(rules.is_over(position));
    EXPECT_EQ(rules.max_remaining_moves(position), 3);
    rules.apply(position, {0, 3});
    EXPECT_TRUE(rules.is_over(position));
    EXPECT_TRUE(rules.legal_moves(position).empty());
    EXPECT_EQ(rules.max_remaining_moves(position), 0);
}

TEST(RowRules, Runs) {
    EXPECT_THAT(
        row_runs(row(k_seed_example)),
        ElementsAre(RowRun{0, 1}, RowRun{3, 4}, RowRun{10, 2}, RowRun{15, 2}, RowRun{18, 3}));
    EXPECT_TRUE(row_runs(RowPosition::full(0)).empty());
    EXPECT_THAT(row_runs(RowPosition::full(9)), ElementsAre(RowRun{0, 9}));
}

TEST(RowRules, LongRows) {
    const RowRules rules(Convention::misere);
    constexpr int k_length = 255;
    RowPosition position = RowPosition::full(k_length);
    EXPECT_EQ(position.match_count(), k_length);
    EXPECT_EQ(rules.legal_moves(position).size(), 3U * k_length - 3U);
    const RowUndo undo = rules.apply(position, {k_length - 3, 3});
    EXPECT_THAT(row_runs(position), ElementsAre(RowRun{0, k_length - 3}));
    EXPECT_TRUE(rules.is_legal(position, {62, 3})) << "across a 64-bit word boundary";
    rules.apply(position, {127, 2});
    EXPECT_THAT(row_runs(position), ElementsAre(RowRun{0, 127}, RowRun{129, 123}));
    EXPECT_FALSE(rules.is_legal(position, {126, 2}));
    rules.undo(position, undo);
    EXPECT_EQ(position.match_count(), k_length - 2);
    EXPECT_THROW(RowPosition::full(-1), std::invalid_argument);
}

TEST(RowRules, RowsLongerThanTheInlinePlaces) {
    const RowRules rules(Convention::misere);
    constexpr int k_inline = RowPosition::k_inline_places;
    RowPosition position = RowPosition::full(k_inline + 70);
    EXPECT_EQ(position.match_count(), k_inline + 70);
    EXPECT_TRUE(rules.is_legal(position, {k_inline - 2, 3})) << "across the inline places' end";
    const RowUndo undo = rules.apply(position, {k_inline - 2, 3});
    EXPECT_THAT(row_runs(position), ElementsAre(RowRun{0, k_inline - 2}, RowRun{k_inline + 1, 69}));
    EXPECT_FALSE(position.has_match(k_inline));
    EXPECT_TRUE(position.has_match(k_inline + 69));
    EXPECT_FALSE(position.has_match(k_inline + 70)) << "past the end";
    RowPosition copy = position;
    EXPECT_EQ(copy, position);
    copy.set_match(k_inline + 60, false);
    EXPECT_NE(copy, position) << "a copy has its own places past the inline ones";
    EXPECT_TRUE(copy < position || position < copy);
    rules.undo(position, undo);
    EXPECT_EQ(position, RowPosition::full(k_inline + 70));
    EXPECT_EQ(position.pattern(), std::string(k_inline + 70, '1'));

    const RowPosition million = RowPosition::full(1'000'000);
    EXPECT_EQ(million.match_count(), 1'000'000);
    EXPECT_THAT(row_runs(million), ElementsAre(RowRun{0, 1'000'000}));
    const RowPatternParse parsed =
        parse_row_pattern(std::string(299'999, '1') + "0" + std::string(700'000, '1'), 1'000'000);
    ASSERT_TRUE(parsed.ok());
    EXPECT_THAT(row_runs(parsed.position),
                ElementsAre(RowRun{0, 299'999}, RowRun{300'000, 700'000}));
}

TEST(RowRules, PositionsAreOrderedValues) {
    EXPECT_NE(row("01") < row("10"), row("10") < row("01")) << "a total order";
    EXPECT_NE(row("1"), row("10")) << "a different number of places";
    RowPosition copy = row("101");
    copy.set_match(1, true);
    EXPECT_EQ(copy, row("111"));
}

TEST(RowRules, PatternParsing) {
    const RowPatternParse parsed = parse_row_pattern("1101110");
    ASSERT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.position.length(), 7);
    EXPECT_EQ(parsed.position.pattern(), "1101110");
    EXPECT_EQ(parse_row_pattern("").error, RowPatternError::empty);
    EXPECT_EQ(parse_row_pattern("0000").error, RowPatternError::no_match);
    EXPECT_EQ(parse_row_pattern("11a1").error, RowPatternError::bad_character);
    EXPECT_EQ(parse_row_pattern("1 1").error, RowPatternError::bad_character);
    EXPECT_EQ(parse_row_pattern("1111", 3).error, RowPatternError::too_long);
    EXPECT_EQ(parse_row_pattern(std::string(k_row_max_length + 1, '1')).error,
              RowPatternError::too_long);
    EXPECT_TRUE(parse_row_pattern(std::string(k_row_max_length, '1')).ok());
}

TEST(RowRules, AMaxTakeBelowOneIsRefused) {
    EXPECT_THROW(RowRules(Convention::normal, 0), std::invalid_argument);
}

}  // namespace
}  // namespace marienbad
