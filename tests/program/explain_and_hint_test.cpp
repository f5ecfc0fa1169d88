// Help at the board: --explain prints why after each computer move, its verdict first; "?" at a
// prompt prints the hint (the winning move first, then handout 000's binary method), then asks
// again.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

TEST(ProgramExplain, WhyAfterEachComputerMove) {
    const ProgramRun result = run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7",
                                   "--first", "computer", "--explain"},
                                  take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    const int computer_moves = count_occurrences(output, "The computer takes ");
    EXPECT_GE(computer_moves, 2) << output;
    EXPECT_EQ(count_occurrences(output, "Why the computer played this:\n"), computer_moves)
        << output;
    // The first move, 3 4 5 -> 1 4 5, explained by the matrix.
    EXPECT_TRUE(contains(output,
                         "The computer takes 2 pieces from column 0.\n"
                         "Why the computer played this:\n"))
        << output;
    EXPECT_TRUE(contains(output, "  sums      0 0 0 0 0 2 1 2\n")) << output;
    EXPECT_TRUE(contains(output, "So take 3 - 1 = 2 pieces from column 0")) << output;
}

TEST(ProgramExplain, ComputerAgainstComputerExplainsBothSides) {
    const ProgramRun result = run({"nim", "--players", "computer-computer", "--piles", "2,3",
                                   "--level", "4", "--seed", "1", "--explain"});
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const int moves = count_occurrences(result.output, "Computer 1 takes ") +
                      count_occurrences(result.output, "Computer 2 takes ");
    EXPECT_EQ(count_occurrences(result.output, "Why the computer played this:\n"), moves)
        << result.output;
}

TEST(ProgramExplain, NoExplanationWithoutTheOption) {
    const ProgramRun result =
        run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "computer"},
            take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0);
    EXPECT_FALSE(contains(result.output, "Why the computer played this:")) << result.output;
    EXPECT_FALSE(contains(result.output, "sums")) << result.output;
}

TEST(ProgramHint, QuestionMarkPrintsTheHintAndAsksAgain) {
    const ProgramRun result =
        run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "human"},
            "?\n" + take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "Column (0-2): ?\n")) << output;
    // The answer first, the method after it.
    EXPECT_TRUE(contains(output, "Column (0-2): ?\nHint: take 2 pieces from column 0.\n"))
        << output;
    EXPECT_TRUE(contains(output, "  sums      0 0 0 0 0 2 1 2\n")) << output;
    EXPECT_FALSE(contains(output, "Please answer")) << "\"?\" is not a wrong answer:\n" << output;
}

TEST(ProgramHint, HintAtThePiecesQuestion) {
    const ProgramRun result =
        run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "human"},
            "0\n?\n2\n" + take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "Pieces to take from column 0 (1-3): ?\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "Hint: take 2 pieces from column 0.\n")) << result.output;
    EXPECT_TRUE(contains(result.output, "You take 2 pieces from column 0.\n")) << result.output;
}

// Handout 000 §6's worked example in French: the answer first, then the method, every bit named by
// its worth ("le bit de poids 8"), never a column, which is a pile.
TEST(ProgramHint, FrenchHintLeadsWithTheMoveAndNamesBitsByTheirWorth) {
    const ProgramRun result = run({"--lang", "fr", "nim", "--piles", "19,10,14,13,4,20,7",
                                   "--level", "4", "--seed", "7", "--first", "human"},
                                  "?\n" + take_one_from_column_zero(100));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output,
                         "?\nIndice : prends 3 pièces de la colonne 1.\n"
                         "La méthode binaire : "))
        << output;
    EXPECT_TRUE(contains(output, "sous le 4, le bit de poids 8 :")) << output;
    EXPECT_TRUE(contains(output,
                         "La première ligne qui a un 1 au bit de poids 8 est la colonne 1 "
                         "(10 pièces).\n"))
        << output;
    EXPECT_TRUE(contains(output, "les bits de poids 8, 4 et 1 : 00001010 devient 00000111, soit 7"))
        << output;
    EXPECT_FALSE(contains(output, "colonne de bits")) << output;
    EXPECT_FALSE(contains(output, "colonnes de bits")) << output;
}

TEST(ProgramExplain, TheVerdictComesFirst) {
    const ProgramRun result = run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7",
                                   "--first", "computer", "--explain"},
                                  take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "The computer takes 2 pieces from column 0.\n"
                         "Why the computer played this:\n"
                         "This move wins: it leaves the opponent a lost position.\n"
                         "The binary method: "))
        << result.output;
}

TEST(ProgramHint, NoQuestionMarkAtTheSetUpQuestions) {
    const ProgramRun result =
        run({"nim", "--piles", "1", "--seed", "7", "--first", "human"}, "?\n4\n0\n1\n");
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_EQ(count_occurrences(result.output, "Please answer with a whole number from 1 to 4."), 1)
        << result.output;
}

}  // namespace
}  // namespace marienbad::testing
