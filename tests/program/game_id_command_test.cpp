// Game ids on the command line (docs/guide.md, "Game ids"): a game in line mode says its id when
// it starts ("Game id: nim:3,4,5", in French too); `marienbad play ID` starts the position the id
// names, with the options every game takes, and says the same id; `marienbad solve ID` prints what
// the game's own `solve` prints for that position; a bad id, or an option the id already says, gets
// one line on the standard error and exit code 2, before anything is played.
#include <string>
#include <vector>

#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

TEST(GameIdCommands, LineModeSaysTheIdOfTheGameItStarts) {
    const ProgramRun english = run({"nim", "--piles", "3,4,5", "--first", "human", "--level", "4",
                                    "--seed", "7", "--ui", "text"});
    EXPECT_TRUE(contains(english.output, "\nGame id: nim:3,4,5\n")) << english.output;
    const ProgramRun french = run({"--lang", "fr", "nim", "--piles", "3,4,5", "--misere", "--first",
                                   "human", "--level", "4", "--seed", "7", "--ui", "text"});
    EXPECT_TRUE(contains(french.output, "\nIdentifiant de la partie : nim:3,4,5:misere\n"))
        << french.output;
}

TEST(GameIdCommands, PlayStartsThePositionTheIdNames) {
    for (const std::string id : {"nim:1,2,3,5,7:misere", "grid:6x7:ban=2,3+4,4",
                                 "row:1101110:take=4:normal", "queen:9x7:at=3,2:misere"}) {
        // The person plays first at the computer's strongest; the input ends at once.
        const ProgramRun played =
            run({"play", id, "--first", "human", "--level", "4", "--seed", "3", "--ui", "text"});
        EXPECT_EQ(played.exit_code, 3) << id << ": " << played.errors;
        EXPECT_TRUE(contains(played.output, "Game id: " + id + "\n")) << played.output;
    }
    // In capitals, with the end of its line copied along, the same id.
    const ProgramRun capitals = run({"play", "NIM:3,4,5\n", "--players", "computer-computer",
                                     "--level", "4", "--seed", "3", "--ui", "text"});
    EXPECT_EQ(capitals.exit_code, 0) << capitals.errors;
    EXPECT_TRUE(contains(capitals.output, "Game id: nim:3,4,5\n")) << capitals.output;
}

TEST(GameIdCommands, SolveOfAnIdIsTheGamesOwnSolve) {
    const std::vector<std::pair<std::vector<std::string>, std::vector<std::string>>> same{
        {{"solve", "nim:3,4,5:misere", "--json"}, {"solve", "nim", "3,4,5", "--misere", "--json"}},
        {{"solve", "grid:5x6:ban=2,3:at=1,2"},
         {"solve", "grid", "--rows", "5", "--cols", "6", "--ban", "2,3", "--at", "1,2"}},
        {{"solve", "row:1101110:take=2:normal", "--json"},
         {"solve", "row", "--position", "1101110", "--max-take", "2", "--normal", "--json"}},
    };
    for (const auto& [by_id, by_options] : same) {
        const ProgramRun solved = run(by_id);
        EXPECT_EQ(solved.exit_code, 0) << by_id[1] << ": " << solved.errors;
        EXPECT_FALSE(solved.output.empty());
        EXPECT_EQ(solved.output, run(by_options).output) << by_id[1];
    }
}

struct BadId {
    const char* name;
    std::vector<std::string> arguments;
    std::string mention;  // what the line must say
};

void PrintTo(const BadId& bad, std::ostream* out) {
    *out << bad.name;
}

class GameIdRefused : public ::testing::TestWithParam<BadId> {};

TEST_P(GameIdRefused, OneLineOnStandardErrorAndExitCodeTwo) {
    const ProgramRun result = run(GetParam().arguments, "1\n1\n1\n");
    EXPECT_EQ(result.exit_code, 2) << result.output << result.errors;
    EXPECT_EQ(result.output, "");
    EXPECT_TRUE(result.errors.starts_with("marienbad: ")) << result.errors;
    EXPECT_EQ(count_lines(result.errors), 1) << result.errors;
    EXPECT_TRUE(contains(result.errors, GetParam().mention)) << result.errors;
}

INSTANTIATE_TEST_SUITE_P(
    CommandLine, GameIdRefused,
    ::testing::Values(BadId{"UnknownGame", {"play", "chess:e4"}, "'chess:e4' is not a game id"},
                      BadId{"NoFields", {"play", "nim"}, "the piles are missing"},
                      BadId{"PileTooLarge", {"play", "nim:1,99"}, "'nim:1,99' is not a game id"},
                      BadId{"Space", {"play", "nim:1, 2"}, "' '"},
                      BadId{"UnknownWord", {"play", "nim:1,2:sideways"}, "sideways"},
                      BadId{"Twice", {"play", "nim:1,2:misere:misere"}, "misere"},
                      BadId{"StartBanned", {"play", "grid:6x7:ban=1,1"}, "(1,1)"},
                      BadId{"GridTooSmall", {"play", "grid:0x7"}, "'grid:0x7' is not a game id"},
                      BadId{"RowWithoutMatch", {"play", "row:000"}, "'000'"},
                      BadId{"QueenOffTheBoard", {"play", "queen:9x7:at=10,1"}, "queen:9x7:at=10,1"},
                      BadId{"IdAndResume", {"play", "nim:1,2", "--resume", "x.json"}, "--resume"},
                      BadId{"SolveWithAnOption", {"solve", "nim:3,4,5", "--misere"}, "--misere"},
                      BadId{"SolveBadId", {"solve", "nim:3,x"}, "'nim:3,x' is not a game id"},
                      BadId{"MissingId", {"play"}, "id is required"}),
    [](const ::testing::TestParamInfo<BadId>& test) { return test.param.name; });

}  // namespace
}  // namespace marienbad::testing
