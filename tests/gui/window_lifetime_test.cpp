// The window never acts on a game the flow has ended, whatever a person does while a dialog is
// open over the board: the new-game dialog opens over the game in progress, which stays whole
// under it — the pointer leaving the board, a resize, Cancel (the game as it was, Hint, Undo and
// Redo still working), Start (a new game), Esc then Enter and Ctrl+N then Enter. A held-down
// Enter at the end starts no new game; the keyboard's move is said in the status line; zoom keeps
// the window on the screen. Every test here failed, most of them by crashing, before the window
// asked the flow for its game at every event.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDialog>
#include <QKeyEvent>
#include <QScreen>
#include <QTimer>
#include <functional>

#include "catalogue/catalogue.hpp"
#include "games/nim/nim_game.hpp"
#include "window_fixture.hpp"

namespace marienbad {
namespace {

using testing::WindowGame;

// Nim 1 2 3 5 7 with a person first, one turn played (the person's move and the computer's).
std::unique_ptr<WindowGame> nim_with_a_turn_played() {
    auto window = std::make_unique<WindowGame>(
        NimGame::description(),
        std::vector<std::pair<std::string, std::string>>{
            {"--piles", "1,2,3,5,7"}, {"--level", "2"}, {"--first", "human"}},
        9);
    window->key(Qt::Key_Return);
    window->window().play_computer_move_now();
    return window;
}

// Runs `inside` once the next modal dialog is open, then closes it with `accept`.
void when_the_dialog_opens(const std::function<void(QDialog&)>& inside, bool accept) {
    QTimer::singleShot(0, [inside, accept] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        ASSERT_NE(dialog, nullptr) << "no dialog open";
        inside(*dialog);
        if (accept) {
            dialog->accept();
        } else {
            dialog->reject();
        }
    });
}

TEST(WindowLifetime, CancelInTheNewGameDialogReturnsToTheGameAsItWas) {
    auto window = nim_with_a_turn_played();
    const BoardModel board = window->state().board;
    const std::size_t moves = window->game().session().history().size();
    const int started = window->window().flow().games_started();
    QTest::mouseMove(&window->board(), window->centre({0, 4}));
    when_the_dialog_opens(
        [&](QDialog&) {
            // The pointer leaves the board under the dialog; the window is resized meanwhile.
            QEvent leave(QEvent::Leave);
            QApplication::sendEvent(&window->board(), &leave);
            window->window().resize(700, 500);
            QApplication::processEvents();
            (void)window->board().sizeHint();
        },
        false);
    window->window().action(QStringLiteral("new"))->trigger();
    EXPECT_EQ(window->window().flow().screen(), FlowScreen::game);
    EXPECT_EQ(window->window().flow().games_started(), started);
    EXPECT_EQ(window->state().board, board);
    EXPECT_EQ(window->game().session().history().size(), moves);
    // Hint, Undo and Redo act on it.
    EXPECT_TRUE(window->window().action(QStringLiteral("hint"))->isEnabled());
    window->window().action(QStringLiteral("hint"))->trigger();
    window->window().action(QStringLiteral("undo"))->trigger();
    EXPECT_EQ(window->game().session().history().size(), 0U);
    window->window().action(QStringLiteral("redo"))->trigger();
    EXPECT_EQ(window->game().session().history().size(), moves);
}

TEST(WindowLifetime, StartInTheNewGameDialogPlaysANewGame) {
    auto window = nim_with_a_turn_played();
    const int started = window->window().flow().games_started();
    QTest::mouseMove(&window->board(), window->centre({0, 4}));
    when_the_dialog_opens(
        [&](QDialog&) {
            QEvent leave(QEvent::Leave);
            QApplication::sendEvent(&window->board(), &leave);
        },
        true);
    window->window().action(QStringLiteral("new"))->trigger();
    EXPECT_EQ(window->window().flow().games_started(), started + 1);
    EXPECT_TRUE(window->game().session().history().empty());
}

TEST(WindowLifetime, EscapeOrControlNThenEnterStartsANewGame) {
    for (const auto& [key, modifiers] :
         {std::pair{Qt::Key_Escape, Qt::NoModifier}, std::pair{Qt::Key_N, Qt::ControlModifier}}) {
        auto window = nim_with_a_turn_played();
        const int started = window->window().flow().games_started();
        QTest::mouseMove(&window->board(), window->centre({0, 4}));
        bool opened = false;
        QTimer::singleShot(0, [&opened] {
            QWidget* dialog = QApplication::activeModalWidget();
            ASSERT_NE(dialog, nullptr);
            opened = true;
            QTest::keyClick(dialog, Qt::Key_Return);
        });
        QTest::keyClick(&window->window(), key, modifiers);
        EXPECT_TRUE(opened);
        EXPECT_EQ(window->window().flow().games_started(), started + 1);
        EXPECT_EQ(window->window().flow().screen(), FlowScreen::game);
    }
}

TEST(WindowLifetime, AHeldDownEnterStartsNoNewGameAtTheEnd) {
    WindowGame window(NimGame::description(),
                      {{"--piles", "1"}, {"--level", "4"}, {"--first", "human"}}, 3);
    window.key(Qt::Key_Return);  // takes the only piece: the game is over
    ASSERT_EQ(window.state().phase, PlayPhase::game_over);
    const int started = window.window().flow().games_started();
    QKeyEvent held(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QStringLiteral("\r"), true);
    QApplication::sendEvent(&window.window(), &held);
    EXPECT_EQ(window.window().flow().games_started(), started) << "the key was held down";
    window.key(Qt::Key_Return);
    EXPECT_EQ(window.window().flow().games_started(), started + 1) << "pressed again";
}

TEST(WindowLifetime, TheStatusLineSaysWhatEnterPlays) {
    WindowGame window(NimGame::description(),
                      {{"--piles", "1,2,3,5,7"}, {"--level", "4"}, {"--first", "human"}}, 3);
    window.key(Qt::Key_Down);
    EXPECT_TRUE(window.window().status_text().contains(QStringLiteral("Enter plays: take")))
        << window.window().status_text().toStdString();
}

TEST(WindowLifetime, ZoomKeepsTheWindowWithinTheScreen) {
    WindowGame window(NimGame::description(), {{"--piles", "1,2,3,5,7"}, {"--level", "2"}}, 3);
    const QRect screen = window.window().screen()->availableGeometry();
    for (int step = 0; step < 6; ++step) {
        window.window().action(QStringLiteral("zoom-in"))->trigger();
        EXPECT_LE(window.window().width(), screen.width());
        EXPECT_LE(window.window().height(), screen.height());
    }
    const QSize zoomed = window.window().size();

    for (int step = 0; step < 6; ++step) {
        window.window().action(QStringLiteral("zoom-out"))->trigger();
    }
    EXPECT_LT(window.window().width() * window.window().height(), zoomed.width() * zoomed.height())
        << "zooming out shrinks the window";
}

}  // namespace
}  // namespace marienbad

namespace marienbad {
namespace {

// A size and place remembered from a larger screen, or off this one, is not used: the window
// opens within the screen.
TEST(WindowLifetime, ARememberedGeometryThatDoesNotFitTheScreenIsIgnored) {
    GameFlow flow(FlowOptions{false, 1, {}, true});
    flow.open_game(NimGame::description(),
                   testing::answered_values(
                       NimGame::description(),
                       {{"--piles", "1,2,3,5,7"}, {"--level", "2"}, {"--first", "human"}}));
    WindowSettings settings;
    {
        MainWindow large(flow, WindowOptions{false, {}});
        large.resize(3000, 2000);
        large.move(4000, 4000);
        settings.geometry = large.saveGeometry();
    }
    MainWindow window(flow, WindowOptions{false, settings});
    const QRect screen = window.screen()->availableGeometry();
    EXPECT_LE(window.width(), screen.width());
    EXPECT_LE(window.height(), screen.height());
    EXPECT_TRUE(screen.contains(window.frameGeometry().topLeft()));
}

}  // namespace
}  // namespace marienbad
