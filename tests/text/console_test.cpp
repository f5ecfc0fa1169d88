// Console: answers echoed after their prompt when the input is a script (so a transcript
// reads like a session at the keyboard), not echoed at a terminal; line endings; end of input.
#include <gtest/gtest.h>

#include "scripted_console.hpp"

namespace marienbad {
namespace {

using testing::ScriptedConsole;

TEST(Console, WriteAndLinePrintTheTextAsItIs) {
    ScriptedConsole script("", true);
    script.console.write("a ");
    script.console.write("b");
    script.console.line();
    script.console.line("c");
    EXPECT_EQ(script.transcript(), "a b\nc\n");
}

TEST(Console, EchoOnPrintsTheAnswerAfterThePrompt) {
    ScriptedConsole script("12\nyes\n", true);
    EXPECT_EQ(script.console.ask("Number: "), "12");
    EXPECT_EQ(script.console.ask("Sure? "), "yes");
    EXPECT_EQ(script.transcript(), "Number: 12\nSure? yes\n");
}

TEST(Console, EchoOffPrintsOnlyThePrompt) {
    ScriptedConsole script("12\nyes\n", false);
    EXPECT_EQ(script.console.ask("Number: "), "12");
    EXPECT_EQ(script.console.ask("Sure? "), "yes");
    EXPECT_EQ(script.transcript(), "Number: Sure? ");
}

TEST(Console, DropsTheCarriageReturnOfAWindowsLineEnding) {
    ScriptedConsole script("7\r\n", true);
    EXPECT_EQ(script.console.ask("Number: "), "7");
    EXPECT_EQ(script.transcript(), "Number: 7\n");
}

TEST(Console, KeepsAnEmptyAnswerApartFromTheEndOfTheInput) {
    ScriptedConsole script("\n", true);
    const auto empty = script.console.ask("Number: ");
    ASSERT_TRUE(empty);
    EXPECT_EQ(*empty, "");
    EXPECT_FALSE(script.console.ask("Number: "));
}

TEST(Console, EndOfInputReturnsEmptyAndEndsThePromptLine) {
    for (const bool echo : {true, false}) {
        ScriptedConsole script("", echo);
        EXPECT_FALSE(script.console.ask("Number: "));
        EXPECT_EQ(script.transcript(), "Number: \n");
    }
}

}  // namespace
}  // namespace marienbad
