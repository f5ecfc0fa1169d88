// The menu's second game, the pawn on a grid: choosing it starts handout 001 §5's dialogue (rows,
// columns, the banned cells drawn, the level, who starts) and a game played to its end.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

TEST(ProgramGridMenu, ChooseThePawnAndPlayAGameToTheEnd) {
    // Game 2; 5 rows, 5 columns, level 4, the person starts; then "1" to every question.
    const ProgramRun result = run({}, "2\n5\n5\n4\n2\n" + repeat("1\n", 20));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(output.starts_with("Marienbad ")) << output;
    EXPECT_TRUE(contains(output, "\n" + menu_number(2) +
                                     "The pawn on a grid: push it right or down into the sink\n"))
        << output;
    EXPECT_TRUE(contains(output, "Choose a game (" + menu_range() + "): 2\n")) << output;
    EXPECT_FALSE(contains(output, "Choose the rules")) << "Nim's question:\n" << output;
    EXPECT_TRUE(contains(output, "The pawn game: push the pawn 1 or 2 cells right or down"))
        << output;
    EXPECT_TRUE(contains(output, "Seed: ")) << output;
    EXPECT_TRUE(contains(output,
                         "Game settings:\n"
                         "Number of rows (5-30): 5\n"
                         "Number of columns (5-30): 5\n"
                         "Banned cells generated: "))
        << output;
    EXPECT_TRUE(contains(output,
                         "Computer level from 1 to 4 (1 beginner, 2 medium, 3 expert, "
                         "4 virtuoso): 4\n"
                         "Computer: level 4 (virtuoso).\n"
                         "Who starts?\n"
                         "the computer (1) or you (2): 2\n"
                         "Let's go!\n"
                         "\n"
                         "  1 2 3 4 5\n"
                         "1|O|"))
        << output;
    EXPECT_TRUE(contains(output, "Your turn. Type ? for a hint.\nChoose the destination 1:("))
        << output;
    EXPECT_TRUE(output.ends_with("It's over: the pawn is in the sink.\nYou win! Well played.\n") ||
                output.ends_with("It's over: the pawn is in the sink.\n"
                                 "The computer wins. Try again!\n"))
        << output;
}

TEST(ProgramGridMenu, ComputerFirstFromTheMenu) {
    const ProgramRun result = run({}, "2\n6\n7\n1\n1\n" + repeat("1\n", 20));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(contains(output, "the computer (1) or you (2): 1\nLet's go!\n")) << output;
    EXPECT_TRUE(contains(output, "\n  1 2 3 4 5 6 7\n")) << output;
    EXPECT_TRUE(contains(output, "\n6|")) << output;
    const auto board_end = output.find("\n6|");
    EXPECT_TRUE(output.substr(board_end).find("\n\nThe computer moves the pawn to (") <
                output.substr(board_end).find("Your turn."))
        << "the computer moves first:\n"
        << output;
    EXPECT_TRUE(output.ends_with("You win! Well played.\n") ||
                output.ends_with("The computer wins. Try again!\n"))
        << output;
}

TEST(ProgramGridMenu, WrongSizesInTheMenuGameAreAskedAgain) {
    const ProgramRun result = run({}, "2\n3\n5\n40\n5\n1\n2\n" + repeat("1\n", 20));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_EQ(count_occurrences(result.output, "Please answer with a whole number from 5 to 30.\n"),
              2)
        << result.output;
}

TEST(ProgramGridMenu, EndOfInputAtTheRows) {
    const ProgramRun result = run({}, "2\n");
    EXPECT_EQ(result.exit_code, 3) << result.output;
    EXPECT_TRUE(
        result.output.ends_with("Number of rows (5-30): \n"
                                "End of input: the game is abandoned.\n"))
        << result.output;
}

TEST(ProgramGridMenu, FrenchMenu) {
    const ProgramRun result = run({"--lang", "fr"}, "2\n5\n5\n2\n2\n" + repeat("1\n", 20));
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output,
                         "  2. Le pion sur la grille : pousse-le vers la droite ou le bas jusqu'au "
                         "puits\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "Nombre de lignes (5-30) : 5\n")) << result.output;
    EXPECT_TRUE(contains(result.output, "C'est terminé : le pion est tombé dans le puits.\n"))
        << result.output;
}

}  // namespace
}  // namespace marienbad::testing
