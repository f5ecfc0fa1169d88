// --seed replays a game of the pawn exactly: the number of banned cells drawn and where they
// are, who starts and every computer move; the seed shown replays a game started without one.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

ProgramRun random_grid_game(const std::string& seed) {
    // Random grid and banned cells, random first player, a computer mixing best and random
    // moves; the person always answers 1.
    return run({"grid", "--rows", "9", "--cols", "11", "--level", "2", "--seed", seed},
               repeat("1\n", 20));
}

TEST(ProgramGridReplay, SameSeedSameGame) {
    const ProgramRun first = random_grid_game("42");
    const ProgramRun second = random_grid_game("42");
    EXPECT_EQ(first.exit_code, 0) << first.output << first.errors;
    EXPECT_TRUE(contains(first.output, "Seed: 42 (replay this game with --seed 42)\n"));
    EXPECT_TRUE(contains(first.output, "Banned cells generated: ")) << first.output;
    EXPECT_EQ(first.output, second.output);
}

TEST(ProgramGridReplay, DifferentSeedsDifferentGames) {
    const ProgramRun first = random_grid_game("42");
    const ProgramRun second = random_grid_game("43");
    EXPECT_EQ(first.exit_code, 0);
    EXPECT_EQ(second.exit_code, 0);
    EXPECT_NE(without_seed_line(first.output), without_seed_line(second.output));
}

TEST(ProgramGridReplay, AskedSizeAndSeveralPawnsReplay) {
    const std::vector<std::string> arguments = {"grid",  "--pawns", "3",   "--first",
                                                "human", "--seed",  "2024"};
    const std::string answers = "6\n7\n3\n" + repeat("1\n", 40);
    const ProgramRun first = run(arguments, answers);
    const ProgramRun second = run(arguments, answers);
    EXPECT_EQ(first.exit_code, 0) << first.output << first.errors;
    EXPECT_TRUE(contains(first.output, "Pawns: 1 (1,1), 2 (1,1), 3 (1,1)\n")) << first.output;
    EXPECT_EQ(first.output, second.output);
}

TEST(ProgramGridReplay, ComputerAgainstComputerOnTheLargestGridReplays) {
    const std::vector<std::string> arguments = {
        "grid", "--players", "computer-computer",   "--rows", "30", "--cols", "30", "--level",
        "3",    "--seed",    "18446744073709551615"};
    const ProgramRun first = run(arguments);
    const ProgramRun second = run(arguments);
    EXPECT_EQ(first.exit_code, 0) << first.output << first.errors;
    EXPECT_EQ(first.output, second.output);
}

TEST(ProgramGridReplay, TheSeedShownReplaysAGameStartedWithoutOne) {
    const std::vector<std::string> arguments = {
        "grid", "--players", "computer-computer", "--rows", "8", "--cols", "8", "--level", "1"};
    const ProgramRun unseeded = run(arguments);
    EXPECT_EQ(unseeded.exit_code, 0) << unseeded.output << unseeded.errors;
    const std::string marker = "(replay this game with --seed ";
    const auto at = unseeded.output.find(marker);
    ASSERT_NE(at, std::string::npos) << unseeded.output;
    const auto start = at + marker.size();
    const std::string seed =
        unseeded.output.substr(start, unseeded.output.find(')', start) - start);
    std::vector<std::string> replay_arguments = arguments;
    replay_arguments.insert(replay_arguments.end(), {"--seed", seed});
    EXPECT_EQ(run(replay_arguments).output, unseeded.output);
}

}  // namespace
}  // namespace marienbad::testing
