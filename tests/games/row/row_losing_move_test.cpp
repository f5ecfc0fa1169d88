// Why a move of the row loses, as a student reads it, in the lesson's terms: the runs and the
// answer, the last match, runs in equal pairs, the runs' values and their xor, misère play's rule
// (the values, or the exception that applies).
#include <gtest/gtest.h>

#include "support/any_game.hpp"

namespace marienbad::testing {
namespace {

AnySetup row(const char* pattern, Convention convention = Convention::misere) {
    return RowSetup{convention, 3, parse_row_pattern(pattern).position};
}

TEST(RowLosingMove, TheRowsRunsAndTheAnswer) {
    EXPECT_EQ(why_move_loses(row("111"), RowMove{0, 1}),
              "That move loses: it leaves a run of 2 matches. Your opponent answers: take 1 match "
              "from place 1, which leaves a single match: the last match is yours.");
    EXPECT_EQ(why_move_loses(row("1111111111", Convention::normal), RowMove{0, 1}),
              "That move loses: it leaves a run of 9 matches. Your opponent answers: take 3 "
              "matches from place 4, which leaves runs of 3 and 3 matches, in equal pairs: "
              "whatever you take from one, your opponent takes the same from its twin, and the "
              "last match is theirs.");
    // Normal play: an answer that takes the last matches wins at once.
    EXPECT_EQ(why_move_loses(row("11111", Convention::normal), RowMove{3, 2}),
              "That move loses: it leaves a run of 3 matches. Your opponent answers: take 3 "
              "matches from place 0, which takes the last match, and whoever takes it wins.");
    EXPECT_EQ(why_move_loses(row("1"), RowMove{0, 1}), std::nullopt);  // lost already
    EXPECT_EQ(why_move_loses(row("11"), RowMove{0, 2}),
              "That move loses: you would take the last match, and whoever takes it loses.");
}

TEST(RowLosingMove, TheValuesAndTheXorTheAnswerBringsBackToZero) {
    // Every losing move of a normal-play row is explained by runs in equal pairs, the last match,
    // or the values of the runs the answer leaves and their xor of 0 — never "every move loses".
    const AnySetup setup = row("1110111101111111", Convention::normal);
    int by_values = 0;
    for (const AnyMove& move :
         game_of(setup)
             .make_session(setup, {SeatPlan{true, {}}, SeatPlan{true, {}}}, Seat::one, Random(1))
             ->legal_moves()) {
        const auto why = why_move_loses(setup, move);
        if (!why) {
            continue;
        }
        const bool pairs = why->find("in equal pairs") != std::string::npos;
        const bool values =
            why->find(
                ", lost for the player to move. Whatever you take changes "
                "one value, and your opponent makes the xor 0 again.") != std::string::npos;
        EXPECT_TRUE(pairs || values) << *why;
        by_values += values ? 1 : 0;
    }
    EXPECT_GT(by_values, 0);
}

TEST(RowLosingMove, MiserePlaysRuleWithTheExceptionThatApplies) {
    // Misère play, runs of 5, 4, 1 and 2: the only winning move takes the run of 2 whole,
    // leaving 5, 4, 1 (an exception: lost). Taking one match of the 2 instead leaves 5, 4, 1, 1.
    const auto why = why_move_loses(row("1111101111010110"), RowMove{14, 1});
    ASSERT_TRUE(why.has_value());
    EXPECT_NE(why->find("every run has 1, 4, 5 or 10 matches"), std::string::npos) << *why;
    // A wild run: the values decide, as the rule says.
    const auto values = why_move_loses(row("111110111111111111111"), RowMove{0, 1});
    EXPECT_FALSE(values.has_value());  // runs of 5 and 15 are lost already: no move is refused
    const auto wild = why_move_loses(row("1111101111111111111110111"), RowMove{22, 1});
    ASSERT_TRUE(wild.has_value());
    EXPECT_NE(wild->find("is neither 1, 4, 5 nor 10 matches, so the values decide"),
              std::string::npos)
        << *wild;
}

}  // namespace
}  // namespace marienbad::testing
