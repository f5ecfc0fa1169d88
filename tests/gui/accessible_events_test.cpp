// The window's events to assistive technology, recorded by QTestAccessibility where they are
// sent: on X with a screen reader's bus listening (tests/window/accessible.sh runs this program
// under Xvfb and its own D-Bus session, with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1). A cell's "press"
// points at it, and the cell pointed at gets the focus; a second press plays, the cells are read
// again, and the announcement's name changes with the move, then with the computer's.
#include <gtest/gtest.h>

#include <QtTest/qtestaccessible.h>
#include <QAccessible>
#include <QApplication>
#include <QTest>
#include <string>

#include "accessible_board.hpp"
#include "games/nim/nim_game.hpp"
#include "gui/announcer.hpp"
#include "support/text_search.hpp"
#include "window_fixture.hpp"

namespace marienbad {
namespace {

using testing::AccessibleBoard;
using testing::contains;
using testing::WindowGame;

const std::vector<std::pair<std::string, std::string>> k_nim_person_first{
    {"--piles", "1,2,3,5,7"}, {"--level", "4"}, {"--first", "human"}};

// QTestAccessibility keeps a copy of each event and its clearEvents() forgets them unfreed.
void forget_events() {
    qDeleteAll(QTestAccessibility::events());
    QTestAccessibility::clearEvents();
}

class AccessibleEvents : public ::testing::Test {
  protected:
    void SetUp() override { QTestAccessibility::initialize(); }
    // Qt speaks to the bus once its connection is made, in the event loop, a window shown.
    static bool bus_listens() {
        for (int wait = 0; wait < 100 && !QAccessible::isActive(); ++wait) {
            QTest::qWait(50);
        }
        return QAccessible::isActive();
    }
    void TearDown() override {
        forget_events();
        QTestAccessibility::cleanup();
    }
};

TEST_F(AccessibleEvents, PressingACellPointsThenPlaysAndEveryChangeIsTold) {
    WindowGame window(NimGame::description(), k_nim_person_first, 1);
    ASSERT_TRUE(bus_listens()) << "no screen reader's bus listens";
    window.window().activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window.window()));
    window.board().setFocus();
    const AccessibleBoard board(window.board());
    forget_events();
    board.press(4, 2);  // row 4, its third piece: take 5
    EXPECT_EQ(window.state().phase, PlayPhase::person_to_move) << "the first press points";
    EXPECT_EQ(window.state().marks.pointer, (Cell{2, 4}));
    const int index = board.table()->indexOfChild(board.cells()->cellAt(4, 2));
    QAccessibleEvent focus(&window.board(), QAccessible::Focus);
    focus.setChild(index);
    EXPECT_TRUE(QTestAccessibility::containsEvent(&focus)) << "the cell pointed at has the focus";
    EXPECT_TRUE(contains(board.name(4, 2).toStdString(), "take 5 pieces from row 4"))
        << board.name(4, 2).toStdString();
    forget_events();
    board.press(4, 2);  // the same cell again: played
    EXPECT_NE(window.state().phase, PlayPhase::person_to_move);
    QAccessibleTableModelChangeEvent cells(&window.board(),
                                           QAccessibleTableModelChangeEvent::ModelReset);
    EXPECT_TRUE(QTestAccessibility::containsEvent(&cells)) << "the cells are read again";
    Announcer* announcer = window.window().panel()->announcer();
    EXPECT_EQ(announcer->said(), QStringLiteral("You take 5 pieces from row 4."));
    QAccessibleEvent said(announcer, QAccessible::NameChanged);
    EXPECT_TRUE(QTestAccessibility::containsEvent(&said));
    EXPECT_EQ(QAccessible::queryAccessibleInterface(announcer)->role(), QAccessible::Notification);
    window.window().play_computer_move_now();
    EXPECT_TRUE(announcer->said().startsWith(QStringLiteral("The computer takes ")));
    EXPECT_TRUE(announcer->said().endsWith(QStringLiteral("Your turn.")));
}

}  // namespace
}  // namespace marienbad
