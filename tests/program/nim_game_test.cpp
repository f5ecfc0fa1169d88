// Whole games of Nim through the real program and its standard input, as a person or a script
// plays them: against the computer, computer against computer, and two people at one keyboard;
// what is said when a column is emptied.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

TEST(ProgramNimGame, HumanAgainstTheComputerToTheEnd) {
    const ProgramRun result =
        run({"nim", "--piles", "1,3,5", "--level", "4", "--seed", "7", "--first", "human"},
            take_one_from_column_zero(9));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_EQ(result.errors, "");
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "Seed: 7 (replay this game with --seed 7)\n")) << output;
    EXPECT_TRUE(contains(output, "Computer: level 4 (virtuoso).\n")) << output;
    EXPECT_TRUE(contains(output,
                         "      0  1  2\n"
                         "  0   *  *  *\n"
                         "  1      *  *\n"
                         "  2      *  *\n"
                         "  3         *\n"
                         "  4         *\n"))
        << output;
    EXPECT_TRUE(contains(output, "Your turn. Type ? for a hint.\nColumn (0-2): 0\n")) << output;
    EXPECT_TRUE(contains(output, "You take 1 piece from column 0.\n")) << output;
    EXPECT_TRUE(contains(output, "The computer takes ")) << output;
    // Emptying column 0 leaves 3 5, whose nim-sum is not 0: from there the virtuoso wins.
    EXPECT_TRUE(output.ends_with("\nThe computer wins. Try again!\n")) << output;
}

TEST(ProgramNimGame, ComputerMovingFirstPlaysPerfectly) {
    // 3 4 5 is a first-player win: the virtuoso moving first wins whatever the person does.
    const ProgramRun result =
        run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "computer"},
            take_one_from_column_zero(12));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "The computer plays.\nThe computer takes 2 pieces from "
                         "column 0.\n"))
        << result.output;
    EXPECT_TRUE(result.output.ends_with("\nThe computer wins. Try again!\n")) << result.output;
}

TEST(ProgramNimGame, ComputerAgainstComputerToTheEnd) {
    const ProgramRun result = run({"nim", "--players", "computer-computer", "--piles", "3,4,5,6",
                                   "--level", "2", "--seed", "11"});
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "Seed: 11")) << output;
    EXPECT_TRUE(contains(output, "Computer: level 2 (medium).")) << output;
    EXPECT_TRUE(contains(output, "Computer 1 takes ")) << output;
    EXPECT_TRUE(contains(output, "Computer 2 takes ")) << output;
    EXPECT_FALSE(contains(output, "Your turn")) << output;
    EXPECT_FALSE(contains(output, "Column (")) << "no question asked:\n" << output;
    EXPECT_TRUE(output.ends_with("\nComputer 1 wins!\n") ||
                output.ends_with("\nComputer 2 wins!\n"))
        << output;
}

TEST(ProgramNimGame, ComputerAgainstComputerOnARandomBoard) {
    const ProgramRun result = run({"nim", "--players", "computer-computer", "--columns", "8",
                                   "--level", "3", "--seed", "2024", "--misere"});
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "Whoever takes the last piece loses.")) << result.output;
    EXPECT_TRUE(contains(result.output, " took the last piece.\n")) << result.output;
    EXPECT_TRUE(result.output.ends_with("\nComputer 1 wins!\n") ||
                result.output.ends_with("\nComputer 2 wins!\n"))
        << result.output;
}

TEST(ProgramNimGame, TwoPeopleBothFromStandardInput) {
    // 1 2: player 1 empties column 0, player 2 takes one of the two, player 1 takes the last.
    const ProgramRun result = run(
        {"nim", "--players", "human-human", "--piles", "1,2", "--seed", "1", "--first", "random"},
        "0\n1\n0\n1\n0\n1\n");
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_FALSE(contains(output, "Computer level")) << "no level asked for people:\n" << output;
    EXPECT_FALSE(contains(output, "omputer")) << output;
    EXPECT_TRUE(contains(output, "Player 1, your turn. Type ? for a hint.")) << output;
    EXPECT_TRUE(contains(output, "Player 2, your turn. Type ? for a hint.")) << output;
    EXPECT_TRUE(contains(output, "Player 1 takes 1 piece from column 0.\n") ||
                contains(output, "Player 2 takes 1 piece from column 0.\n"))
        << output;
    EXPECT_TRUE(output.ends_with("\nPlayer 1 wins!\n") || output.ends_with("\nPlayer 2 wins!\n"))
        << output;
    EXPECT_EQ(count_occurrences(output, "your turn."), 3) << output;
}

TEST(ProgramNimGame, MissingOptionsAreAskedFor) {
    // Neither --piles/--columns nor --level: the number of columns and the level are asked.
    const ProgramRun result =
        run({"nim", "--seed", "5", "--first", "human"}, "2\n4\n" + take_one_from_column_zero(70));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "Number of columns (1-20): 2\n")) << output;
    EXPECT_TRUE(contains(output,
                         "Computer level from 1 to 4 (1 beginner, 2 medium, 3 expert, "
                         "4 virtuoso): 4\n"))
        << output;
    EXPECT_TRUE(contains(output, "Computer: level 4 (virtuoso).")) << output;
    EXPECT_TRUE(contains(output, "\n      0  1\n")) << "a board of two columns:\n" << output;
    EXPECT_TRUE(output.ends_with("\nThe computer wins. Try again!\n") ||
                output.ends_with("\nYou win! Well played.\n"))
        << output;
}

TEST(ProgramNimGame, DifficultyGivesAProbability) {
    const ProgramRun result =
        run({"nim", "--piles", "2,2", "--difficulty", "0.5", "--seed", "3", "--first", "human"},
            take_one_from_column_zero(4));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "Computer: probability 0.5 of playing its best move."))
        << result.output;
}

TEST(ProgramNimGame, EmptyingTheLastColumnMovesNothingLeft) {
    // 2 1: the person empties column 1, the last; the virtuoso then takes the 2 pieces left.
    const ProgramRun result =
        run({"nim", "--piles", "2,1", "--level", "4", "--seed", "7", "--first", "human"}, "1\n1\n");
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "You take 1 piece from column 1.\nColumn 1 is empty: it is removed.\n"))
        << result.output;
    EXPECT_FALSE(contains(result.output, "move left")) << result.output;
    EXPECT_TRUE(result.output.ends_with("\nThe computer wins. Try again!\n")) << result.output;
}

TEST(ProgramNimGame, EmptyingAColumnBeforeOthersMovesThemLeft) {
    // 1 2: the person empties column 0; column 1 becomes column 0.
    const ProgramRun result =
        run({"nim", "--piles", "1,2", "--level", "4", "--seed", "7", "--first", "human"},
            take_one_from_column_zero(3));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "You take 1 piece from column 0.\nColumn 0 is empty: it is removed and "
                         "the columns after it move left.\n"))
        << result.output;
}

}  // namespace
}  // namespace marienbad::testing
