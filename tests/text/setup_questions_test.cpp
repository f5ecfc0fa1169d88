// The parameter dialogue: what the command line did not say is asked for, as the handouts do
// (handout 000 the number of columns, handout 001 the level), with the same checks as every
// question; and the levels' names.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "games/nim/nim_game.hpp"
#include "line/setup_questions.hpp"
#include "scripted_console.hpp"
#include "text/participants.hpp"

namespace marienbad {
namespace {

using testing::count_occurrences;
using testing::ScriptedConsole;

TEST(SetupQuestions, LevelNamesAreOrderedByStrength) {
    EXPECT_EQ(level_name(1), "beginner");
    EXPECT_EQ(level_name(2), "medium");
    EXPECT_EQ(level_name(3), "expert");
    EXPECT_EQ(level_name(4), "virtuoso");
}

TEST(SetupQuestions, DescribesALevelOrAProbability) {
    EXPECT_EQ(describe_strength(Strength::from_level(4)), "level 4 (virtuoso)");
    EXPECT_EQ(describe_strength(Strength::from_level(1)), "level 1 (beginner)");
    EXPECT_EQ(describe_strength(Strength::from_probability(0.5)),
              "probability 0.5 of playing its best move");
}

TEST(SetupQuestions, AsksForTheLevelUntilItIsOneToFour) {
    ScriptedConsole script("0\n5\nexpert\n3\n");
    const auto strength = ask_strength(script.console);
    ASSERT_TRUE(strength);
    EXPECT_EQ(strength->level(), 3);
    const std::string transcript = script.transcript();
    EXPECT_NE(transcript.find("Computer level from 1 to 4 (1 beginner, 2 medium, 3 expert, "
                              "4 virtuoso): "),
              std::string::npos)
        << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Please answer with a whole number from 1 to 4."), 3);
}

TEST(SetupQuestions, LevelQuestionHasNoHint) {
    ScriptedConsole script("?\n4\n");
    EXPECT_EQ(ask_strength(script.console)->level(), 4);
    EXPECT_EQ(count_occurrences(script.transcript(), "Please answer with a whole number"), 1);
}

// Nim's parameters, where handout 000's question about the number of columns comes from.
ParameterValues nim_values() {
    return ParameterValues(NimGame::description().parameters());
}

TEST(SetupQuestions, AsksForTheNumberOfColumnsFromOneToTwenty) {
    ScriptedConsole script("21\n0\n20\n");
    const ParameterValues values = nim_values();
    EXPECT_EQ(ask_parameter(script.console, values.spec("--columns")), 20);
    const std::string transcript = script.transcript();
    EXPECT_NE(transcript.find("Number of columns (1-20): "), std::string::npos);
    EXPECT_EQ(count_occurrences(transcript, "Please answer with a whole number from 1 to 20."), 2);
}

TEST(SetupQuestions, EndOfInputGivesNoAnswer) {
    ScriptedConsole levels("");
    EXPECT_FALSE(ask_strength(levels.console));
    ScriptedConsole columns("x\n");
    const ParameterValues values = nim_values();
    EXPECT_FALSE(ask_parameter(columns.console, values.spec("--columns")));
}

}  // namespace
}  // namespace marienbad
