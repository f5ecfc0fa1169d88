// What a new player met in the terminal, each played on a scripted terminal as a
// person plays it: the end of a game readable page by page with the result in the title bar; a
// console kept readable beside a tall board; the board's layout kept for the whole game; keys that
// act only on the board the person has seen; digits and `+` past the limit answered; the menu's
// lines and keys; Esc going back one level at a time, with a question before the program ends;
// Nim's piles drawn as rows named rows from the rules' line on.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <sstream>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "scripted_play.hpp"
#include "support/text_search.hpp"
#include "tui/tui_app.hpp"

namespace marienbad {
namespace {

using testing::contains;

std::vector<std::string> lines_of(const std::string& frame) {
    std::vector<std::string> lines;
    std::istringstream in(frame);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

// The console zone of a game's frame: the lines between the rule and the prompt.
std::vector<std::string> console_of(const std::string& frame) {
    const auto lines = lines_of(frame);
    const auto rule = std::find_if(lines.begin(), lines.end(),
                                   [](const std::string& line) { return line.starts_with("──"); });
    const auto prompt = std::find_if(
        rule, lines.end(), [](const std::string& line) { return line.starts_with(" > "); });
    return {rule == lines.end() ? lines.end() : rule + 1, prompt};
}

// The numbers of the review's lines a frame's console shows ("   12. Player 1 takes ...").
std::set<int> review_numbers(const std::string& frame) {
    std::set<int> numbers;
    const std::regex numbered("^ +([0-9]+)\\. Player");
    for (const std::string& line : console_of(frame)) {
        std::smatch match;
        if (std::regex_search(line, match, numbered)) {
            numbers.insert(std::stoi(match[1]));
        }
    }
    return numbers;
}

std::vector<ScriptStep> repeated(Key key, int times) {
    return std::vector<ScriptStep>(static_cast<std::size_t>(times), ScriptStep{key});
}

std::vector<ScriptStep> operator+(std::vector<ScriptStep> a, const std::vector<ScriptStep>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

TEST(TuiDefects, TheEndOfAGameReadsPageByPageWithTheResultInTheTitle) {
    // Two people take one match at a time from a row of 30: 30 moves, then a review of 30
    // numbered lines, longer than the console at 80 × 24.
    auto played =
        play(&RowGame::description(),
             values_of(RowGame::description(),
                       {{"--length", "30"}, {"--max-take", "1"}, {"--players", "human-human"}}),
             repeated(Key::of(KeyCode::enter), 30) + repeated(Key::of(KeyCode::page_down), 3) +
                 repeated(Key::of(KeyCode::page_up), 1));
    const auto& frames = played.terminal.frames();
    const std::string& end = frames[frames.size() - 5];
    EXPECT_TRUE(contains(lines_of(end).front(), "Game over · Player 1 wins") ||
                contains(lines_of(end).front(), "Game over · Player 2 wins"))
        << end;
    // Paging down from the review's first line shows every one of its numbered lines: a page is
    // exactly the console's height.
    std::set<int> numbers;
    for (std::size_t i = frames.size() - 5; i + 1 < frames.size(); ++i) {
        const std::set<int> shown = review_numbers(frames[i]);
        numbers.insert(shown.begin(), shown.end());
    }
    for (int number = 1; number <= 30; ++number) {
        EXPECT_TRUE(numbers.contains(number)) << "line " << number << " of the review skipped";
    }
    // Back up one page from the last: the lines just above it.
    const std::set<int> last_page = review_numbers(frames[frames.size() - 2]);
    const std::set<int> page_above = review_numbers(frames.back());
    ASSERT_FALSE(last_page.empty());
    ASSERT_FALSE(page_above.empty());
    EXPECT_EQ(*page_above.rbegin() + 1, *last_page.begin());
}

TEST(TuiDefects, ATallBoardLeavesTheConsoleReadable) {
    // Four columns of 30 pieces at 100 × 40: drawn upright they would leave the console 4 lines;
    // drawn as rows they leave it the readable 8 or more.
    auto played =
        play(&NimGame::description(),
             values_of(NimGame::description(),
                       {{"--piles", "30,30,30,30"}, {"--level", "4"}, {"--first", "human"}}),
             {}, {}, {100, 40});
    EXPECT_GE(console_of(played.terminal.last_frame()).size(), 7U) << played.terminal.last_frame();
}

TEST(TuiDefects, TheBoardsLayoutStaysTheSameThroughTheGame) {
    // A column of 17 pieces drawn as a row at 80 × 24; after a move it would fit upright, and stays
    // a row.
    auto played =
        play(&NimGame::description(),
             values_of(NimGame::description(), {{"--piles", "17,3"}, {"--players", "human-human"}}),
             repeated(Key::of(KeyCode::enter), 2));
    const auto& frames = played.terminal.frames();
    for (const std::string& frame : frames) {
        const auto lines = lines_of(frame);
        // Drawn as rows: pile 1 on a line of its own, its label then its 3 pieces.
        EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [](const std::string& line) {
            return std::regex_search(line, std::regex("^ +1( +●){3}$"));
        })) << frame;
    }
}

TEST(TuiDefects, PilesDrawnAsRowsAreRowsFromTheRulesLineOn) {
    // A pile of 17 drawn as a row at 80 × 24: the rules said "column" while the moves said "row".
    auto played =
        play(&NimGame::description(),
             values_of(NimGame::description(), {{"--piles", "17,3"}, {"--players", "human-human"}}),
             repeated(Key::of(KeyCode::enter), 1));
    const std::string& frame = played.terminal.last_frame();
    EXPECT_TRUE(contains(frame, "take one or more pieces from a single row")) << frame;
    EXPECT_FALSE(contains(frame, "single column")) << frame;
    EXPECT_TRUE(contains(frame, "from row 0")) << frame;
}

TEST(TuiDefects, AKeyPressedWhileTheComputersMoveIsShownPlaysNothing) {
    std::vector<ScriptStep> script{{Key::of(KeyCode::enter), {}, true}};
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "computer"}}),
                       script);
    const std::string& frame = played.terminal.last_frame();
    EXPECT_TRUE(contains(frame, "The computer takes")) << frame;
    EXPECT_FALSE(contains(frame, "You take")) << frame;
    EXPECT_TRUE(contains(frame, "> Your turn.")) << frame;
}

