// --seed replays a game exactly: the board drawn, who starts and every computer move; the seed
// in use is shown so a game started without --seed can be replayed too.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

ProgramRun random_game(const std::string& seed) {
    // Random board, random first player, a computer that mixes best and random moves.
    return run({"nim", "--columns", "6", "--level", "2", "--seed", seed},
               take_one_from_column_zero(6 * 35));
}

TEST(ProgramReplay, SameSeedSameGame) {
    const ProgramRun first = random_game("42");
    const ProgramRun second = random_game("42");
    EXPECT_EQ(first.exit_code, 0) << first.output << first.errors;
    EXPECT_EQ(second.exit_code, 0);
    EXPECT_TRUE(contains(first.output, "Seed: 42 (replay this game with --seed 42)\n"));
    EXPECT_EQ(first.output, second.output);
}

TEST(ProgramReplay, DifferentSeedsDifferentGames) {
    const ProgramRun first = random_game("42");
    const ProgramRun second = random_game("43");
    EXPECT_EQ(first.exit_code, 0);
    EXPECT_EQ(second.exit_code, 0);
    EXPECT_NE(without_seed_line(first.output), without_seed_line(second.output));
}

TEST(ProgramReplay, ComputerAgainstComputerReplays) {
    const std::vector<std::string> arguments = {"nim",       "--players", "computer-computer",
                                                "--columns", "10",        "--difficulty",
                                                "0.5",       "--seed",    "18446744073709551615"};
    const ProgramRun first = run(arguments);
    const ProgramRun second = run(arguments);
    EXPECT_EQ(first.exit_code, 0) << first.output << first.errors;
    EXPECT_EQ(first.output, second.output);
}

TEST(ProgramReplay, TheSeedShownReplaysAGameStartedWithoutOne) {
    const std::vector<std::string> arguments = {
        "nim", "--players", "computer-computer", "--columns", "5", "--level", "1"};
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
    const ProgramRun replay = run(replay_arguments);
    EXPECT_EQ(replay.output, unseeded.output);
}

}  // namespace
}  // namespace marienbad::testing
