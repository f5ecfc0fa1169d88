// Help at the board: --explain prints why after each computer move, its verdict first, the whole
// method at once; "?" at a prompt prints the hint's next step (handout 000's binary method, the
// matrix, the move), then asks again.
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
    EXPECT_TRUE(contains(output, "  sums        0  0  0  0 0 2 1 2\n")) << output;
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

TEST(ProgramHint, QuestionMarkPrintsTheHintsFirstStepAndAsksAgain) {
    const ProgramRun result =
        run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "human"},
            "?\n" + take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    // The method first, and why it works; no move yet.
    EXPECT_TRUE(contains(output,
                         "Column (0-2): ?\n"
                         "Hint 1/3 (ask again for step 2): the binary method.\n"))
        << output;
    EXPECT_TRUE(contains(output, "Why it works:\n")) << output;
    EXPECT_FALSE(contains(output, "Hint 3/3")) << output;
    EXPECT_TRUE(contains(output,
                         "and that move wins.\n"
                         "Why it works:\n"))
        << output;
    EXPECT_FALSE(contains(output, "Please answer")) << "\"?\" is not a wrong answer:\n" << output;
}

TEST(ProgramHint, ThreeQuestionMarksGiveTheMoveAtThePiecesQuestion) {
    const ProgramRun result =
        run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "human"},
            "0\n?\n?\n?\n2\n" + take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "Pieces to take from column 0 (1-3): ?\n"
                         "Hint 1/3 (ask again for step 2): the binary method.\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output,
                         "  sums        0  0  0  0 0 2 1 2\n"
                         "  odd                        ^\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output,
                         "Pieces to take from column 0 (1-3): ?\n"
                         "Hint 3/3: take 2 pieces from column 0.\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "You take 2 pieces from column 0.\n")) << result.output;
}

// Handout 000 §6's worked example in French, step by step: every bit named by its worth ("le bit
// de poids 8"), never a column, which is a pile; the line of the column to change marked.
TEST(ProgramHint, FrenchHintStepsOnTheHandoutExample) {
    const ProgramRun result = run({"--lang", "fr", "nim", "--piles", "19,10,14,13,4,20,7",
                                   "--level", "4", "--seed", "7", "--first", "human"},
                                  "?\n?\n?\n" + take_one_from_column_zero(100));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output,
                         "?\nIndice 1/3 (redemande pour l'étape 2) : la méthode "
                         "binaire.\n"))
        << output;
    EXPECT_TRUE(contains(output, "Pourquoi ça marche :\n")) << output;
    EXPECT_TRUE(contains(output, "> colonne 1    0  0  0  0 1 0 1 0  = 10\n")) << output;
    EXPECT_TRUE(contains(output, "  impaires                ^ ^   ^\n")) << output;
    EXPECT_TRUE(contains(output,
                         "Sous la première somme impaire en partant de la gauche, celle du bit de "
                         "poids 8, la première ligne qui a un 1 est celle de la colonne 1 (10 "
                         "pièces, marquée >) : la colonne à changer.\n"))
        << output;
    EXPECT_TRUE(contains(output,
                         "?\nIndice 3/3 : prends 3 pièces de la colonne 1.\n"
                         "Inverse les bits de la colonne 1 là où la somme est impaire, les bits de "
                         "poids 8, 4 et 1 : 00001010 devient 00000111, soit 7."))
        << output;
    EXPECT_FALSE(contains(output, "colonne de bits")) << output;
    EXPECT_FALSE(contains(output, "colonnes de bits")) << output;
}

// --explain keeps the whole method at once, the first odd sum named by its bit's worth.
TEST(ProgramExplain, FrenchExplanationNamesTheFirstOddSumByItsWorth) {
    const ProgramRun result =
        run({"--lang", "fr", "solve", "nim", "19", "10", "14", "13", "4", "20", "7", "--explain"});
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "La première somme impaire en partant de la gauche est "
                         "celle des bits de poids 8 :"))
        << result.output;
    EXPECT_TRUE(contains(result.output,
                         "La première ligne avec un 1 au bit de poids 8 est celle de la "
                         "colonne 1 (10 pièces).\n"))
        << result.output;
}

// --coach in line mode: right after the person's move that lets the win go, one line; after the
// computer's moves and the person's good ones, nothing. Without it, never.
TEST(ProgramCoach, OneLineRightAfterAThrownAwayWin) {
    const std::vector<std::string> game{"nim",    "--piles", "3,4,5",   "--level", "4",
                                        "--seed", "7",       "--first", "human"};
    std::vector<std::string> coached = game;
    coached.emplace_back("--coach");
    const ProgramRun result = run(coached, take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "You take 1 piece from column 0.\n"
                         "Coach: that move lets the win go; on the board before it, what kept "
                         "it: take 2 pieces from column 0. u takes it back.\n"))
        << result.output;
    // From then on the computer keeps the win: the person's moves are made from lost positions.
    EXPECT_EQ(count_occurrences(result.output, "Coach:"), 1) << result.output;
    const ProgramRun quiet = run(game, take_one_from_column_zero(12));
    EXPECT_FALSE(contains(quiet.output, "Coach")) << quiet.output;
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
