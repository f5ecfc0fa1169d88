// Bad command lines of `solve row` and `octal`: neither or both of --length and --position,
// patterns that are not rows of matches, lengths and max-takes out of range, codes that are not
// octal codes (named, with the character at fault) and counts out of range. Each prints
// exactly one line on the standard error, "marienbad: " and what is wrong, nothing on the
// standard output, and exits with code 2.
#include "games/row/row_rules.hpp"
#include "program_test_support.hpp"

#include <string>

namespace marienbad::testing {
namespace {

struct BadRowOrOctalCommandLine {
    const char* name;
    std::vector<std::string> arguments;
    std::vector<std::string> mentions;  // what the message must say, so it says what is wrong
};

void PrintTo(const BadRowOrOctalCommandLine& bad, std::ostream* out) {
    *out << bad.name;
}

class ProgramRowOctalBadOption : public ::testing::TestWithParam<BadRowOrOctalCommandLine> {};

TEST_P(ProgramRowOctalBadOption, OneLineOnStandardErrorAndExitCodeTwo) {
    const ProgramRun result = run(GetParam().arguments, "1\n1\n1\n");
    EXPECT_EQ(result.exit_code, 2) << result.output << result.errors;
    EXPECT_EQ(result.output, "");
    EXPECT_TRUE(result.errors.starts_with("marienbad: ")) << result.errors;
    EXPECT_EQ(count_lines(result.errors), 1) << result.errors;
    EXPECT_TRUE(result.errors.ends_with("\n")) << result.errors;
    for (const std::string& mention : GetParam().mentions) {
        EXPECT_TRUE(contains(result.errors, mention)) << mention << " in: " << result.errors;
    }
}

using Bad = BadRowOrOctalCommandLine;

// The longest row solved, and one place more; the longest solved by the misère quotient
// (misère play, max-take 2), and one place more.
const std::string k_longest_solved = std::to_string(k_solve_row_max_length);
const std::string k_too_long_solved = std::to_string(k_solve_row_max_length + 1);
const std::string k_longest_search = "2000";
const std::string k_too_long_search = "2001";

INSTANTIATE_TEST_SUITE_P(
    CommandLine, ProgramRowOctalBadOption,
    ::testing::Values(
        Bad{"SolveWithoutGameNamesRow", {"solve"}, {"solve row --length 21"}},
        Bad{"SolveRowWithoutRow", {"solve", "row"}, {"--length", "--position"}},
        Bad{"SolveRowBoth",
            {"solve", "row", "--length", "5", "--position", "11"},
            {"--length and --position cannot be used together"}},
        Bad{"PositionBadCharacter",
            {"solve", "row", "--position", "10x1"},
            {"--position", "'x'", "place 2"}},
        Bad{"PositionAllEmpty", {"solve", "row", "--position", "000"}, {"--position", "no match"}},
        Bad{"PositionEmpty", {"solve", "row", "--position", ""}, {"--position", "empty"}},
        Bad{"PositionTooLongForTheSearch",
            {"solve", "row", "--max-take", "2", "--position",
             std::string(static_cast<std::size_t>(std::stoi(k_too_long_search)), '1')},
            {"--position", k_too_long_search, k_longest_search, "max-take 2", "--normal"}},
        Bad{"LengthZero", {"solve", "row", "--length", "0"}, {"--length", "0"}},
        Bad{"LengthNotANumber", {"solve", "row", "--length", "ten"}, {"--length", "'ten'"}},
        Bad{"LengthTooLongForTheSearch",
            {"solve", "row", "--length", k_too_long_search, "--max-take", "2"},
            {"--length", k_too_long_search, k_longest_search, "max-take 2", "--normal"}},
        Bad{"LengthTooLong",
            {"solve", "row", "--length", k_too_long_solved},
            {"--length", k_too_long_solved, k_longest_solved}},
        Bad{"LengthTooLongInNormalPlay",
            {"solve", "row", "--length", k_too_long_solved, "--normal", "--max-take", "5"},
            {"--length", k_too_long_solved, k_longest_solved}},
        Bad{"LengthTooLongInNormalPlayWithMaxTakeSeven",
            {"solve", "row", "--length", "100001", "--normal", "--max-take", "7"},
            {"--length", "100001", "100000", "max-take 7", std::to_string(k_solve_row_max_length)}},
        Bad{"MaxTakeNine",
            {"solve", "row", "--length", "5", "--max-take", "9"},
            {"--max-take", "9", "1", "8"}},
        Bad{"MaxTakeZero", {"solve", "row", "--length", "5", "--max-take", "0"}, {"--max-take"}},
        Bad{"SolveRowMissingValue", {"solve", "row", "--length"}, {"--length: a value is missing"}},
        Bad{"SolveRowUnknownOption", {"solve", "row", "--length", "5", "--misere"}, {"--misere"}},
        Bad{"OctalNotOctalDigit",
            {"octal", "0.8", "--count", "10"},
            {"'0.8'", "'8'", "character 3", "octal digit"}},
        Bad{"OctalLetter", {"octal", "0.7a", "--count", "10"}, {"'a'", "character 4"}},
        Bad{"OctalNoPoint", {"octal", "777", "--count", "10"}, {"'777'", "point"}},
        Bad{"OctalTwoDigitsBeforePoint", {"octal", "10.7", "--count", "10"}, {"'10.7'"}},
        Bad{"OctalBadDigitBeforePoint", {"octal", "1.7", "--count", "10"}, {"'1.7'", "0 or 4"}},
        Bad{"OctalNoDigitAfterPoint", {"octal", "0.", "--count", "10"}, {"'0.'", "after"}},
        Bad{"OctalCountZero", {"octal", "0.77", "--count", "0"}, {"--count", "0", "1048576"}},
        Bad{"OctalCountTooLarge", {"octal", "0.77", "--count", "1048577"}, {"--count", "1048577"}},
        Bad{"OctalCountNotANumber", {"octal", "0.77", "--count", "x"}, {"--count", "'x'"}},
        Bad{"OctalWithoutCode", {"octal", "--count", "10"}, {"octal", "code"}},
        Bad{"OctalTwoCodes",
            {"octal", "0.77", "0.07", "--count", "10"},
            {"unexpected argument", "0.07"}}),
    [](const ::testing::TestParamInfo<BadRowOrOctalCommandLine>& test) { return test.param.name; });

TEST(ProgramRowOctalBadOption, InFrench) {
    const ProgramRun result = run({"--lang", "fr", "octal", "0.8", "--count", "10"});
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_EQ(count_lines(result.errors), 1) << result.errors;
    EXPECT_TRUE(contains(result.errors, "octal")) << result.errors;
    EXPECT_FALSE(contains(result.errors, "is not")) << result.errors;
}

}  // namespace
}  // namespace marienbad::testing
