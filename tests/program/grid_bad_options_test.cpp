// Bad options of `grid` and `solve grid`: sizes outside 5..30, counts and cells that break handout
// 001 §2.2's rules for banned cells (each named), options that cannot go together. Each prints
// exactly one line on the standard error, "marienbad: " and what is wrong, nothing on the
// standard output, and exits with code 2, before any game starts.
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

struct BadGridCommandLine {
    const char* name;
    std::vector<std::string> arguments;
    std::vector<std::string> mentions;  // what the message must say, so it says what is wrong
};

void PrintTo(const BadGridCommandLine& bad, std::ostream* out) {
    *out << bad.name;
}

void expect_usage_error(const ProgramRun& result, const std::vector<std::string>& mentions) {
    EXPECT_EQ(result.exit_code, 2) << result.output << result.errors;
    EXPECT_EQ(result.output, "");
    EXPECT_TRUE(result.errors.starts_with("marienbad: ")) << result.errors;
    EXPECT_EQ(count_lines(result.errors), 1) << result.errors;
    EXPECT_TRUE(result.errors.ends_with("\n")) << result.errors;
    for (const std::string& mention : mentions) {
        EXPECT_TRUE(contains(result.errors, mention)) << mention << " in: " << result.errors;
    }
}

class ProgramGridBadOption : public ::testing::TestWithParam<BadGridCommandLine> {};

TEST_P(ProgramGridBadOption, OneLineOnStandardErrorAndExitCodeTwo) {
    // Answers are given, in case the program wrongly started a game: it must not read them.
    expect_usage_error(run(GetParam().arguments, "5\n5\n2\n2\n1\n1\n1\n"), GetParam().mentions);
}

std::vector<std::string> grid_5x5(std::vector<std::string> more) {
    std::vector<std::string> arguments = {"grid", "--rows", "5", "--cols", "5"};
    arguments.insert(arguments.end(), more.begin(), more.end());
    return arguments;
}

std::vector<std::string> solve_5x5(std::vector<std::string> more) {
    std::vector<std::string> arguments = {"solve", "grid", "--rows", "5", "--cols", "5"};
    arguments.insert(arguments.end(), more.begin(), more.end());
    return arguments;
}

