// Why a move loses, as a student reads it: Nim's odd bit columns and the answer that makes them
// even (handout 000 §6), the misère endings; the grid's label 1 and the opponent's 0, the sink,
// the pawns' xor; the row's runs and the answer, the last match, runs in equal pairs. A winning
// move, or a position already lost, is not refused.
#include <gtest/gtest.h>

#include "support/any_game.hpp"

namespace marienbad::testing {
namespace {

AnySetup nim(std::vector<int> piles, Convention convention = Convention::normal) {
    return NimSetup{convention, NimPosition{std::move(piles)}};
}

AnySetup row(const char* pattern, Convention convention = Convention::misere) {
    return RowSetup{convention, 3, parse_row_pattern(pattern).position};
}

TEST(LosingMove, NimsOddColumnsAndTheAnswerThatMakesThemEven) {
    EXPECT_EQ(why_move_loses(nim({3, 4, 5}), NimMove{1, 1}),
              "That move loses: it leaves 3, 3 and 5. In binary the sums of the bit columns are "
              "0 0 0 0 0 1 2 3: the sums in the columns worth 4 and 1 are odd, so the position is "
              "odd, and your opponent makes every sum even again: take 5 pieces from column 2.");
    EXPECT_EQ(why_move_loses(nim({3, 5}), NimMove{0, 1}),
              "That move loses: it leaves 2 and 5. In binary the sums of the bit columns are "
              "0 0 0 0 0 1 1 1: the sums in the columns worth 4, 2 and 1 are odd, so the position "
              "is odd, and your opponent makes every sum even again: take 3 pieces from column 1.");
    EXPECT_EQ(*why_move_loses(nim({3, 5}), NimMove{0, 1}, Wording{true}),
              "That move loses: it leaves 2 and 5. In binary the sums of the bit columns are "
              "0 0 0 0 0 1 1 1: the sums in the columns worth 4, 2 and 1 are odd, so the position "
              "is odd, and your opponent makes every sum even again: take 3 pieces from row 1.");
    EXPECT_FALSE(why_move_loses(nim({3, 4, 5}), NimMove{0, 2}));  // it wins
    EXPECT_FALSE(why_move_loses(nim({1, 2, 3}), NimMove{0, 1}));  // lost already
}

TEST(LosingMove, NimsMisereEndings) {
    EXPECT_EQ(why_move_loses(nim({1, 1, 4}, Convention::misere), NimMove{2, 4}),
              "That move loses: it leaves 2 piles of one piece, and in misère play an even number "
              "of them loses for you: your opponent takes one, and the last one is yours.");
    EXPECT_EQ(why_move_loses(nim({1, 1, 4}, Convention::misere), NimMove{0, 1}),
              "That move loses: it leaves 1 and 4, only one pile of more than one piece. In "
              "misère play your opponent answers: take 4 pieces from column 1, which leaves an "
              "odd number of piles of one piece, and the last piece is yours.");
    EXPECT_EQ(why_move_loses(nim({1}, Convention::misere), NimMove{0, 1}), std::nullopt);
    EXPECT_EQ(why_move_loses(nim({2}, Convention::misere), NimMove{0, 2}),
              "That move loses: you would take the last piece, and in misère play whoever takes "
              "it loses.");
}

TEST(LosingMove, TheGridsLabelsAndThePawnsXor) {
    GridSetup open{GridBoard(5, 5), {Cell{2, 3}}};
    EXPECT_EQ(why_move_loses(open, GridMove{0, {2, 4}}),
              "That move loses: the pawn would stand on (3,5), labelled 1, from where your "
              "opponent pushes it into the sink, (5,5).");
    GridSetup far{GridBoard(5, 5), {Cell{0, 1}}};
    EXPECT_EQ(why_move_loses(far, GridMove{0, {0, 2}}),
              "That move loses: the pawn would stand on (1,3), labelled 1. From there your "
              "opponent pushes it to (1,4), labelled 0, and from a 0 every move leads to a 1 "
              "again.");
    EXPECT_FALSE(why_move_loses(far, GridMove{0, {0, 3}}));  // to a 0: it wins
    // Two pawns: the values of their cells (0 1 3 0 1 on the first row), and the xor.
    GridSetup two{GridBoard(5, 5), {Cell{0, 1}, Cell{0, 2}}};
    EXPECT_EQ(why_move_loses(two, GridMove{0, {1, 1}}),
              "That move loses: the pawns would stand on cells worth 0 and 3, whose xor is 3, not "
              "0. Your opponent answers by moving pawn 2 to (1,4), which makes the xor 0.");
}

TEST(LosingMove, TheRowsRunsAndTheAnswer) {
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
