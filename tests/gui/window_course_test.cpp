// Lessons and puzzles in the window, as a person reaches and plays them: Help's lesson and Game's
// puzzles start them over the game in progress; a click on a move that loses is refused, why in
// the status line, the board kept; the winning click ends the exercise, and the panel's button,
// named Next, goes to the next one; an exercise's questions are answered with the digit keys;
// Help shows each lesson's sheet to print and the progress.
#include <gtest/gtest.h>

#include <QApplication>
#include <QTimer>

#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "gui/text_dialog.hpp"
#include "play/board_pointer.hpp"
#include "support/text_search.hpp"
#include "window_fixture.hpp"

namespace marienbad::testing {
namespace {

// The cell a click plays `move` at.
Cell cell_of(WindowGame& window, const AnyMove& move) {
    const auto pointer = pointer_to(window.state().board, move);
    if (!pointer) {
        throw std::invalid_argument("cell_of: no cell plays this move");
    }
    return pointer->cell;
}

TEST(WindowCourse, HelpsLessonIsPlayedWithTheMouse) {
    WindowGame window(NimGame::description(), {{"--level", "4"}, {"--first", "human"}}, 3);
    window.window().action(QStringLiteral("lesson-nim"))->trigger();
    ASSERT_NE(window.window().flow().current_course(), nullptr);
    EXPECT_TRUE(contains(window.state().title.game, "Lesson: Nim · 1 of 6"))
        << window.state().title.game;
    EXPECT_TRUE(window.window().windowTitle().contains(QStringLiteral("Lesson: Nim")));
    // Rows of 3 and 5 pieces, as the window draws Nim: taking 1 from row 1 loses.
    window.click(cell_of(window, NimMove{1, 1}));
    EXPECT_TRUE(window.game().session().history().empty());
    EXPECT_EQ(window.state().phase, PlayPhase::person_to_move);
    EXPECT_TRUE(window.window().status_text().startsWith(
        QStringLiteral("That move loses: it leaves piles of 3 and 4, unequal.")))
        << window.window().status_text().toStdString();
    EXPECT_TRUE(contains(window.window().status_text().toStdString(), "from row 1"));
    // Taking 2 wins: the exercise ends, the panel's button goes to the next.
    window.click(cell_of(window, NimMove{1, 2}));
    EXPECT_EQ(window.state().phase, PlayPhase::game_over);
    QPushButton* next = window.window().panel()->play_again_button();
    EXPECT_TRUE(next->isEnabled());
    EXPECT_EQ(next->text(), QStringLiteral("&Next"));
    next->click();
    EXPECT_TRUE(contains(window.state().title.game, "Lesson: Nim · 2 of 6"));
    EXPECT_EQ(window.state().phase, PlayPhase::person_to_move);
    // Its questions come first, answered with the digit keys; a click answers nothing.
    EXPECT_TRUE(window.state().answering);
    EXPECT_TRUE(window.window().status_text().startsWith(
        QStringLiteral("Question 1 of 3: The sum of the bits worth 4?")))
        << window.window().status_text().toStdString();
    window.click(cell_of(window, NimMove{0, 1}));
    EXPECT_TRUE(window.game().session().history().empty());
    window.type('2');
    window.type('1');
    window.type('2');
    EXPECT_FALSE(window.state().answering);
    EXPECT_TRUE(window.window().panel()->messages()->toPlainText().contains(
        QStringLiteral("Now find the move that makes every sum even.")));
}

// Help offers each lesson's sheet to print and the progress, each in a dialog of its own.
TEST(WindowCourse, HelpShowsALessonsSheetAndTheProgress) {
    WindowGame window(NimGame::description(), {{"--level", "4"}, {"--first", "human"}}, 3);
    QString shown;
    QTimer::singleShot(0, [&shown] {
        auto* dialog = qobject_cast<TextDialog*>(QApplication::activeModalWidget());
        if (dialog != nullptr) {
            shown = dialog->text();
            dialog->reject();
        }
    });
    window.window().action(QStringLiteral("sheet-row"))->trigger();
    EXPECT_TRUE(shown.startsWith(QStringLiteral("Lesson: the matchstick row — the sheet")))
        << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("Answers"))) << shown.toStdString();
    QTimer::singleShot(0, [&shown] {
        auto* dialog = qobject_cast<TextDialog*>(QApplication::activeModalWidget());
        if (dialog != nullptr) {
            shown = dialog->text();
            dialog->reject();
        }
    });
    window.window().action(QStringLiteral("progress"))->trigger();
    // The tests' window keeps no progress: it says so.
    EXPECT_EQ(shown, QStringLiteral("Your progress is not kept here.\n")) << shown.toStdString();
}

TEST(WindowCourse, GamesPuzzlesArePosedAndAGameFromTheFormEndsThem) {
    WindowGame window(RowGame::description(), {{"--level", "4"}, {"--first", "human"}}, 5);
    EXPECT_EQ(window.window().panel()->play_again_button()->text(), QStringLiteral("&Play again"));
    window.window().action(QStringLiteral("puzzles-row"))->trigger();
    EXPECT_TRUE(contains(window.state().title.game, "Puzzles: the matchstick row · 1 of 10"))
        << window.state().title.game;
    // A game started from the new-game form ends the course.
    window.window().flow().leave(GameExit::form);
    window.window().flow().start();
    EXPECT_EQ(window.window().flow().current_course(), nullptr);
}

}  // namespace
}  // namespace marienbad::testing