TEST(TuiDefects, AKeyOnATerminalTooSmallPlaysNothing) {
    std::vector<ScriptStep> script{{Key::of(KeyCode::enter), ScreenSize{24, 8}},
                                   {Key::of(KeyCode::resize), ScreenSize{80, 24}}};
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}}),
                       script);
    EXPECT_FALSE(contains(played.terminal.last_frame(), "You take"))
        << played.terminal.last_frame();
}

TEST(TuiDefects, DigitsSayHowManyInEveryGameAndTooManyIsAnswered) {
    const ParameterValues nim = values_of(
        NimGame::description(), {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}});
    EXPECT_TRUE(contains(play(&NimGame::description(), nim, keys("3")).terminal.last_frame(),
                         "Enter plays: take 3 pieces from column 0."));
    EXPECT_TRUE(contains(play(&NimGame::description(), nim, keys("4")).terminal.last_frame(),
                         "Column 0 has only 3 pieces."));
    EXPECT_TRUE(contains(play(&NimGame::description(), nim, keys("+++")).terminal.last_frame(),
                         "Column 0 has only 3 pieces."));
    const ParameterValues row = values_of(
        RowGame::description(), {{"--length", "9"}, {"--level", "4"}, {"--first", "human"}});
    EXPECT_TRUE(contains(play(&RowGame::description(), row, keys("9")).terminal.last_frame(),
                         "At most 3 matches can be taken in one move."));
    EXPECT_TRUE(contains(play(&RowGame::description(), row, keys("+++")).terminal.last_frame(),
                         "At most 3 matches can be taken in one move."));
}

