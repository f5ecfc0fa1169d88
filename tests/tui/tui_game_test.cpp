// The terminal interface played as a person plays it, on a scripted terminal: whole games with
// the arrows and Enter, the computer's move shown before it is played, a refused move, the hint
// a step at a time, the coach, undo, the end and the review, quitting after a confirmation, the
// menu leading to each game with the values chosen in its form, the form when something is missing,
// a terminal too small.
#include <gtest/gtest.h>

#include <algorithm>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "scripted_play.hpp"
#include "support/text_search.hpp"
#include "tui/tui_app.hpp"

namespace marienbad {
namespace {

using testing::contains;

// The text with every run of spaces and line breaks made one space (a message wrapped).
std::string flat(const std::string& text) {
    std::string result;
    for (const char c : text) {
        const bool space = c == ' ' || c == '\n';
        if (!space || (!result.empty() && result.back() != ' ')) {
            result += space ? ' ' : c;
        }
    }
    return result;
}

// The frame down to the console, without the cursor's brackets.
std::string board_part(const std::string& frame) {
    std::string board = frame.substr(0, frame.find("──"));
    std::replace_if(
        board.begin(), board.end(), [](char c) { return c == '[' || c == ']'; }, ' ');
    return board;
}

TEST(TuiGame, NimPlayedToTheEndWithTheArrowsAndEnter) {
    // Columns of 1 and 2 pieces: Right goes to column 1 (its top piece: take 2), Down to its
    // bottom piece (take 1), Enter plays; the computer takes one of the two last pieces; Enter
    // takes the last one.
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "1,2"}, {"--level", "4"}, {"--first", "human"}}),
                       keys(">v\n\nq"));
    EXPECT_EQ(played.end, TuiEnd::quit);
    EXPECT_TRUE(played.terminal.script_done());
    const std::string& end = played.terminal.last_frame();
    EXPECT_TRUE(contains(end, "You take 1 piece from column 1.")) << end;
    EXPECT_TRUE(contains(end, "You win! Well played.")) << end;
    EXPECT_TRUE(contains(end, "Review of the game:")) << end;
    EXPECT_TRUE(contains(end, "Game over")) << end;
    EXPECT_TRUE(contains(end, "> Enter: play again, m: the menu, q: quit.")) << end;
}

TEST(TuiGame, TheComputersMoveIsShownBeforeItIsPlayed) {
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "1,2"}, {"--level", "4"}, {"--first", "human"}}),
                       keys(">v\n"));
    const auto& frames = played.terminal.frames();
    const auto& styles = played.terminal.styles();
    // A frame shows a piece in the computer's colour, the board still holding 2 pieces; the next
    // frames say what it played.
    std::size_t shown = frames.size();
    for (std::size_t i = 0; i < styles.size(); ++i) {
        if (contains(styles[i], "M")) {
            shown = i;
            break;
        }
    }
    ASSERT_LT(shown, frames.size());
    EXPECT_FALSE(contains(frames[shown], "The computer takes")) << frames[shown];
    EXPECT_TRUE(contains(frames.back(), "The computer takes 1 piece from column")) << frames.back();
}

TEST(TuiGame, ARefusedMoveIsSaidAndTheBoardStays) {
    // Five matches: at place 3, three matches would run past the end of the row.
    auto played = play(&RowGame::description(),
                       values_of(RowGame::description(),
                                 {{"--length", "5"}, {"--level", "4"}, {"--first", "human"}}),
                       keys(">>>3"));
    const std::string& frame = played.terminal.last_frame();
    EXPECT_TRUE(contains(frame, "The row ends at place 4.")) << frame;
    EXPECT_TRUE(contains(frame, "> Your turn. Enter plays: take 1 match from place 3.")) << frame;
}

