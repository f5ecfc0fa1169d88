// The language a player sees: English by default, French with --lang fr or a French locale in
// the environment, and --lang winning over the environment. The tests look for words the French
// catalogue (po/fr.po) cannot do without, "colonne" above all, rather than whole sentences.
#include <cctype>

#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

std::string lower_case(std::string text) {
    for (char& c : text) {
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return text;
}

const std::vector<std::string> k_game = {"nim",    "--piles", "1,3,5",   "--level", "4",
                                         "--seed", "7",       "--first", "human"};

void expect_french(const ProgramRun& result) {
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    const std::string output = lower_case(result.output);
    EXPECT_TRUE(contains(output, "colonne")) << result.output;
    EXPECT_FALSE(contains(result.output, "Your turn.")) << result.output;
    EXPECT_FALSE(contains(result.output, "Column (0-2)")) << result.output;
    EXPECT_FALSE(contains(result.output, "The computer takes")) << result.output;
    EXPECT_FALSE(contains(result.output, "Try again")) << result.output;
    // The board and the answers are the same in every language.
    EXPECT_TRUE(contains(result.output, "      0  1  2\n  0   *  *  *\n")) << result.output;
}

void expect_english(const ProgramRun& result) {
    EXPECT_EQ(result.exit_code, 0) << result.output << result.errors;
    EXPECT_TRUE(contains(result.output, "Your turn.")) << result.output;
    EXPECT_TRUE(contains(result.output, "Column (0-2): ")) << result.output;
    EXPECT_FALSE(contains(lower_case(result.output), "colonne")) << result.output;
}

TEST(ProgramLanguage, EnglishByDefault) {
    expect_english(run(k_game, take_one_from_column_zero(9)));
}

TEST(ProgramLanguage, LangFrPrintsFrench) {
    expect_french(run(with(k_game, {"--lang", "fr"}), take_one_from_column_zero(9)));
}

TEST(ProgramLanguage, LangFrBeforeTheCommandAndWithAnEqualsSign) {
    expect_french(run(with({"--lang", "fr"}, k_game), take_one_from_column_zero(9)));
    expect_french(run(with({"--lang=fr"}, k_game), take_one_from_column_zero(9)));
}

TEST(ProgramLanguage, FrenchLocaleInTheEnvironmentPrintsFrench) {
    expect_french(run(k_game, take_one_from_column_zero(9), {{"LANG", "fr_FR.UTF-8"}}));
}

TEST(ProgramLanguage, LangEnOverridesAFrenchEnvironment) {
    expect_english(run(with(k_game, {"--lang", "en"}), take_one_from_column_zero(9),
                       {{"LANG", "fr_FR.UTF-8"}}));
    expect_english(run(with(k_game, {"--lang", "en"}), take_one_from_column_zero(9),
                       {{"LANGUAGE", "fr"}, {"LC_ALL", "fr_FR.UTF-8"}}));
}

TEST(ProgramLanguage, FrenchGameIsTheSameGame) {
    // Same seed, same answers: the same moves, only the words differ.
    const ProgramRun english = run(k_game, take_one_from_column_zero(9));
    const ProgramRun french = run(with(k_game, {"--lang", "fr"}), take_one_from_column_zero(9));
    EXPECT_EQ(english.exit_code, 0);
    EXPECT_EQ(french.exit_code, 0);
    EXPECT_EQ(count_lines(english.output), count_lines(french.output)) << french.output;
    EXPECT_NE(english.output, french.output);
}

TEST(ProgramLanguage, JsonDoesNotDependOnTheLanguage) {
    const ProgramRun english = run({"solve", "nim", "3", "4", "5", "--json"});
    const ProgramRun french = run({"--lang", "fr", "solve", "nim", "3", "4", "5", "--json"});
    EXPECT_EQ(french.exit_code, 0);
    EXPECT_EQ(french.output, english.output);
}

TEST(ProgramLanguage, FrenchErrorsKeepTheirShape) {
    const ProgramRun result = run({"--lang", "fr", "nim", "--level", "5"});
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_EQ(result.output, "");
    EXPECT_TRUE(result.errors.starts_with("marienbad: ")) << result.errors;
    EXPECT_EQ(count_lines(result.errors), 1) << result.errors;
    EXPECT_FALSE(contains(result.errors, "is not between")) << result.errors;
}

// CLI11 gives each command's help flag its own group: every option of a command must still sit
// under one translated heading.
TEST(ProgramLanguage, FrenchCommandHelpHasOneOptionsHeading) {
    for (const auto& command : std::vector<std::vector<std::string>>{
             {"--help"}, {"nim", "--help"}, {"solve", "nim", "--help"}}) {
        const ProgramRun result = run(with({"--lang", "fr"}, command));
        EXPECT_EQ(result.exit_code, 0) << result.errors;
        EXPECT_EQ(count_occurrences(result.output, "Options :\n"), 1) << result.output;
        EXPECT_FALSE(contains(result.output, "Options:\n")) << result.output;
        EXPECT_TRUE(contains(result.output, "Utilisation : marienbad")) << result.output;
    }
}

}  // namespace
}  // namespace marienbad::testing
