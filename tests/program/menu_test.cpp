// The menu, when marienbad runs without a command: choose the game and its rules, then the game
// asks for the rest (number of columns, level) and is played through standard input.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

// One column of 1 to 35 pieces; the person answers column 0, then counts from 35 down, so the
// first count accepted takes the whole column. Whoever moves first, the game ends.
std::string one_column_game(const std::string& rules) {
    std::string input = "1\n" + rules + "\n1\n4\n0\n";
    for (int count = 35; count >= 1; --count) {
        input += std::to_string(count) + "\n";
    }
    return input;
}

TEST(ProgramMenu, ChooseNimNormalPlayAndPlayAGame) {
    const ProgramRun result = run({}, one_column_game("1"));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(output.starts_with("Marienbad ")) << output;
    EXPECT_TRUE(contains(output, "\nGames:\n" + menu_number(1) + "Nim")) << output;
    EXPECT_TRUE(contains(output, "\n" + menu_number(2) + "The pawn on a grid")) << output;
    EXPECT_TRUE(contains(output, "Choose a game (" + menu_range() + "): 1\n")) << output;
    EXPECT_TRUE(contains(output, "Choose the rules (1-2): 1\n")) << output;
    EXPECT_TRUE(contains(output, "Seed: ")) << output;
    EXPECT_TRUE(contains(output, "Number of columns (1-20): 1\n")) << output;
    EXPECT_TRUE(contains(output, "Computer: level 4 (virtuoso).")) << output;
    EXPECT_TRUE(contains(output, "Whoever takes the last piece wins.")) << output;
    EXPECT_TRUE(contains(output, "\n      0\n  0   *\n")) << output;
    EXPECT_TRUE(output.ends_with("\nThe computer wins. Try again!\n") ||
                output.ends_with("\nYou win! Well played.\n"))
        << output;
}

TEST(ProgramMenu, ChooseMiserePlay) {
    const ProgramRun result = run({}, one_column_game("2"));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "Whoever takes the last piece loses.")) << result.output;
    EXPECT_TRUE(contains(result.output, "took the last piece.\n")) << result.output;
}

TEST(ProgramMenu, WrongChoicesAreAskedAgain) {
    const std::string past_the_last = std::to_string(3 * listed_games() + 1);
    const ProgramRun result =
        run({}, past_the_last + "\nnim\n1\n0\n3\n" + one_column_game("1").substr(2));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    // The menu's part of the dialogue, before the game (whose board is random) begins.
    const std::string menu = result.output.substr(0, result.output.find("Seed: "));
    EXPECT_EQ(count_occurrences(menu, "Please answer with a whole number from 1 to " +
                                          std::to_string(3 * listed_games()) + "."),
              2)
        << result.output;
    EXPECT_EQ(count_occurrences(menu, "Please answer with a whole number from 1 to 2."), 2)
        << result.output;
}

TEST(ProgramMenu, EndOfInputAtTheRules) {
    const ProgramRun result = run({}, "1\n");
    EXPECT_EQ(result.exit_code, 3) << result.output;
    EXPECT_TRUE(result.output.ends_with("End of input: the game is abandoned.\n")) << result.output;
}

}  // namespace
}  // namespace marienbad::testing