TEST(TuiDefects, TheComputerAgainstItselfOffersNoKeysToPlay) {
    auto played = play(
        &RowGame::description(),
        values_of(RowGame::description(), {{"--players", "computer-computer"}, {"--level", "1"}}),
        {});
    const auto lines = lines_of(played.terminal.frames().front());
    EXPECT_FALSE(contains(lines.back(), "Enter play")) << lines.back();
    EXPECT_FALSE(contains(lines.back(), "? hint")) << lines.back();
}

TEST(TuiDefects, TheMenusKeysAndLines) {
    auto played = play(nullptr, {}, keys("v"));
    const std::string& frame = played.terminal.last_frame();
    EXPECT_FALSE(contains(lines_of(frame).back(), "←")) << "Left and Right do nothing on the list";
    // Only the selected entry is drawn in the selected style.
    const auto styles = lines_of(played.terminal.styles().back());
    const auto text = lines_of(frame);
    for (std::size_t row = 0; row < text.size(); ++row) {
        if (contains(text[row], "1. Nim")) {
            EXPECT_TRUE(styles[row].find('s') == std::string::npos) << styles[row];
        }
        if (contains(text[row], "2. The pawn")) {
            EXPECT_TRUE(styles[row].find('s') != std::string::npos) << styles[row];
        }
    }
}

TEST(TuiDefects, TheRowsFormNamesTheGameNotItsDefaultMaxTake) {
    auto played = play(nullptr, {}, keys("3v>>"));
    const std::string title = lines_of(played.terminal.last_frame()).front();
    EXPECT_TRUE(contains(title, "the matchstick row")) << title;
    EXPECT_FALSE(contains(title, "1 to 3")) << title;
}

TEST(TuiDefects, EscapeGoesBackOneLevelAndAsksBeforeTheProgramEnds) {
    const ParameterValues nim = values_of(
        NimGame::description(), {{"--piles", "3,4,5"}, {"--level", "3"}, {"--first", "human"}});
    // In a game: its form at once with its settings, the game kept under it; Esc goes back to the
    // game as it was; from the form, m opens the list, and Esc there goes back to the game.
    auto played = play(&NimGame::description(), nim,
                       {{Key::of(KeyCode::enter)},
                        {Key::of(KeyCode::escape)},
                        {Key::of(KeyCode::escape)},
                        {Key::of(KeyCode::escape)},
                        {Key::of('m')},
                        {Key::of(KeyCode::escape)}});
    const auto& frames = played.terminal.frames();
    ASSERT_GE(frames.size(), 7U);
    const std::string game = frames[frames.size() - 6];
    const std::string form = frames[frames.size() - 5];
    EXPECT_TRUE(contains(form, "Computer level")) << form;
    EXPECT_TRUE(contains(form, "level 3 (expert)")) << form;
    EXPECT_TRUE(contains(form, "Esc back to the game")) << form;
    EXPECT_EQ(frames[frames.size() - 4], game) << "the game as it was";
    EXPECT_TRUE(contains(frames[frames.size() - 2], "Choose a game:")) << frames[frames.size() - 2];
    EXPECT_EQ(frames.back(), game) << "back from the list";
    EXPECT_EQ(played.end, TuiEnd::stopped);
    // Esc again on the list quits.
    EXPECT_EQ(play(nullptr, {}, {{Key::of(KeyCode::escape)}, {Key::of(KeyCode::escape)}}).end,
              TuiEnd::quit);
    // Any other key goes on.
    auto stayed = play(nullptr, {}, {{Key::of(KeyCode::escape)}, {Key::of('x')}});
    EXPECT_EQ(stayed.end, TuiEnd::stopped);
    EXPECT_FALSE(contains(stayed.terminal.last_frame(), "again to quit"));
}

}  // namespace
}  // namespace marienbad