// Each ? one step further: the method (and why it works), the matrix, the move; the winning
// cells marked and the pointer on the move at the last step only.
TEST(TuiGame, TheHintGoesAStepFurtherAtEachQuestionMark) {
    const ParameterValues values = values_of(
        NimGame::description(), {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}});
    auto one = play(&NimGame::description(), values, keys("?"), {}, {80, 40});
    const std::string& method = one.terminal.last_frame();
    EXPECT_TRUE(contains(method, "Hint 1/3 (ask again for step 2): the binary method.")) << method;
    EXPECT_TRUE(contains(method, "Why it works:")) << method;
    EXPECT_FALSE(contains(one.terminal.styles().back(), "W")) << "no cell marked yet";
    EXPECT_FALSE(contains(method, "Enter plays: take 2 pieces from column 0.")) << method;

    auto two = play(&NimGame::description(), values, keys("??"), {}, {80, 40});
    const std::string& matrix = two.terminal.last_frame();
    EXPECT_TRUE(contains(matrix,
                         "Hint 2/3 (ask again for the move): this position's binary "
                         "matrix."))
        << matrix;
    EXPECT_TRUE(contains(matrix, "> column 0    0  0  0  0 0 0 1 1  = 3")) << matrix;
    EXPECT_TRUE(contains(matrix, "  odd                        ^")) << matrix;
    EXPECT_FALSE(contains(two.terminal.styles().back(), "W"));

    auto three = play(&NimGame::description(), values, keys("???"), {}, {80, 40});
    const std::string& move = three.terminal.last_frame();
    EXPECT_TRUE(contains(move, "Hint 3/3: take 2 pieces from column 0.")) << move;
    // The winning move takes 2 pieces from column 0, its two lowest pieces: the pointer stands on
    // it, so that Enter plays it.
    EXPECT_TRUE(contains(move, "Enter plays: take 2 pieces from column 0.")) << move;
}

TEST(TuiGame, TheHintMarksEveryWinningMove) {
    // 1 2 3 5 7: columns 1, 2 and 4 each win; the pointer stands on the first, the others are
    // marked as winning, at the hint's last step.
    auto played =
        play(&NimGame::description(),
             values_of(NimGame::description(),
                       {{"--piles", "1,2,3,5,7"}, {"--level", "4"}, {"--first", "human"}}),
             keys("???"), {}, {80, 40});
    const std::string& styles = played.terminal.styles().back();
    EXPECT_GE(std::count(styles.begin(), styles.end(), 'W'), 2) << styles;
}

// The coach's key: on, then a move that lets the win go is named at once.
TEST(TuiGame, TheCoachKeyTurnsItOnAndItSpeaksAfterAThrownAwayWin) {
    // 3 4 5: the pointer starts on column 0's top piece (take 3), which lets the win go.
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}}),
                       keys("c\n"), {}, {80, 40});
    const auto& frames = played.terminal.frames();
    EXPECT_TRUE(std::any_of(frames.begin(), frames.end(), [](const std::string& frame) {
        return contains(frame, "Coach on: right after a move that lets a win go, a line says so.");
    }));
    EXPECT_TRUE(contains(flat(played.terminal.last_frame()),
                         "Coach: that move lets the win go; on the board before it, what kept "
                         "it: take 2 pieces from column 0. u takes it back."))
        << played.terminal.last_frame();
}

TEST(TuiGame, UndoTakesBackTheComputersReplyAndYourMove) {
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}}),
                       keys("\nu"));
    const auto& frames = played.terminal.frames();
    EXPECT_TRUE(contains(frames.back(), "2 moves taken back.")) << frames.back();
    EXPECT_EQ(board_part(frames.front()), board_part(frames.back()));
}

TEST(TuiGame, QuitAsksFirst) {
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}}),
                       keys("\nqx"));
    EXPECT_EQ(played.end, TuiEnd::stopped);  // the script ran out: still playing
    const auto& frames = played.terminal.frames();
    EXPECT_TRUE(std::any_of(frames.begin(), frames.end(), [](const std::string& frame) {
        return contains(frame, "Press q again to quit");
    }));
    EXPECT_FALSE(contains(played.terminal.last_frame(), "Press q again to quit"));
    EXPECT_EQ(play(&NimGame::description(),
                   values_of(NimGame::description(),
                             {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}}),
                   keys("\nqq"))
                  .end,
              TuiEnd::quit);
    // Before any move, nothing would be lost: q quits at once.
    EXPECT_EQ(play(&NimGame::description(),
                   values_of(NimGame::description(),
                             {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}}),
                   keys("q"))
                  .end,
              TuiEnd::quit);
}

TEST(TuiGame, AMissingValueOpensTheGamesForm) {
    auto played = play(&GridGame::description(),
                       values_of(GridGame::description(), {{"--level", "3"}}), keys(">v>>\n"));
    const auto& frames = played.terminal.frames();
    EXPECT_TRUE(contains(frames.front(), "Rows")) << frames.front();
    EXPECT_TRUE(contains(frames.front(), "level 3 (expert)")) << frames.front();
    EXPECT_TRUE(contains(frames.back(), "Grid 6 × 7,")) << frames.back();
    EXPECT_TRUE(contains(frames.back(), "level 3 (expert)")) << frames.back();
}

