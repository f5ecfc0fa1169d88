// Bad options and values on the command line: each prints exactly one line on the standard
// error, "marienbad: " and what is wrong, prints nothing on the standard output, and exits
// with code 2, before any game starts.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

struct BadCommandLine {
    const char* name;
    std::vector<std::string> arguments;
    const char* mentions;  // a word the message must contain, so it says what is wrong
};

void PrintTo(const BadCommandLine& bad, std::ostream* out) {
    *out << bad.name;
}

class ProgramBadOption : public ::testing::TestWithParam<BadCommandLine> {};

TEST_P(ProgramBadOption, OneLineOnStandardErrorAndExitCodeTwo) {
    const BadCommandLine& bad = GetParam();
    // Answers are given, in case the program wrongly started a game: it must not read them.
    const ProgramRun result = run(bad.arguments, "1\n4\n0\n1\n");
    EXPECT_EQ(result.exit_code, 2) << result.output << result.errors;
    EXPECT_EQ(result.output, "");
    EXPECT_TRUE(result.errors.starts_with("marienbad: ")) << result.errors;
    EXPECT_EQ(count_lines(result.errors), 1) << result.errors;
    EXPECT_TRUE(result.errors.ends_with("\n")) << result.errors;
    EXPECT_GT(result.errors.size(), std::string("marienbad: \n").size()) << result.errors;
    EXPECT_TRUE(contains(result.errors, bad.mentions)) << result.errors;
}

std::vector<std::string> twenty_one_piles() {
    std::string piles = "1";
    for (int i = 1; i < 21; ++i) {
        piles += ",1";
    }
    return {"nim", "--piles", piles};
}

INSTANTIATE_TEST_SUITE_P(
    CommandLine, ProgramBadOption,
    ::testing::Values(
        BadCommandLine{"PileNotANumber", {"nim", "--piles", "3,x,5"}, "x"},
        BadCommandLine{"EmptyPile", {"nim", "--piles", "3,,5"}, "--piles"},
        BadCommandLine{"TooManyColumns", {"nim", "--columns", "21"}, "21"},
        BadCommandLine{"NoColumns", {"nim", "--columns", "0"}, "--columns"},
        BadCommandLine{"ColumnsNotANumber", {"nim", "--columns", "two"}, "two"},
        BadCommandLine{"LevelTooHigh", {"nim", "--level", "5"}, "--level"},
        BadCommandLine{"LevelZero", {"nim", "--level", "0"}, "--level"},
        BadCommandLine{
            "LevelAndDifficulty", {"nim", "--level", "2", "--difficulty", "0.5"}, "--difficulty"},
        BadCommandLine{"DifficultyAboveOne", {"nim", "--difficulty", "1.5"}, "1.5"},
        BadCommandLine{"DifficultyNegative", {"nim", "--difficulty", "-0.1"}, "--difficulty"},
        BadCommandLine{"FirstNobody", {"nim", "--first", "nobody"}, "nobody"},
        BadCommandLine{"FirstHumanWithoutHuman",
                       {"nim", "--first", "human", "--players", "computer-computer"},
                       "--first"},
        BadCommandLine{"FirstComputerWithoutComputer",
                       {"nim", "--first", "computer", "--players", "human-human"},
                       "--first"},
        BadCommandLine{"UnknownPlayers", {"nim", "--players", "everyone"}, "everyone"},
        BadCommandLine{"NegativeSeed", {"nim", "--seed", "-3"}, "-3"},
        BadCommandLine{"SeedTooLarge", {"nim", "--seed", "18446744073709551616"}, "--seed"},
        BadCommandLine{"GuiInterface", {"nim", "--ui", "gui"}, "gui"},
        BadCommandLine{"UnknownInterface", {"nim", "--ui", "web"}, "web"},
        // Standard input and output are files here, not a terminal.
        BadCommandLine{"TerminalInterfaceAwayFromATerminal", {"nim", "--ui", "tui"}, "terminal"},
        BadCommandLine{"TerminalMenuAwayFromATerminal", {"--ui", "tui"}, "terminal"},
        BadCommandLine{
            "MenuOptionBeforeAReport", {"--no-animation", "solve", "nim", "3"}, "--no-animation"},
        BadCommandLine{"UnknownLanguage", {"--lang", "de"}, "de"},
        BadCommandLine{"UnknownLanguageAfterTheCommand", {"nim", "--lang", "de"}, "de"},
        BadCommandLine{"UnknownOption", {"nim", "--colour", "red"}, "--colour"},
        BadCommandLine{"UnknownTopLevelOption", {"--bogus"}, "--bogus"},
        BadCommandLine{"UnknownCommand", {"frobnicate"}, "frobnicate"},
        BadCommandLine{"SolveWithoutGame", {"solve"}, "marienbad: solve: say which game"},
        BadCommandLine{
            "SolveNimWithoutPiles", {"solve", "nim"}, "solve nim: give at least one column"},
        BadCommandLine{"SolveNimPileNotANumber", {"solve", "nim", "3", "x"}, "x"},
        BadCommandLine{"SolveNimZeroPile", {"solve", "nim", "3", "0"}, "solve nim"},
        BadCommandLine{
            "SolveNimZeroPileInAList", {"solve", "nim", "3,0"}, "solve nim: each column"},
        BadCommandLine{
            "SolveNimLetterInAList", {"solve", "nim", "3,x,5"}, "solve nim: 'x' is not a whole"},
        BadCommandLine{"SolveNimEmptyItemInAList", {"solve", "nim", "3,,5"}, "solve nim: ''"},
        BadCommandLine{"SolveNimTrailingComma", {"solve", "nim", "3", "4,"}, "solve nim: ''"},
        BadCommandLine{"SolveNimPileTooLargeInAList",
                       {"solve", "nim", "3,1000000001"},
                       "from 1 to 1000000000 pieces"},
        BadCommandLine{"PilesAndColumns", {"nim", "--piles", "1,2", "--columns", "3"}, "--columns"},
        BadCommandLine{"TwentyOnePiles", twenty_one_piles(), "21"},
        BadCommandLine{"EmptyPileSize", {"nim", "--piles", "0,3"}, "--piles"},
        BadCommandLine{"PileTooLarge", {"nim", "--piles", "36"}, "35"},
        BadCommandLine{"MissingValue", {"nim", "--piles"}, "--piles: a value is missing"},
        BadCommandLine{"OptionTwice",
                       {"nim", "--level", "2", "--level", "3"},
                       "--level: given more than once"},
        BadCommandLine{"FlagTwice",
                       {"solve", "nim", "3", "4", "5", "--json", "--json"},
                       "--json: given more than once"},
        BadCommandLine{"GameFlagTwice",
                       {"nim", "--piles", "1,2", "--misere", "--misere"},
                       "--misere: given more than once"},
        BadCommandLine{"ReportFlagTwice",
                       {"octal", "0.77", "--count", "10", "--all", "--all"},
                       "--all: given more than once"}),
    [](const ::testing::TestParamInfo<BadCommandLine>& test) { return test.param.name; });

}  // namespace
}  // namespace marienbad::testing
