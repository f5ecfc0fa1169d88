// Bad options of `row`: a length outside 1..k_row_max_length or not a number, a max-take
// outside 1..8, --first in a game without both a person and the computer. Each prints exactly
// one line on the standard error, "marienbad: " and what is wrong, nothing on the standard
// output, and exits with code 2, before any game starts.
#include "games/row/row_rules.hpp"
#include "program_test_support.hpp"

#include <string>

namespace marienbad::testing {
namespace {

struct BadRowCommandLine {
    const char* name;
    std::vector<std::string> arguments;
    std::vector<std::string> mentions;  // what the message must say, so it says what is wrong
};

void PrintTo(const BadRowCommandLine& bad, std::ostream* out) {
    *out << bad.name;
}

// The longest row the game offers, with every rule, and one place more.
const std::string k_longest = std::to_string(k_row_max_length);
const std::string k_too_long = std::to_string(k_row_max_length + 1);

class ProgramRowBadOption : public ::testing::TestWithParam<BadRowCommandLine> {};

TEST_P(ProgramRowBadOption, OneLineOnStandardErrorAndExitCodeTwo) {
    const ProgramRun result = run(GetParam().arguments, "4\n0\n1\n1\n1\n2\n1\n");
    EXPECT_EQ(result.exit_code, 2) << result.output << result.errors;
    EXPECT_EQ(result.output, "");
    EXPECT_TRUE(result.errors.starts_with("marienbad: ")) << result.errors;
    EXPECT_EQ(count_lines(result.errors), 1) << result.errors;
    for (const std::string& mention : GetParam().mentions) {
        EXPECT_TRUE(contains(result.errors, mention)) << mention << " in: " << result.errors;
    }
}

INSTANTIATE_TEST_SUITE_P(
    CommandLine, ProgramRowBadOption,
    ::testing::Values(
        BadRowCommandLine{"LengthZero", {"row", "--length", "0"}, {"--length", "0", k_longest}},
        BadRowCommandLine{
            "LengthAboveTheLongest", {"row", "--length", k_too_long}, {"--length", k_too_long}},
        BadRowCommandLine{"LengthNotANumber", {"row", "--length", "x"}, {"--length", "'x'"}},
        BadRowCommandLine{"LengthAboveTheLongestWithMaxTakeFour",
                          {"row", "--max-take", "4", "--length", k_too_long},
                          {"--length", k_too_long}},
        BadRowCommandLine{"LengthMissingValue", {"row", "--length"}, {"--length"}},
        BadRowCommandLine{"MaxTakeZero", {"row", "--max-take", "0"}, {"--max-take", "0", "8"}},
        BadRowCommandLine{"MaxTakeNine", {"row", "--max-take", "9"}, {"--max-take", "9"}},
        BadRowCommandLine{"LevelFive", {"row", "--level", "5"}, {"--level", "5"}},
        BadRowCommandLine{"FirstWithComputers",
                          {"row", "--players", "computer-computer", "--first", "human"},
                          {"--first"}},
        BadRowCommandLine{"MaxTakeNotWhole", {"row", "--max-take", "2.5"}, {"--max-take"}},
        BadRowCommandLine{"UnexpectedArgument", {"row", "21"}, {"21"}}),
    [](const ::testing::TestParamInfo<BadRowCommandLine>& test) { return test.param.name; });

}  // namespace
}  // namespace marienbad::testing
