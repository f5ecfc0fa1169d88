// Why a move of the row loses, as a student reads it: the runs and the answer, the last match,
// runs in equal pairs.
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
              "from place 1, which leaves a run of 1 match — and the last match is yours.");
    EXPECT_EQ(why_move_loses(row("1111111111", Convention::normal), RowMove{0, 1}),
              "That move loses: it leaves a run of 9 matches. Your opponent answers: take 3 "
              "matches from place 4, which leaves runs of 3 and 3 matches — runs in equal pairs: "
              "whatever you take from one, your opponent takes the same from its twin.");
    // Normal play: an answer that takes the last matches wins at once.
    EXPECT_EQ(why_move_loses(row("11111", Convention::normal), RowMove{3, 2}),
              "That move loses: it leaves a run of 3 matches. Your opponent answers: take 3 "
              "matches from place 0, which leaves no match — the last match is theirs, and "
              "whoever takes it wins.");
    EXPECT_EQ(why_move_loses(row("1"), RowMove{0, 1}), std::nullopt);  // lost already
    EXPECT_EQ(why_move_loses(row("11"), RowMove{0, 2}),
              "That move loses: you would take the last match, and whoever takes it loses.");
}

}  // namespace
}  // namespace marienbad::testing
