// The input ending during the pawn game (Ctrl-D, a closed pipe), at each question of handout 001
// §5's dialogue: the number of rows, of columns, the level, who starts, a destination, the
// confirmation of the only one. A clear message and exit code 3, wherever it happens.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

const std::vector<std::string> k_seed_board_person_first = {
    "grid",    "--rows", "5",       "--cols", "5",      "--ban", "2,4;4,3",
    "--level", "4",      "--first", "human",  "--seed", "1"};

TEST(ProgramGridEndOfInput, AtTheNumberOfRows) {
    const ProgramRun result = run({"grid", "--seed", "1"});
    expect_abandoned(result);
    EXPECT_TRUE(result.output.ends_with("Game settings:\nNumber of rows (5-30): \n" +
                                        std::string(k_abandoned)))
        << result.output;
}

TEST(ProgramGridEndOfInput, AtTheNumberOfColumns) {
    const ProgramRun result = run({"grid", "--seed", "1"}, "6\n");
    expect_abandoned(result);
    EXPECT_TRUE(result.output.ends_with("Number of rows (5-30): 6\nNumber of columns (5-30): \n" +
                                        std::string(k_abandoned)))
        << result.output;
    EXPECT_FALSE(contains(result.output, "Banned cells")) << result.output;
}

TEST(ProgramGridEndOfInput, AtTheLevel) {
    const ProgramRun result = run({"grid", "--seed", "1"}, "5\n5\n");
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output, "Banned cells generated: ")) << result.output;
    EXPECT_TRUE(result.output.ends_with("4 virtuoso): \n" + std::string(k_abandoned)))
        << result.output;
}

TEST(ProgramGridEndOfInput, AtWhoStarts) {
    const ProgramRun result = run({"grid", "--seed", "1"}, "5\n5\n2\n");
    expect_abandoned(result);
    EXPECT_TRUE(result.output.ends_with("Who starts?\nthe computer (1) or you (2): \n" +
                                        std::string(k_abandoned)))
        << result.output;
    EXPECT_FALSE(contains(result.output, "Let's go!")) << result.output;
}

TEST(ProgramGridEndOfInput, AtTheFirstDestination) {
    const ProgramRun result = run(k_seed_board_person_first);
    expect_abandoned(result);
    EXPECT_TRUE(
        result.output.ends_with("Choose the destination 1:(1,2) 2:(1,3) 3:(2,1) 4:(3,1)\n"
                                "---> \n\n" +
                                std::string(k_abandoned)))
        << result.output;
}

TEST(ProgramGridEndOfInput, AfterAMoveAndWrongAnswers) {
    const ProgramRun result = run(k_seed_board_person_first, "1\nx\n9\n");
    expect_abandoned(result);
    EXPECT_TRUE(contains(result.output, "The computer moves the pawn to (")) << result.output;
    // The refusal depends on the computer's move: several destinations or a single one.
    EXPECT_EQ(count_occurrences(result.output, "\nerror! "), 2) << result.output;
}

TEST(ProgramGridEndOfInput, AtTheConfirmationOfTheOnlyPossibility) {
    // Two people: player 1 to (1,3), player 2 to (2,3), from where (3,3) is the only move.
    const ProgramRun result = run({"grid", "--rows", "5", "--cols", "5", "--ban", "2,4;4,3",
                                   "--players", "human-human", "--seed", "1"},
                                  "2\n3\n");
    expect_abandoned(result);
    EXPECT_TRUE(result.output.ends_with("Only possibility: (3,3)\nconfirm ---> \n\n" +
                                        std::string(k_abandoned)))
        << result.output;
    EXPECT_FALSE(contains(result.output, " wins!")) << result.output;
}

TEST(ProgramGridEndOfInput, InFrench) {
    const ProgramRun result = run({"--lang", "fr", "grid", "--seed", "1"}, "5\n");
    EXPECT_EQ(result.exit_code, 3) << result.output;
    EXPECT_TRUE(
        result.output.ends_with("Nombre de colonnes (5-30) : \n"
                                "Fin de l'entrée : la partie est abandonnée.\n"))
        << result.output;
}

}  // namespace
}  // namespace marienbad::testing
