// A lesson and puzzles in the terminal interface, played with the keys on a scripted terminal:
// the explanation in the console, a move that loses refused with why and the board kept, the
// winning move ending the exercise, Enter going to the next one; the menu's entries for them.
#include <gtest/gtest.h>

#include "catalogue/catalogue.hpp"
#include "scripted_terminal.hpp"
#include "support/text_search.hpp"
#include "tui/tui_app.hpp"

namespace marienbad {
namespace {

using testing::contains;

ScriptedTerminal run_course(const CoursePlan& plan, std::vector<ScriptStep> script,
                            ScreenSize size = {100, 40}) {
    ScriptedTerminal terminal(size, {}, std::move(script));
    TuiStart start;
    start.course = plan;
    run_tui(terminal, std::move(start), TuiOptions{false, false, std::nullopt, {}});
    return terminal;
}

// The first exercise: columns of 3 and 5. Right goes to column 1 (its top piece: take 5), Down
// four times to its bottom piece (take 1, which loses), Enter; Up (take 2, which wins), Enter;
// Enter again for the next exercise.
TEST(TuiCourse, ALessonsWrongMoveIsRefusedAndTheRightOneLeadsToTheNext) {
    const ScriptedTerminal terminal =
        run_course({CourseKind::lesson, "nim", 0, 0, 1}, keys(">vvvv\n"));
    const std::string& refused = terminal.last_frame();

    EXPECT_TRUE(contains(refused, "Lesson: Nim · 1 of 6")) << refused;
    EXPECT_TRUE(contains(refused, "That move loses: it leaves piles of 3 and 4, unequal."))
        << refused;
    EXPECT_TRUE(contains(refused, "> Your turn. Enter plays: take 1 piece from column 1."))
        << refused;

    const ScriptedTerminal found =
        run_course({CourseKind::lesson, "nim", 0, 0, 1}, keys(">vvvv\n^\n"));
    const std::string& end = found.last_frame();
    EXPECT_TRUE(contains(end, "Right: that move wins, after 1 wrong try.")) << end;
    EXPECT_TRUE(contains(end, "> Enter: the next exercise, m: the menu, q: quit.")) << end;
    EXPECT_TRUE(contains(end, "Enter next")) << end;

    const ScriptedTerminal next =
        run_course({CourseKind::lesson, "nim", 0, 0, 1}, keys(">vvvv\n^\n\n"));
    EXPECT_TRUE(contains(next.last_frame(), "Lesson: Nim · 2 of 6")) << next.last_frame();
    // The matrix's sums are the student's: the first question waits in the prompt.
    EXPECT_TRUE(contains(next.last_frame(), "> Question 1 of 3: The sum of the bits worth 4?"))
        << next.last_frame();
}

// An exercise's questions answered with the digit keys: a wrong one refused with why, the right
// ones in turn, then the move asked.
TEST(TuiCourse, AQuestionIsAnsweredWithTheDigitKeys) {
    const ScriptedTerminal wrong =
        run_course({CourseKind::lesson, "nim", 0, 0, 1}, keys(">vvvv\n^\n\n3"));
    EXPECT_TRUE(contains(wrong.last_frame(), "Not 3: 4 and 5 have a 1 worth 4: the sum is 2."))
        << wrong.last_frame();
    EXPECT_TRUE(contains(wrong.last_frame(), "> Question 1 of 3")) << wrong.last_frame();
    const ScriptedTerminal answered =
        run_course({CourseKind::lesson, "nim", 0, 0, 1}, keys(">vvvv\n^\n\n212"));
    EXPECT_TRUE(contains(answered.last_frame(), "Now find the move that makes every sum even."))
        << answered.last_frame();
    EXPECT_TRUE(contains(answered.last_frame(), "> Your turn.")) << answered.last_frame();
}

// The menu's entries: the games, then each game's lesson, then each game's puzzles (Nim, the grid,
// the row first); the number of the row's puzzles.
int listed_games() {
    return static_cast<int>(game_descriptions().size());
}
int row_puzzles_entry() {
    return 2 * listed_games() + 3;
}

// `learn` with no game: the menu, on the first lesson; three entries a game.
TEST(TuiCourse, WithoutAGameTheMenuOpensOnTheLessons) {
    const ScriptedTerminal terminal = run_course({CourseKind::lesson, "", 0, 0, 1}, {});
    const std::string& menu = terminal.last_frame();
    EXPECT_TRUE(contains(
        menu, std::to_string(listed_games() + 1) + ". Learn Nim: its winning method, step by step"))
        << menu;
    EXPECT_TRUE(contains(menu, std::to_string(row_puzzles_entry()) +
                                   ". Puzzles on the matchstick row: find the winning move"))
        << menu;
    EXPECT_TRUE(contains(menu, "1-" + std::to_string(3 * listed_games()) + " or Enter")) << menu;
}

// A puzzle series chosen in the menu (the row's puzzles, by its number), then a hint: every front
// end that plays poses puzzles.
TEST(TuiCourse, PuzzlesFromTheMenu) {
    const ScriptedTerminal terminal = run_course({CourseKind::lesson, "", 0, 0, 1},
                                                 keys(std::to_string(row_puzzles_entry()) + "?"));
    const std::string& frame = terminal.last_frame();
    EXPECT_TRUE(contains(frame, "Puzzles: the matchstick row · 1 of 10")) << frame;
    EXPECT_TRUE(contains(frame, "Hint")) << frame;
}

}  // namespace
}  // namespace marienbad