TEST(TuiGame, TheFormLeavesOutWhatTheCommandLineGaveInItsPlace) {
    // `nim --piles 3,5,7` asks for the level only: its form offers no number of columns, and
    // Enter plays on the piles given.
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(), {{"--piles", "3,5,7"}}), keys("\n"));
    const auto& frames = played.terminal.frames();
    EXPECT_TRUE(contains(frames.front(), "Computer level")) << frames.front();
    EXPECT_FALSE(contains(frames.front(), "Number of piles")) << frames.front();
    EXPECT_FALSE(contains(frames.back(), "cannot be used together")) << frames.back();
    EXPECT_TRUE(contains(frames.back(), "Your turn.") || contains(frames.back(), "The computer"))
        << frames.back();
}

TEST(TuiMenu, LeadsToEachGameWithTheValuesChosen) {
    // Nim with 3 columns, misère play, level 4, the person first. "1" only selects Nim while more
    // than 9 entries are listed (10, 11... begin with it): Enter chooses it.
    auto nim = play(nullptr, {},
                    keys("1\n"
                         "3"
                         "v>"
                         "v>>"
                         "v>"
                         "\n"));
    const std::string& nim_frame = nim.terminal.last_frame();
    EXPECT_TRUE(contains(nim_frame, "Nim, misère play · level 4 (virtuoso) · seed 7")) << nim_frame;
    // Three piles of up to 35 pieces fit as rows only: the piles are named rows.
    EXPECT_TRUE(contains(nim_frame, "Enter plays: take 1 piece from row 0.")) << nim_frame;
    EXPECT_TRUE(contains(nim_frame, "Your turn.")) << nim_frame;

    // The grid, 8 rows and 12 columns, 2 pawns.
    auto grid = play(nullptr, {},
                     keys("2"
                          "8"
                          "v12"
                          "v2"
                          "\n"));
    const std::string& grid_frame = grid.terminal.last_frame();
    EXPECT_TRUE(contains(grid_frame, "Grid 8 × 12,")) << grid_frame;
    EXPECT_TRUE(contains(grid_frame, ", 2 pawns · level 2 (medium)")) << grid_frame;
    EXPECT_TRUE(contains(grid_frame, "  10  11  12\n")) << grid_frame;

    // The row of 9 places, at most 2 matches a move, normal play, two people.
    auto row = play(nullptr, {},
                    keys("3"
                         "9"
                         "v<"
                         "v>"
                         "vvv>>"
                         "\n"));
    const std::string& row_frame = row.terminal.last_frame();
    EXPECT_TRUE(contains(row_frame, "Row of 9, take 1 to 2, normal play · seed 7")) << row_frame;
    EXPECT_TRUE(contains(row_frame, "Player 1, your turn.") ||
                contains(row_frame, "Player 2, your turn."))
        << row_frame;
}

TEST(TuiMenu, TheEndOffersANewGameAndTheMenu) {
    // Play again: a new game with the next seed; then the menu.
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "1"}, {"--level", "4"}, {"--first", "human"}}),
                       keys("\n\n"));
    EXPECT_TRUE(contains(played.terminal.last_frame(), "seed 8")) << played.terminal.last_frame();
    auto menu = play(&NimGame::description(),
                     values_of(NimGame::description(),
                               {{"--piles", "1"}, {"--level", "4"}, {"--first", "human"}}),
                     keys("\nm"));
    EXPECT_TRUE(contains(menu.terminal.last_frame(), "Choose a game:"));
}

TEST(TuiGame, ATerminalTooSmallSaysHowBigItMustBe) {
    std::vector<ScriptStep> script{{Key::of(KeyCode::resize), ScreenSize{24, 8}},
                                   {Key::of(KeyCode::resize), ScreenSize{80, 24}}};
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}}),
                       script);
    const auto& frames = played.terminal.frames();
    ASSERT_EQ(frames.size(), 3U);
    EXPECT_TRUE(contains(flat(frames[1]),
                         "The terminal is too small: 24 columns and 8 lines. This "
                         "needs at least 30 columns and 11 lines."))
        << frames[1];
    EXPECT_FALSE(contains(frames[2], "too small")) << frames[2];
}

TEST(TuiGame, PlainAsciiWithMarksInsteadOfColours) {
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}}),
                       keys(">^"), ScreenLook{false, true});
    const std::string& frame = played.terminal.last_frame();
    EXPECT_TRUE(contains(frame, " 1  * [o] *\n")) << frame;
    EXPECT_TRUE(std::all_of(frame.begin(), frame.end(), [](char c) {
        return static_cast<unsigned char>(c) < 0x80;
    })) << frame;
}

}  // namespace
}  // namespace marienbad
