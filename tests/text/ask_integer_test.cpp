// ask_integer: a wrong answer is refused with a message and the question asked again; "?" shows
// the hint when the question has one; the end of the input gives up (handout 001's Lire_Entier).
#include <gtest/gtest.h>

#include "line/questions.hpp"
#include "scripted_console.hpp"

namespace marienbad {
namespace {

using testing::count_occurrences;
using testing::ScriptedConsole;

const char* const k_refusal = "Please answer with a whole number from 1 to 7.\n";

TEST(AskInteger, ReturnsTheFirstRightAnswer) {
    ScriptedConsole script("4\n6\n");
    EXPECT_EQ(ask_integer(script.console, {"Pieces (1-7): ", 1, 7, {}}), 4);
    EXPECT_EQ(script.transcript(), "Pieces (1-7): 4\n");
}

TEST(AskInteger, RefusesJunkWithTheMessageAndAsksAgain) {
    // Letters, a negative number, too large, an empty line, spaces only, a number followed by
    // letters, a huge number: each refused, then the right answer accepted.
    ScriptedConsole script("abc\n-2\n8\n\n   \n3x\n123456789012345678901234567890\n 5 \n");
    EXPECT_EQ(ask_integer(script.console, {"Pieces (1-7): ", 1, 7, {}}), 5);
    const std::string transcript = script.transcript();
    EXPECT_EQ(count_occurrences(transcript, k_refusal), 7) << transcript;
    EXPECT_EQ(count_occurrences(transcript, "Pieces (1-7): "), 8) << transcript;
    EXPECT_NE(
        transcript.find("Pieces (1-7): abc\n" + std::string(k_refusal) + "Pieces (1-7): -2\n"),
        std::string::npos)
        << transcript;
}

TEST(AskInteger, ReturnsEmptyAtTheEndOfTheInput) {
    ScriptedConsole script("");
    EXPECT_FALSE(ask_integer(script.console, {"Pieces (1-7): ", 1, 7, {}}));
    EXPECT_EQ(script.transcript(), "Pieces (1-7): \n");
}

TEST(AskInteger, ReturnsEmptyWhenTheInputEndsAfterWrongAnswers) {
    ScriptedConsole script("zero\n9\n");
    EXPECT_FALSE(ask_integer(script.console, {"Pieces (1-7): ", 1, 7, {}}));
    EXPECT_EQ(count_occurrences(script.transcript(), k_refusal), 2);
}

TEST(AskInteger, AcceptsALastLineWithoutItsLineBreak) {
    ScriptedConsole script("3");
    EXPECT_EQ(ask_integer(script.console, {"Pieces (1-7): ", 1, 7, {}}), 3);
}

TEST(AskInteger, QuestionMarkShowsTheHintAndAsksAgain) {
    ScriptedConsole script("?\n ? \n2\n");
    int hints = 0;
    const IntegerQuestion question{"Pieces (1-7): ", 1, 7, [&] {
                                       ++hints;
                                       script.console.line("HINT");
                                   }};
    EXPECT_EQ(ask_integer(script.console, question), 2);
    EXPECT_EQ(hints, 2);
    const std::string transcript = script.transcript();
    EXPECT_EQ(count_occurrences(transcript, "HINT\n"), 2);
    EXPECT_EQ(count_occurrences(transcript, k_refusal), 0) << transcript;
}

TEST(AskInteger, QuestionMarkIsRefusedWhenThereIsNoHint) {
    ScriptedConsole script("?\n7\n");
    EXPECT_EQ(ask_integer(script.console, {"Pieces (1-7): ", 1, 7, {}}), 7);
    EXPECT_EQ(script.transcript(),
              "Pieces (1-7): ?\n" + std::string(k_refusal) + "Pieces (1-7): 7\n");
}

}  // namespace
}  // namespace marienbad
