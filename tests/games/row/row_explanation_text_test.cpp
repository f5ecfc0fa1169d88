// The row's explanation for the hint and --explain, in words a student follows first — the runs
// with their lengths and places, every winning move and the runs one of them leaves, or that no
// move wins — then the theory, for the position and for the one the move leaves: in normal play
// the runs' Grundy values and their nim-sum; in misère play with max-take 3 the case of the
// misère rule of 0.777 that decides, with its numbers (the runs' Grundy values, X, the runs of
// 1, 4, 5 and 10 matches); with max-take 1 the parity of the matches; with the other max-takes
// the misère quotient (its letters, its losing elements, each run's element and their product),
// or past its budget rule 1 (every run short: misère Nim), rule 2 (long runs in equal pairs) or
// the exhaustive search. The data behind it (games/row/row_explanation.hpp) is checked too; the
// French in tests/program/row_game_test.cpp.
#include <gtest/gtest.h>

#include "games/row/row_explanation_text.hpp"
#include "row_test_support.hpp"
#include "support/text_search.hpp"

namespace marienbad {
namespace {

using testing::contains;

using testing::row_of;

using testing::k_search_only;

std::string explain(std::string_view pattern, Convention convention,
                    std::optional<RowMove> chosen = std::nullopt, int max_take = 3,
                    const RowSolverLimits& limits = {}) {
    const RowRules rules(convention, max_take);
    RowSolver solver(convention, max_take, limits);
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
              "The row is made of 1 run of 4 matches, at places 0 to 3.\n"
              "The only winning move: take 2 matches from place 1, which leaves 2 runs of 1 and "
              "1 matches, at places 0 and 3: whoever must play from there loses against perfect "
              "play.\n"
              "Why: each run plays like a Nim pile whose size is the run's Grundy value (a move "
              "in a run may split it in two, as if a pile became two); as in Nim, whoever must "
              "play when the xor of the piles, the nim-sum, is 0 loses against perfect play.\n"
              "The run of 4 matches plays like a Nim pile of 4: the nim-sum is 4.\n"
              "The runs of 1 and 1 matches play like Nim piles of 1 and 1: the nim-sum is 1 xor "
              "1 = 0.\n");
    EXPECT_TRUE(contains(explain("1011", Convention::normal),
                         "The runs of 1 and 2 matches play like Nim piles of 1 and 2: the nim-sum "
                         "is 1 xor 2 = 3.\n"));
    const std::string lost = explain("11011", Convention::normal);
    EXPECT_TRUE(contains(lost,
                         "The row is made of 2 runs of 2 and 2 matches, at places 0 to 1 and "
                         "3 to 4.\nNo move wins"))
        << lost;
    EXPECT_TRUE(
        lost.ends_with("The nim-sum is 0: every move makes it another value, and the "
                       "opponent can bring it back to 0.\n"))
        << lost;
}

TEST(RowExplanationText, MisereRuleCaseOneAWildRun) {
    // Handout 004's 21 matches: a wild run, X = g(21) = 1; taking the middle leaves 10 + 10.
    EXPECT_EQ(explain("111111111111111111111", Convention::misere, RowMove{10, 1}),
              "The row is made of 1 run of 21 matches, at places 0 to 20.\n"
              "Winning moves: take 1 match from place 5, take 3 matches from place 9, take 1 "
              "match from place 10 or take 1 match from place 15.\n"
              "A winning move: take 1 match from place 10, which leaves 2 runs of 10 and 10 "
              "matches, at places 0 to 9 and 11 to 20: whoever must play from there loses "
              "against perfect play.\n"
              "Why: with 1 to 3 matches a move, a proved misère rule decides (0.777's misère "
              "quotient read as one rule). It looks at each run's Grundy value, the size of the "
              "Nim pile the run plays like in normal play, and at the numbers of runs of 1, 4, 5 "
              "and 10 matches.\n"
              "The run of 21 matches plays like a Nim pile of 1: the nim-sum is 1.\n"
              "Runs of 1, 4, 5 and 10 matches: 0, 0, 0 and 0.\n"
              "Misère rule, case 1: some run has neither 1, 4, 5 nor 10 matches, so the nim-sum "
              "decides, as in normal play: it is 1, not 0, and the player to move wins.\n"
              "The runs of 10 and 10 matches play like Nim piles of 6 and 6: the nim-sum is 6 "
              "xor 6 = 0.\n"
              "Runs of 1, 4, 5 and 10 matches: 0, 0, 0 and 2.\n"
              "Misère rule, case 5: every run has 1, 4, 5 or 10 matches and no other case "
              "applies, so the nim-sum decides, as in normal play: it is 0, and the player to "
              "move loses.\n");
    const std::string lost = explain("11011", Convention::misere);
    EXPECT_TRUE(contains(lost, "\nNo move wins: ")) << lost;
    EXPECT_TRUE(
        lost.ends_with("Misère rule, case 1: some run has neither 1, 4, 5 nor 10 matches, "
                       "so the nim-sum decides, as in normal play: it is 0, and the "
                       "player to move loses.\n"))
        << lost;
}

TEST(RowExplanationText, MisereRuleCaseTwoSingleMatches) {
    // 1 + 1 + 3: leave three single matches.
    const std::string text = explain("1010111", Convention::misere, RowMove{5, 2});
    EXPECT_TRUE(contains(text,
                         "Winning moves: take 2 matches from place 4 or take 2 matches from "
                         "place 5.\n"
                         "A winning move: take 2 matches from place 5, which leaves 3 runs of 1, "
                         "1 and 1 matches, at places 0, 2 and 4: whoever must play from there "
                         "loses against perfect play.\n"))
        << text;
    EXPECT_TRUE(contains(text,
                         "The runs of 1, 1 and 1 matches play like Nim piles of 1, 1 and 1: the "
                         "nim-sum is 1 xor 1 xor 1 = 1.\n"
                         "Runs of 1, 4, 5 and 10 matches: 3, 0, 0 and 0.\n"
                         "Misère rule, case 2: every run is a single match, and their number (3) "
                         "is odd: the player to move loses.\n"))
        << text;
    EXPECT_TRUE(contains(explain("101", Convention::misere),
                         "Misère rule, case 2: every run is a single match, and their number (2) "
                         "is even: the player to move wins.\n"));
}

TEST(RowExplanationText, MisereRuleCaseThreeOneRunOfFive) {
    // 1 + 5 + 4: X = 1 xor 1 xor 4 = 4, yet lost: one run of 4, an odd number.
    const std::string lost = explain("1011111011110", Convention::misere);
    EXPECT_TRUE(contains(lost, "Runs of 1, 4, 5 and 10 matches: 1, 1, 1 and 0.\n")) << lost;
    EXPECT_TRUE(contains(lost,
                         "Misère rule, case 3: every run has 1, 4, 5 or 10 matches, with an odd "
                         "number of single matches, one run of 5 and none of 10, so the player to "
                         "move loses exactly when the runs of 4 are odd in number: there are 1, "
                         "and the player to move loses.\n"))
        << lost;
    // 1 + 5: X = 0, yet won: take the middle three of the five.
    const std::string won = explain("1011111", Convention::misere);
    EXPECT_TRUE(contains(won, "there are 0, and the player to move wins.\n")) << won;
    EXPECT_TRUE(contains(won, "The only winning move: take 3 matches from place 3")) << won;
}

TEST(RowExplanationText, MisereRuleCaseFourFiveAndTen) {
    // 1 + 5 + 10: X = 6, yet lost.
    const std::string text = explain("10111110111111111100", Convention::misere);
    EXPECT_TRUE(contains(text, "Nim piles of 1, 1 and 6: the nim-sum is 1 xor 1 xor 6 = 6"))
        << text;
    EXPECT_TRUE(contains(text, "\nNo move wins: ")) << text;
    EXPECT_TRUE(
        text.ends_with("Misère rule, case 4: every run has 1, 4, 5 or 10 matches, with an "
                       "odd number of single matches, one run of 5, one of 10 and none of "
                       "4: the player to move loses.\n"))
        << text;
}

TEST(RowExplanationText, TheDataBehindTheText) {
    const RowRules rules(Convention::misere, 3);
    RowSolver solver(Convention::misere, 3);
    const RowExplanation explanation =
        explain_row_position(rules, solver, row_of("10111110111111111100"), std::nullopt);
    EXPECT_EQ(explanation.position.reason, RowReason::misere_rule);
    EXPECT_EQ(explanation.position.rule_case, MisereRuleCase::one_five_one_ten);
    EXPECT_EQ(explanation.position.nim_sum, 6);
    EXPECT_EQ(explanation.position.counts.ones, 1);
    EXPECT_EQ(explanation.position.counts.fives, 1);
    EXPECT_EQ(explanation.position.counts.tens, 1);
    ASSERT_EQ(explanation.position.runs.size(), 3U);
    EXPECT_EQ(explanation.position.runs[2], (RowRunValue{{8, 10}, 6}));
    EXPECT_FALSE(explanation.position.player_to_move_wins);
    EXPECT_TRUE(explanation.winning_moves.empty());
    EXPECT_FALSE(explanation.move.has_value());

    const RowExplanation won =
        explain_row_position(rules, solver, RowPosition::full(21), RowMove{9, 3});
    EXPECT_EQ(won.winning_moves, (std::vector<RowMove>{{5, 1}, {9, 3}, {10, 1}, {15, 1}}));
    EXPECT_EQ(won.move, (RowMove{9, 3}));
    ASSERT_TRUE(won.after.has_value());
    EXPECT_EQ(won.after->rule_case, MisereRuleCase::nim_sum) << "9 + 9: wild runs, X = 0";
    EXPECT_FALSE(won.after->player_to_move_wins);
}

TEST(RowExplanationText, MaxTakeOneTheParityOfTheMatches) {
    const std::string text = explain("1101", Convention::misere, RowMove{3, 1}, 1);
    EXPECT_TRUE(contains(text,
                         "Every move takes one match, so the game lasts as many moves as there are "
                         "matches: 3, an odd number, so the player to move takes the last match "
                         "and loses.\n"))
        << text;
    const std::string won = explain("11011", Convention::misere, RowMove{3, 1}, 1);
    EXPECT_TRUE(contains(won,
                         "matches: 4, an even number, so the opponent takes the last match "
                         "and the player to move wins.\n"))
        << won;
    EXPECT_TRUE(contains(won,
                         "Every move wins: each takes one match.\n"
                         "A winning move: take 1 match from place 3, which leaves"))
        << won;
    EXPECT_FALSE(contains(won, "Winning moves: ")) << won;
}

// Kayles (max-take 2): its misère quotient of the runs of up to 7 matches, as `marienbad misere
// 0.77 --heaps 7` prints it (order 12; a, b, c the runs of 1, 2 and 5), the runs' elements and
// their product, before and after the move.
TEST(RowExplanationText, MisereQuotient) {
    EXPECT_EQ(explain("1111111", Convention::misere, RowMove{3, 1}, 2),
              "The row is made of 1 run of 7 matches, at places 0 to 6.\n"
              "Winning moves: take 1 match from place 1, take 1 match from place 3 or take 1 "
              "match from place 5.\n"
              "A winning move: take 1 match from place 3, which leaves 2 runs of 3 and 3 "
              "matches, at places 0 to 2 and 4 to 6: whoever must play from there loses against "
              "perfect play.\n"
              "Why: in misère play, adding the runs up as Nim piles does not work. Instead each "
              "run stands for a letter or a word of letters (a, b, c, ...); the runs' words "
              "multiply, by rules of their own, into the position's word, and a few words are "
              "losing ones: this is the misère quotient of the row's game, 0.77 (Plambeck and "
              "Siegel).\n"
              "Proved for every position of runs of up to 7 matches, the quotient has 12 "
              "elements; its letters (a run of n matches): a = 1, b = 2, c = 5; the losing ones: "
              "a, b² and ac. `marienbad misere 0.77 --heaps 7` prints it whole.\n"
              "In the quotient the run of 7 matches is b, not a losing element: the player to "
              "move wins.\n"
              "In the quotient the runs of 3 and 3 matches are ab · ab = b², a losing element: "
              "the player to move loses.\n");
    const std::string lost = explain("11011", Convention::misere, std::nullopt, 2);
    EXPECT_TRUE(contains(lost, "\nNo move wins: ")) << lost;
    EXPECT_TRUE(
        lost.ends_with("In the quotient the runs of 2 and 2 matches are b · b = b², a "
                       "losing element: the player to move loses.\n"))
        << lost;
}

TEST(RowExplanationText, SearchRuleOneShortRuns) {
    const std::string text =
        explain("11111111", Convention::misere, RowMove{3, 2}, 4, k_search_only);
    EXPECT_TRUE(contains(text,
                         "A winning move: take 2 matches from place 3, which leaves 2 runs of 3 "
                         "and 3 matches, at places 0 to 2 and 5 to 7: "))
        << text;
    EXPECT_TRUE(contains(text, "Every run left has at most 5 matches: they play like misère Nim"))
        << text;
}

TEST(RowExplanationText, SearchRuleTwoLongRunsInPairs) {
    const std::string text =
        explain("11111111111111", Convention::misere, RowMove{6, 2}, 4, k_search_only);
    EXPECT_TRUE(contains(text,
                         "which leaves 2 runs of 6 and 6 matches, at places 0 to 5 and 8 to "
                         "13: "))
        << text;
    EXPECT_TRUE(contains(text,
                         "The runs of more than 5 matches left come in equal pairs, and the "
                         "others (xor 0)"))
        << text;
}

TEST(RowExplanationText, SearchWhenNoRuleDecides) {
    const RowRules rules(Convention::misere, 2);
    RowSolver solver(Convention::misere, 2, k_search_only);
    const RowPosition position = row_of("1111111");
    const RowExplanation explanation = explain_row_position(rules, solver, position);
    ASSERT_TRUE(explanation.after.has_value());
    EXPECT_EQ(explanation.after->reason, RowReason::search);
    const std::string text = render_row_explanation(explanation);
    EXPECT_TRUE(contains(text, "An exhaustive search proves that every reply loses.\n")) << text;
    EXPECT_TRUE(contains(explain("11011", Convention::misere, std::nullopt, 2, k_search_only),
                         "No move wins"));
}

TEST(RowExplanationText, AChosenMoveThatDoesNotWinIsNotExplainedAsWinning) {
    const std::string text = explain("111111111111111111111", Convention::misere, RowMove{0, 1});
    EXPECT_TRUE(contains(text, "A winning move: take 1 match from place 5, which")) << text;
    EXPECT_FALSE(contains(text, "take 1 match from place 0")) << text;
    EXPECT_TRUE(contains(explain("11111111", Convention::misere, RowMove{0, 1}),
                         "The only winning move: take 2 matches from place 3, which leaves"));
}

}  // namespace
}  // namespace marienbad
