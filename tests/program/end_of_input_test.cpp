// The input ending before the game does (Ctrl-D, a closed pipe): a clear message and exit
// code 3, wherever the program was waiting for an answer.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

TEST(ProgramEndOfInput, InTheMiddleOfAGame) {
    const ProgramRun result = run(
        {"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "human"}, "0\n1\n");
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output, "You take 1 piece from column 0.")) << result.output;
    EXPECT_TRUE(contains(result.output, "The computer takes ")) << result.output;
}

TEST(ProgramEndOfInput, BetweenTheColumnAndThePieces) {
    const ProgramRun result =
        run({"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "human"}, "2\n");
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output, "Pieces to take from column 2 (1-5): \n")) << result.output;
}

TEST(ProgramEndOfInput, AfterWrongAnswersOnly) {
    const ProgramRun result = run(
        {"nim", "--piles", "3,4,5", "--level", "4", "--seed", "7", "--first", "human"}, "x\n9\n");
    expect_abandoned(result);
    EXPECT_EQ(count_occurrences(result.output, "Please answer with a whole number"), 2);
}

TEST(ProgramEndOfInput, AtTheNumberOfColumnsQuestion) {
    const ProgramRun result = run({"nim", "--level", "4", "--seed", "1"});
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output, "Number of columns (1-20): \n")) << result.output;
    EXPECT_FALSE(contains(result.output, "Computer level")) << result.output;
}

TEST(ProgramEndOfInput, AtTheLevelQuestion) {
    const ProgramRun result = run({"nim", "--piles", "1,2", "--seed", "1"});
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output,
                         "Computer level from 1 to 4 (1 beginner, 2 medium, 3 "
                         "expert, 4 virtuoso): \n"))
        << result.output;
}

TEST(ProgramEndOfInput, AtTheLevelQuestionAfterTheColumns) {
    const ProgramRun result = run({"nim", "--seed", "1"}, "3\n");
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output, "Number of columns (1-20): 3\n")) << result.output;
    EXPECT_TRUE(contains(result.output, "Computer level from 1 to 4")) << result.output;
}

TEST(ProgramEndOfInput, AtTheMenu) {
    const ProgramRun result = run({});
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output, "Choose a game (" + menu_range() + "): \n"))
        << result.output;
}

}  // namespace
}  // namespace marienbad::testing
