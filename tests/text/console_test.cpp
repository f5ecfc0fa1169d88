// Console: answers echoed after their prompt when the input is a script (so a transcript
// reads like a session at the keyboard), not echoed at a terminal; line endings; end of input.
#include <gtest/gtest.h>

#include <sstream>

#include "line/console.hpp"
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

namespace marienbad {
namespace {

// At a terminal, prose is cut at spaces to its width (French words never broken, a space before
// a colon never starting a line); a board or a table written as it is stays whole.
TEST(Console, AtATerminalProseIsWrappedToItsWidth) {
    std::istringstream input;
    std::ostringstream output;
    Console console(input, output, false, 30);
    console.line("Le terminal est trop petit : agrandis-le, ou appuie sur q pour quitter.");
    console.write("  0  1  2  3  4  5  6  7  8  9 10 11 12 13\n");
    console.line("  indented text keeps its margin when it is cut");
    EXPECT_EQ(output.str(),
              "Le terminal est trop petit :\n"
              "agrandis-le, ou appuie sur q\n"
              "pour quitter.\n"
              "  0  1  2  3  4  5  6  7  8  9 10 11 12 13\n"
              "  indented text keeps its\n"
              "  margin when it is cut\n");
}

}  // namespace
}  // namespace marienbad
