// `marienbad rate GAME` as a teacher or a script uses it: the tables in English and French, the
// JSON (every pair of levels on every board from both sides, the scores and Elo in order of the
// numbers they come from, the same whatever the threads), the boards a size its command would ask
// for; and its bad values, and the per-seat levels' on a game's command line, each one line on the
// standard error and exit code 2. Tiny ratings only: their figures are no test.
#include "command_json.hpp"

namespace marienbad::testing {
namespace {

using nlohmann::json;

json rate_json(std::vector<std::string> arguments) {
    return command_json("rate", std::move(arguments));
}

TEST(RateCommand, TheLevelsOfNimAgainstEachOtherInJson) {
    const json rating = rate_json({"nim", "--piles", "3,5,7", "--games", "24", "--seed", "3"});
    EXPECT_EQ(rating["game"], "nim");
    EXPECT_EQ(rating["parameters"]["--piles"], "3,5,7");
    EXPECT_EQ(rating["style"], "classic");
    EXPECT_EQ(rating["seed"], 3);
    EXPECT_EQ(rating["boards"], 2);
    EXPECT_EQ(rating["games"], 24);
    ASSERT_EQ(rating["levels"].size(), 4U);
    for (const json& level : rating["levels"]) {
        EXPECT_EQ(level["games"], 12);
        EXPECT_LE(level["score_low"].get<double>(), level["score"].get<double>());
        EXPECT_GE(level["score_high"].get<double>(), level["score"].get<double>());
        // A bound has one end: an upper bound no lower end, a lower bound no upper end.
        if (!level["elo_low"].is_null()) {
            EXPECT_LE(level["elo_low"].get<double>(), level["elo"].get<double>());
        }
        if (!level["elo_high"].is_null()) {
            EXPECT_GE(level["elo_high"].get<double>(), level["elo"].get<double>());
        }
        EXPECT_DOUBLE_EQ(level["score"].get<double>(), level["wins"].get<double>() / 12.0);
    }
    EXPECT_EQ(rating["levels"][0]["elo"], 0.0);
    EXPECT_EQ(rating["levels"][3]["thrown_away"], 0);
    ASSERT_EQ(rating["pairs"].size(), 12U);
    for (const json& pair : rating["pairs"]) {
        EXPECT_EQ(pair["games"], 4);  // 2 boards, from both sides
    }
}

// The board rated is in `parameters` whatever was given: the row's length and max-take at their
// defaults, the rules as a flag set or not; Nim's size its command would ask for.
TEST(RateCommand, ItsParametersAlwaysRecordTheBoardRated) {
    const json row = rate_json({"row", "--games", "12"});
    EXPECT_EQ(row["parameters"], json::parse(R"({"--length": "21", "--max-take": "3",
                                                  "--normal": false})"));
    const json normal = rate_json({"row", "--length", "9", "--normal", "--games", "12"});
    EXPECT_EQ(normal["parameters"], json::parse(R"({"--length": "9", "--max-take": "3",
                                                     "--normal": true})"));
    const json nim = rate_json({"nim", "--games", "12"});
    EXPECT_EQ(nim["parameters"], json::parse(R"({"--columns": "7", "--misere": false})"));
    const json grid = rate_json({"grid", "--games", "12", "--rows", "6"});
    EXPECT_EQ(grid["parameters"], json::parse(R"({"--rows": "6", "--cols": "5",
                                                   "--pawns": "1"})"));
}

// Level 4 loses no game of Nim on 7 random columns in 500 games: its Elo is a lower bound, said
// as one in the JSON (no upper end) and in the table ("≥"), in English and French.
TEST(RateCommand, AnUndefeatedLevelsEloIsALowerBound) {
    const json rating = rate_json({"nim", "--columns", "7", "--games", "500"});
    const json& virtuoso = rating["levels"][3];
    ASSERT_EQ(virtuoso["wins"], virtuoso["games"]);
    EXPECT_EQ(virtuoso["elo_bound"], "lower");
    EXPECT_TRUE(virtuoso["elo_high"].is_null());
    EXPECT_EQ(virtuoso["elo_low"], virtuoso["elo"]);
    // What 250 games won prove, well below the imaginary draw's estimate of old (1054).
    EXPECT_GT(virtuoso["elo"].get<double>(), 700.0);
    EXPECT_LT(virtuoso["elo"].get<double>(), 1000.0);
    EXPECT_EQ(rating["levels"][1]["elo_bound"], "none");
    const ProgramRun english = run({"rate", "nim", "--columns", "7", "--games", "500"});
    EXPECT_TRUE(contains(english.output, "4 virtuoso         252   100.0%  98.5% – 100.0%    ≥ +"))
        << english.output;
    EXPECT_TRUE(contains(english.output, "≥: a level that lost no game")) << english.output;
    const ProgramRun french =
        run({"--lang", "fr", "rate", "nim", "--columns", "7", "--games", "500"});
    EXPECT_TRUE(contains(french.output, "≥ : un niveau qui n'a perdu aucune partie"))
        << french.output;
}

TEST(RateCommand, TheSameWhateverTheThreads) {
    json one = rate_json({"row", "--length", "15", "--games", "36", "--threads", "1"});
    json two = rate_json({"row", "--length", "15", "--games", "36", "--threads", "2"});
    for (json* rating : {&one, &two}) {
        rating->erase("seconds");
        rating->erase("threads");
    }
    EXPECT_EQ(one, two);
}

TEST(RateCommand, ASizeItsCommandWouldAskIsItsFormsFirst) {
    const json grid =
        rate_json({"grid", "--games", "12", "--levels", "2,4", "--style", "adaptive"});
    EXPECT_EQ(grid["parameters"]["--rows"], "5");
    EXPECT_EQ(grid["parameters"]["--cols"], "5");
    EXPECT_EQ(grid["style"], "adaptive");
    ASSERT_EQ(grid["levels"].size(), 2U);
    EXPECT_EQ(grid["levels"][1]["level"], 4);
    EXPECT_EQ(grid["games"], 12);
}

// `rate nim --help` said --columns was asked when missing: the rating asks nothing, it takes the
// form's first value, and its help says which; the game's own command does ask.
TEST(RateCommand, ItsHelpSaysTheSizeItTakesWhereTheGameWouldAsk) {
    const ProgramRun nim = run({"rate", "nim", "--help"});
    EXPECT_EQ(nim.exit_code, 0) << nim.errors;
    EXPECT_FALSE(contains(nim.output, "asked when missing")) << nim.output;
    EXPECT_TRUE(contains(nim.output, "each of 1 to 35 pieces (default: 7)")) << nim.output;
    const ProgramRun grid = run({"rate", "grid", "--help"});
    EXPECT_FALSE(contains(grid.output, "asked when missing")) << grid.output;
    EXPECT_TRUE(contains(grid.output, "number of rows, 5 to 30 (default: 5)")) << grid.output;
    EXPECT_TRUE(
        contains(run({"nim", "--help"}).output, "each of 1 to 35 pieces (asked when missing)"));
    EXPECT_TRUE(
        contains(run({"grid", "--help"}).output, "number of rows, 5 to 30 (asked when missing)"));
}

TEST(RateCommand, TheTablesInEnglishAndFrench) {
    const ProgramRun english = run({"rate", "nim", "--columns", "4", "--games", "12"});
    EXPECT_EQ(english.exit_code, 0) << english.errors;
    EXPECT_TRUE(contains(english.output,
                         "Rating of the computer's levels: nim --columns 4, "
                         "classic style."))
        << english.output;
    EXPECT_TRUE(contains(english.output, "12 games: 1 board, each played by every pair of levels"))
        << english.output;
    EXPECT_TRUE(contains(english.output, "4 virtuoso")) << english.output;
    const ProgramRun french =
        run({"--lang", "fr", "rate", "nim", "--columns", "4", "--games", "12"});
    EXPECT_EQ(french.exit_code, 0) << french.errors;
    EXPECT_TRUE(contains(french.output, "Classement des niveaux de l'ordinateur")) << french.output;
    EXPECT_TRUE(contains(french.output, "4 virtuose")) << french.output;
}

class BadRatingOrSeat : public ::testing::TestWithParam<RefusedCommandLine> {};

TEST_P(BadRatingOrSeat, OneLineOnStandardErrorAndExitCodeTwo) {
    expect_refused(run(GetParam().arguments, "1\n4\n0\n1\n"), GetParam().mentions);
}

INSTANTIATE_TEST_SUITE_P(
    CommandLine, BadRatingOrSeat,
    ::testing::Values(
        RefusedCommandLine{"RateWithoutGame", {"rate"}, {"rate: say which game"}},
        RefusedCommandLine{"OneLevel", {"rate", "nim", "--levels", "3"}, {"at least two"}},
        RefusedCommandLine{"LevelFive", {"rate", "nim", "--levels", "1,5"}, {"--levels: 5"}},
        RefusedCommandLine{"LevelsNotNumbers", {"rate", "nim", "--levels", "a,b"}, {"'a'"}},
        RefusedCommandLine{"OneGame", {"rate", "nim", "--games", "1"}, {"--games"}},
        RefusedCommandLine{"NoThreads", {"rate", "nim", "--threads", "0"}, {"--threads"}},
        RefusedCommandLine{"UnknownStyle", {"rate", "nim", "--style", "clever"}, {"clever"}},
        RefusedCommandLine{"BadSeed", {"rate", "nim", "--seed", "-1"}, {"--seed"}},
        RefusedCommandLine{"BadBoard", {"rate", "nim", "--piles", "3,x"}, {"x"}},
        RefusedCommandLine{"GridTooSmall", {"rate", "grid", "--rows", "4"}, {"--rows"}},
        RefusedCommandLine{"TwoLevelsOneComputer", {"nim", "--level", "2,4"}, {"two computers"}},
        RefusedCommandLine{"ThreeLevels",
                           {"nim", "--players", "computer-computer", "--level", "1,2,3"},
                           {"more than two"}},
        RefusedCommandLine{"SecondLevelTooHigh",
                           {"row", "--players", "computer-computer", "--level", "2,7"},
                           {"--level: 7"}},
        RefusedCommandLine{
            "TwoDifficultiesOneComputer", {"grid", "--difficulty", "0.5,1"}, {"two computers"}},
        RefusedCommandLine{"SecondDifficultyNotAProbability",
                           {"nim", "--players", "computer-computer", "--difficulty", "0.5,2"},
                           {"'2'"}},
        RefusedCommandLine{"UnknownGameStyle", {"nim", "--style", "smart"}, {"smart"}}),
    [](const ::testing::TestParamInfo<RefusedCommandLine>& test) { return test.param.name; });

}  // namespace
}  // namespace marienbad::testing
