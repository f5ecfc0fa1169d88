// The row's explanation for the hint and --explain: the runs with their places; in normal play
// the Grundy values, their nim-sum and the moves that make it 0; in misère play the winning
// move and the reason it wins — rule 1 (every run short: misère Nim), rule 2 (long runs in
// equal pairs) or the exhaustive search — or that no move wins.
#include <gtest/gtest.h>

#include "support/text_search.hpp"
#include "text/row_explanation_text.hpp"

namespace marienbad {
namespace {

using testing::contains;

RowPosition row_of(std::string_view pattern) {
    return parse_row_pattern(pattern).position;
}

std::string explain(std::string_view pattern, Convention convention,
                    std::optional<RowMove> chosen = std::nullopt) {
    const RowRules rules(convention, 3);
    RowSolver solver(convention, 3);
    return render_row_explanation(rules, solver, row_of(pattern), chosen);
}

TEST(RowExplanationText, MovesAndRuns) {
    EXPECT_EQ(describe_row_move({4, 2}), "take 2 matches from place 4");
    EXPECT_EQ(describe_row_move({0, 1}), "take 1 match from place 0");
    EXPECT_EQ(describe_row_runs(row_of("1101000111")),
              "places 0 to 1 (2 matches), place 3 (1 match), places 7 to 9 (3 matches)");
    EXPECT_EQ(describe_row_runs(row_of("000")), "no match");
}

TEST(RowExplanationText, NormalPlayGrundyValuesAndNimSum) {
    EXPECT_EQ(explain("1111", Convention::normal),
              "The matches form 1 run: places 0 to 3 (4 matches).\n"
              "Grundy values of the runs: 4 = 4 (the nim-sum, xor as in Nim).\n"
              "A winning move makes the nim-sum 0: take 2 matches from place 1.\n");
    EXPECT_TRUE(contains(explain("1011", Convention::normal),
                         "Grundy values of the runs: 1 xor 2 = 3 (the nim-sum, xor as in Nim).\n"));
    EXPECT_TRUE(contains(explain("11011", Convention::normal), "The nim-sum is 0: every move"));
}

TEST(RowExplanationText, MisereRuleOneShortRuns) {
    const std::string text = explain("11111111", Convention::misere, RowMove{3, 2});
    EXPECT_TRUE(contains(text,
                         "A winning move: take 2 matches from place 3, which leaves places "
                         "0 to 2 (3 matches), places 5 to 7 (3 matches).\n"))
        << text;
    EXPECT_TRUE(contains(text, "Every run left has at most 4 matches: they play like misère Nim"))
        << text;
}

TEST(RowExplanationText, MisereRuleTwoLongRunsInPairs) {
    const std::string text = explain("111111111111", Convention::misere, RowMove{5, 2});
    EXPECT_TRUE(contains(text,
                         "which leaves places 0 to 4 (5 matches), places 7 to 11 "
                         "(5 matches).\n"))
        << text;
    EXPECT_TRUE(contains(text,
                         "The runs of more than 4 matches left come in equal pairs, and the "
                         "others (xor 0)"))
        << text;
}

TEST(RowExplanationText, MisereSearchWhenNoRuleDecides) {
    // From 11 matches, taking the one at place 1 wins and leaves 1 + 9: a long run alone.
    const std::string text = explain("11111111111", Convention::misere, RowMove{1, 1});
    EXPECT_TRUE(contains(text,
                         "A winning move: take 1 match from place 1, which leaves place 0 "
                         "(1 match), places 2 to 10 (9 matches).\n"
                         "An exhaustive search proves that every reply loses.\n"))
        << text;
}

TEST(RowExplanationText, MisereNoMoveWins) {
    EXPECT_TRUE(contains(explain("1", Convention::misere), "No move wins"));
    const std::string text = explain("11011", Convention::misere);
    EXPECT_TRUE(
        text.starts_with("The matches form 2 runs: places 0 to 1 (2 matches), places 3 "
                         "to 4 (2 matches).\nNo move wins"))
        << text;
}

TEST(RowExplanationText, AChosenMoveThatDoesNotWinIsNotExplainedAsWinning) {
    const std::string text = explain("11111111", Convention::misere, RowMove{0, 1});
    EXPECT_TRUE(contains(text, "A winning move: ")) << text;
    EXPECT_FALSE(contains(text, "take 1 match from place 0,")) << text;
}

}  // namespace
}  // namespace marienbad
