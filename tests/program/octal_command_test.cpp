// `marienbad octal CODE --count N`: an octal game's values, as one JSON object or as text, and
// the period the Octal Periodicity Theorem proves from them — Kayles (0.77) periodic with
// period 12 from heap 71, Dawson's Kayles (0.07) with period 34 from heap 53, and handout 004's
// row (0.777) with no period in sight. The text stops at the end of the first period, or after
// 200 values, unless --all; the JSON holds every value.
#include <nlohmann/json.hpp>
#include <sstream>

#include "command_json.hpp"
#include "octal/octal_game.hpp"

namespace marienbad::testing {
namespace {

using nlohmann::json;

json octal_json(std::vector<std::string> arguments) {
    return command_json("octal", std::move(arguments));
}

std::vector<int> engine_values(const char* code, int count) {
    return analyse_octal_game(*parse_octal_code(code).code, count).values;
}

TEST(ProgramOctal, KaylesJson) {
    const json report = octal_json({"0.77", "--count", "200"});
    EXPECT_EQ(report["code"], "0.77");
    EXPECT_EQ(report["count"], 200);
    EXPECT_EQ(report["values"].size(), 200U);
    EXPECT_EQ(report["preperiod"], 71);
    EXPECT_EQ(report["period"], 12);
    EXPECT_EQ(report["values"].get<std::vector<int>>(), engine_values("0.77", 200));
    // Kayles' first values, as Winning Ways gives them.
    const std::vector<int> first(report["values"].begin(), report["values"].begin() + 12);
    EXPECT_EQ(first, (std::vector<int>{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6}));
}

TEST(ProgramOctal, DawsonsKaylesJson) {
    const json report = octal_json({"0.07", "--count", "1000"});
    EXPECT_EQ(report["preperiod"], 53);
    EXPECT_EQ(report["period"], 34);
}

TEST(ProgramOctal, RowHasNoProvedPeriod) {
    const json report = octal_json({"0.777", "--count", "1000"});
    EXPECT_EQ(report["code"], "0.777");
    EXPECT_EQ(report["count"], 1000);
    EXPECT_FALSE(report.contains("preperiod"));
    EXPECT_FALSE(report.contains("period"));
    EXPECT_EQ(report["values"].get<std::vector<int>>(), engine_values("0.777", 1000));
    const std::vector<int> first(report["values"].begin(), report["values"].begin() + 5);
    EXPECT_EQ(first, (std::vector<int>{0, 1, 2, 3, 4}));
}

TEST(ProgramOctal, CodesAreWrittenTheUsualWay) {
    EXPECT_EQ(octal_json({".77", "--count", "3"})["code"], "0.77");
    EXPECT_EQ(octal_json({"0.770", "--count", "3"})["code"], "0.77");
}

TEST(ProgramOctal, UntilPeriodicStopsWhereTheProofEnds) {
    const json kayles = octal_json({"0.77", "--until-periodic"});
    EXPECT_EQ(kayles["count"], 168);
    EXPECT_EQ(kayles["period"], 12);
    EXPECT_EQ(kayles["preperiod"], 71);
    const json dawson = octal_json({"0.07", "--until-periodic", "--count", "5000"});
    EXPECT_EQ(dawson["count"], 2 * 53 + 34 + 2 + 34);
    EXPECT_EQ(dawson["period"], 34);
    const json row = octal_json({"0.777", "--until-periodic", "--count", "500"});
    EXPECT_EQ(row["count"], 500);
    EXPECT_FALSE(row.contains("period"));
}

// `octal 0.137` was refused ("give --count N") though --count's help gave it a default: a code
// alone asks for its values until they prove a period, as --until-periodic does.
TEST(ProgramOctal, ACodeAloneGivesItsValuesUntilTheyProveAPeriod) {
    EXPECT_EQ(octal_json({"0.77"}), octal_json({"0.77", "--until-periodic"}));
    const json dawsons_chess = octal_json({"0.137"});
    EXPECT_EQ(dawsons_chess, octal_json({"0.137", "--until-periodic", "--count", "1048576"}));
    EXPECT_TRUE(dawsons_chess.contains("period")) << dawsons_chess.dump();
    const ProgramRun text = run({"octal", "0.137"});
    EXPECT_EQ(text.exit_code, 0) << text.errors;
    EXPECT_TRUE(text.output.starts_with("Octal game 0.137: ")) << text.output;
    EXPECT_TRUE(contains(text.output, "Period ")) << text.output;
    // A count given is computed whole, as before.
    EXPECT_EQ(octal_json({"0.77", "--count", "500"})["count"], 500);
}

TEST(ProgramOctal, KaylesText) {
    const ProgramRun result = run({"octal", "0.77", "--count", "200", "--all"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(result.output.starts_with("Octal game 0.77: 200 values, G(0) to G(199)"))
        << result.output;
    EXPECT_TRUE(contains(result.output,
                         "\n  0: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 "
                         "4 1 2 8 5 4\n"))
        << result.output;
    EXPECT_TRUE(contains(result.output, "\n 30: ")) << result.output;
    EXPECT_TRUE(result.output.ends_with(
        "Period 12 from heap 71 (proved by the octal periodicity theorem).\n"))
        << result.output;
}

TEST(ProgramOctal, RowText) {
    const ProgramRun result = run({"octal", "0.777", "--count", "1000", "--all"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(result.output.ends_with("No period proved within 1000 values.\n")) << result.output;
    EXPECT_TRUE(contains(result.output, "\n980: ")) << result.output;
}

TEST(ProgramOctal, InFrench) {
    const ProgramRun result = run({"--lang", "fr", "octal", "0.77", "--count", "200"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(contains(result.output, "Période 12")) << result.output;
}

// The values of a text report's lines of values ("30: 4 1 2 ..."), in order.
std::vector<int> listed_values(const std::string& output) {
    std::vector<int> values;
    std::istringstream lines(output);
    std::string line;
    while (std::getline(lines, line)) {
        const auto colon = line.find(':');
        if (colon == std::string::npos || line.find_first_not_of(" 0123456789") != colon) {
            continue;
        }
        std::istringstream numbers(line.substr(colon + 1));
        for (int value = 0; numbers >> value;) {
            values.push_back(value);
        }
    }
    return values;
}

TEST(ProgramOctal, UntilPeriodicInTextIsASummary) {
    // 0.777 proves no period within 2^20 values: the first 200 are shown, not 5 MB of them.
    const ProgramRun result =
        run({"octal", "0.777", "--until-periodic"}, {}, {}, k_long_time_limit_seconds);
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.errors, "");
    const std::string& output = result.output;
    EXPECT_TRUE(
        output.starts_with("Octal game 0.777: 1048576 values computed, G(0) to "
                           "G(1048575).\n"
                           "The first 200 values, G(0) to G(199) (heap size first on each "
                           "line):\n"
                           "  0:  0  1  2  3  4  1  6  3  2  1  6  7  4  5  8  1 10  5  "
                           "4  7\n"))
        << output.substr(0, 1000);
    EXPECT_TRUE(contains(output, "\n180: ")) << output.substr(0, 5000);
    EXPECT_EQ(listed_values(output), engine_values("0.777", 200)) << output.substr(0, 5000);
    EXPECT_TRUE(
        output.ends_with("No period proved within 1048576 values.\n"
                         "--all prints all 1048576 values, as --json does.\n"))
        << output.substr(output.size() > 1000 ? output.size() - 1000 : 0);
    EXPECT_LE(count_lines(output), 24) << output.substr(0, 5000);
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);) {
        EXPECT_LE(line.size(), 80U) << line;
    }
}

TEST(ProgramOctal, APeriodIsSummarisedByThePreperiodAndOnePeriod) {
    // Kayles: period 12 from heap 71, so G(0) to G(82) give every value.
    const ProgramRun result = run({"octal", "0.77", "--until-periodic"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    const std::string& output = result.output;
    EXPECT_TRUE(
        output.starts_with("Octal game 0.77: 168 values computed, G(0) to G(167).\n"
                           "The preperiod and one period, G(0) to G(82) (heap size first on "
                           "each line):\n"
                           " 0: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 "
                           "5 4\n"))
        << output;
    EXPECT_EQ(listed_values(output), engine_values("0.77", 83)) << output;
    EXPECT_TRUE(
        output.ends_with("\nPeriod 12 from heap 71 (proved by the octal periodicity "
                         "theorem).\n"
                         "--all prints all 168 values, as --json does.\n"))
        << output;
    EXPECT_EQ(count_lines(output), 7) << output;
}

TEST(ProgramOctal, AGivenCountIsSummarisedToo) {
    const ProgramRun kayles = run({"octal", "0.77", "--count", "200"});
    EXPECT_EQ(kayles.exit_code, 0) << kayles.errors;
    EXPECT_EQ(listed_values(kayles.output), engine_values("0.77", 83)) << kayles.output;
    EXPECT_TRUE(kayles.output.ends_with("--all prints all 200 values, as --json does.\n"))
        << kayles.output;
    const ProgramRun row = run({"octal", "0.777", "--count", "201"});
    EXPECT_EQ(listed_values(row.output), engine_values("0.777", 200)) << row.output;
    EXPECT_TRUE(
        row.output.ends_with("No period proved within 201 values.\n"
                             "--all prints all 201 values, as --json does.\n"))
        << row.output;
}

TEST(ProgramOctal, AShortListWithoutAPeriodIsShownWhole) {
    const ProgramRun result = run({"octal", "0.777", "--count", "200"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(result.output.starts_with(
        "Octal game 0.777: 200 values, G(0) to G(199) (the heap size starts each line)\n"))
        << result.output;
    EXPECT_EQ(listed_values(result.output), engine_values("0.777", 200)) << result.output;
    EXPECT_TRUE(result.output.ends_with("No period proved within 200 values.\n")) << result.output;
    EXPECT_FALSE(contains(result.output, "--all")) << result.output;
}

TEST(ProgramOctal, AllPrintsEveryValue) {
    const ProgramRun result =
        run({"octal", "0.777", "--until-periodic", "--count", "500", "--all"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(result.output.starts_with(
        "Octal game 0.777: 500 values, G(0) to G(499) (the heap size starts each line)\n"))
        << result.output;
    EXPECT_EQ(listed_values(result.output), engine_values("0.777", 500)) << result.output;
    EXPECT_TRUE(result.output.ends_with("No period proved within 500 values.\n")) << result.output;
    EXPECT_FALSE(contains(result.output, "--all")) << result.output;
}

TEST(ProgramOctal, JsonKeepsEveryValueWithOrWithoutAll) {
    const json plain = octal_json({"0.777", "--until-periodic", "--count", "5000"});
    EXPECT_EQ(plain["values"].size(), 5000U);
    EXPECT_EQ(octal_json({"0.777", "--until-periodic", "--count", "5000", "--all"}), plain);
}

TEST(ProgramOctal, SummaryInFrench) {
    const ProgramRun result = run({"--lang", "fr", "octal", "0.77", "--until-periodic"});
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_TRUE(contains(result.output, "Période 12")) << result.output;
    EXPECT_TRUE(contains(result.output, "--all")) << result.output;
    EXPECT_FALSE(contains(result.output, " values")) << result.output;
}

}  // namespace
}  // namespace marienbad::testing