INSTANTIATE_TEST_SUITE_P(
    CommandLine, ProgramGridBadOption,
    ::testing::Values(
        BadGridCommandLine{"RowsBelowFive", {"grid", "--rows", "4"}, {"--rows", "4", "5", "30"}},
        BadGridCommandLine{"ColsAboveThirty", {"grid", "--cols", "31"}, {"--cols", "31"}},
        BadGridCommandLine{"RowsNotANumber", {"grid", "--rows", "x"}, {"--rows", "'x'"}},
        BadGridCommandLine{"RowsMissingValue", {"grid", "--rows"}, {"--rows: a value is missing"}},
        BadGridCommandLine{"RowsTwice",
                           {"grid", "--rows", "5", "--rows", "6", "--cols", "5"},
                           {"--rows: given more than once"}},
        BadGridCommandLine{"SolveGridBanTwice",
                           solve_5x5({"--ban", "2,4", "--ban", "4,3"}),
                           {"--ban: given more than once"}},
        BadGridCommandLine{"BannedAboveMaxOfRowsAndCols",
                           grid_5x5({"--banned", "6"}),
                           {"--banned", "6", "0 and 5"}},
        BadGridCommandLine{"BannedAboveMaxOnARectangle",
                           {"grid", "--rows", "5", "--cols", "8", "--banned", "9"},
                           {"--banned", "0 and 8"}},
        BadGridCommandLine{"BannedNegative", grid_5x5({"--banned", "-1"}), {"--banned"}},
        BadGridCommandLine{
            "BannedWithoutSize", {"grid", "--banned", "2"}, {"--banned needs --rows and --cols"}},
        BadGridCommandLine{"BannedWithRowsOnly",
                           {"grid", "--rows", "6", "--banned", "2"},
                           {"--banned needs --rows and --cols"}},
        BadGridCommandLine{
            "BanWithoutSize", {"grid", "--ban", "2,4"}, {"--ban needs --rows and --cols"}},
        BadGridCommandLine{"BannedAndBan",
                           grid_5x5({"--banned", "2", "--ban", "2,4"}),
                           {"--banned and --ban cannot be used together"}},
        BadGridCommandLine{
            "BanOffTheGrid", grid_5x5({"--ban", "9,9"}), {"--ban", "(9,9)", "not on a grid"}},
        BadGridCommandLine{
            "BanOffTheGridByOneColumn", grid_5x5({"--ban", "2,6"}), {"(2,6)", "not on a grid"}},
        BadGridCommandLine{"BanRowZero", grid_5x5({"--ban", "0,3"}), {"--ban", "'0,3'"}},
        BadGridCommandLine{"BanTheStart", grid_5x5({"--ban", "1,1"}), {"(1,1)", "starts"}},
        BadGridCommandLine{"BanTheSink", grid_5x5({"--ban", "5,5"}), {"(5,5)", "sink"}},
        BadGridCommandLine{
            "BanACellTwice", grid_5x5({"--ban", "2,2;2,2"}), {"(2,2)", "listed twice"}},
        BadGridCommandLine{"BanMakesADeadEnd", grid_5x5({"--ban", "5,3"}), {"(5,2)", "stuck"}},
        BadGridCommandLine{
            "BanMakesACellUnreachable", grid_5x5({"--ban", "1,3"}), {"(1,4)", "never reach"}},
        BadGridCommandLine{
            "BanNotACell", grid_5x5({"--ban", "2-3"}), {"--ban", "'2-3'", "not a cell"}},
        BadGridCommandLine{"BanWithALetter", grid_5x5({"--ban", "2,4;x,1"}), {"'x,1'"}},
        BadGridCommandLine{"PawnsZero", {"grid", "--pawns", "0"}, {"--pawns", "0", "1 and 9"}},
        BadGridCommandLine{"PawnsTen", {"grid", "--pawns", "10"}, {"--pawns", "10"}},
        BadGridCommandLine{"FirstHumanWithoutHuman",
                           {"grid", "--first", "human", "--players", "computer-computer"},
                           {"--first"}},
        BadGridCommandLine{"LevelFive", {"grid", "--level", "5"}, {"--level"}},
        BadGridCommandLine{"UnknownGridOption", {"grid", "--size", "5"}, {"--size"}},
        BadGridCommandLine{
            "SolveGridWithoutRows", {"solve", "grid", "--cols", "5"}, {"--rows is required"}},
        BadGridCommandLine{
            "SolveGridWithoutCols", {"solve", "grid", "--rows", "5"}, {"--cols is required"}},
        BadGridCommandLine{"SolveGridWithoutSize", {"solve", "grid"}, {"--rows is required"}},
        BadGridCommandLine{"SolveGridAtABannedCell",
                           solve_5x5({"--ban", "2,4", "--at", "2,4"}),
                           {"--at", "(2,4)", "not a free cell"}},
        BadGridCommandLine{"SolveGridAtOffTheGrid", solve_5x5({"--at", "6,1"}), {"--at", "(6,1)"}},
        BadGridCommandLine{"SolveGridPawnsAndAt",
                           solve_5x5({"--pawns", "2", "--at", "1,1"}),
                           {"--pawns and --at cannot be used together"}},
        BadGridCommandLine{"SolveGridTenPawnsAt",
                           solve_5x5({"--at", "1,1;1,1;1,1;1,1;1,1;1,1;1,1;1,1;1,1;1,1"}),
                           {"--at", "1 to 9"}},
        BadGridCommandLine{
            "SolveGridBanTheSink", solve_5x5({"--ban", "5,5"}), {"--ban", "(5,5)", "sink"}},
        BadGridCommandLine{"SolveGridPawnsZero", solve_5x5({"--pawns", "0"}), {"--pawns"}}),
    [](const ::testing::TestParamInfo<BadGridCommandLine>& test) { return test.param.name; });

TEST(ProgramGridBadOptionInFrench, DeadEndNamedInFrench) {
    const ProgramRun result =
        run({"--lang", "fr", "grid", "--rows", "5", "--cols", "5", "--ban", "5,3"});
    expect_usage_error(result, {"--ban", "(5,2)"});
    EXPECT_EQ(result.errors,
              "marienbad: --ban : le pion serait bloqué en (5,2) ; seul le puits peut être une "
              "case sans coup possible\n");
}

TEST(ProgramGridBadOptionInFrench, OffTheGridInFrench) {
    const ProgramRun result =
        run({"grid", "--rows", "5", "--cols", "5", "--ban", "9,9", "--lang", "fr"});
    expect_usage_error(result, {});
    EXPECT_EQ(result.errors,
              "marienbad: --ban : (9,9) n'est pas sur une grille de 5 lignes et 5 colonnes\n");
}

TEST(ProgramGridBadOptionInFrench, SolveGridWithoutSizeInFrench) {
    const ProgramRun result = run({"--lang", "fr", "solve", "grid", "--cols", "5"});
    expect_usage_error(result, {});
    EXPECT_EQ(result.errors, "marienbad: --rows est obligatoire\n");
}

TEST(ProgramGridBadOptionInFrench, OptionTwiceInFrench) {
    const ProgramRun result =
        run({"--lang", "fr", "grid", "--rows", "5", "--rows", "6", "--cols", "5"});
    expect_usage_error(result, {});
    EXPECT_EQ(result.errors, "marienbad: --rows : donnée plus d'une fois\n");
}

}  // namespace
}  // namespace marienbad::testing
