// Line mode is the screen-reader route: with --screen-reader, a whole game of each game — two
// computers playing it out with its review, a person playing Nim and the grid — has no line that
// only makes sense to the eye (every line holds a word; the board is said, not drawn), and the
// position is said where the board would be drawn. Without the option the board is drawn, which a
// screen reader could only spell out.
#include <regex>
#include <sstream>

#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

// The lines of `output` a screen reader could only spell out: no word of two letters or more.
std::vector<std::string> visual_lines(const std::string& output) {
    static const std::regex word("[A-Za-z\xC0-\xFF]{2,}");
    std::vector<std::string> found;
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);) {
        if (line.find_first_not_of(' ') != std::string::npos && !std::regex_search(line, word)) {
            found.push_back(line);
        }
    }
    return found;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) {
        text += "[" + line + "]\n";
    }
    return text;
}

TEST(ProgramScreenReader, TwoComputersPlayEachGameToItsReviewInWords) {
    const std::vector<std::vector<std::string>> games{
        {"nim", "--piles", "1,3,5,7"},
        {"grid", "--rows", "5", "--cols", "6", "--banned", "3", "--pawns", "2"},
        {"row", "--length", "15"},
        {"queen", "--rows", "6", "--cols", "7"}};
    for (std::vector<std::string> arguments : games) {
        const std::string name = arguments.front();
        for (const char* option : {"--players", "computer-computer", "--level", "3", "--seed", "4",
                                   "--review", "--ui", "text", "--screen-reader"}) {
            arguments.emplace_back(option);
        }
        const ProgramRun result = run(arguments);
        ASSERT_EQ(result.exit_code, 0) << name << result.errors;
        EXPECT_EQ(joined(visual_lines(result.output)), "") << name << "\n" << result.output;
        EXPECT_TRUE(contains(result.output, "The computer") || contains(result.output, "Computer"))
            << name;
        // Without it, the board is drawn: lines a screen reader could only spell out.
        arguments.pop_back();
        EXPECT_NE(joined(visual_lines(run(arguments).output)), "") << name;
    }
}

TEST(ProgramScreenReader, APersonPlaysNimAndTheGridHearingThePositionEachTurn) {
    const ProgramRun nim = run({"nim", "--piles", "1,3,5", "--level", "4", "--seed", "7", "--first",
                                "human", "--screen-reader"},
                               take_one_from_column_zero(9));
    EXPECT_EQ(nim.exit_code, 0) << nim.errors;
    EXPECT_EQ(joined(visual_lines(nim.output)), "") << nim.output;
    EXPECT_TRUE(contains(nim.output, "The pieces of each column, from column 0: 1, 3 and 5.\n"))
        << nim.output;
    EXPECT_TRUE(contains(nim.output, "Your turn. Type ? for a hint.\nColumn (0-2): "))
        << nim.output;

    const ProgramRun grid = run({"grid", "--rows", "5", "--cols", "5", "--banned", "0", "--level",
                                 "4", "--seed", "3", "--first", "human", "--screen-reader"},
                                repeat("1\n", 12));
    EXPECT_EQ(grid.exit_code, 0) << grid.errors;
    EXPECT_EQ(joined(visual_lines(grid.output)), "") << grid.output;
    EXPECT_TRUE(contains(grid.output, "The pawn is on cell 1, 1. The sink is cell 5, 5."))
        << grid.output;
}

}  // namespace
}  // namespace marienbad::testing
