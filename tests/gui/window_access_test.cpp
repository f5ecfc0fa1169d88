// The window for a screen reader and the defects a newcomer met, each checked as a person meets
// it: the board a table of named cells to assistive technology, the piles its rows (its events are
// tested where a screen reader's bus listens: accessible_events_test.cpp); the count controls
// under the board; a focused button taking Enter; Play again enabled during a game, asking first;
// the question before a lesson naming it; the language changed from the menu; the row on one line
// where it fits; Nim's place numbers kept when pile 0 empties; the status line never cut in a
// word; the panel never breaking "--seed"; a game saved and opened again.
#include <gtest/gtest.h>

#include <QAccessible>
#include <QApplication>
#include <QPushButton>
#include <QTest>
#include <QTextBlock>
#include <QTextEdit>
#include <QTextLayout>
#include <filesystem>
#include <fstream>

#include "accessible_board.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "gui/announcer.hpp"
#include "gui/elided_label.hpp"
#include "gui/palette.hpp"
#include "i18n/i18n.hpp"
#include "support/pointable_cells.hpp"
#include "support/text_search.hpp"
#include "window_fixture.hpp"

namespace marienbad {
namespace {

using testing::AccessibleBoard;
using testing::contains;
using testing::pointable_cells;
using testing::WindowGame;

const std::vector<std::pair<std::string, std::string>> k_nim_person_first{
    {"--piles", "1,2,3,5,7"}, {"--level", "4"}, {"--first", "human"}};

class WindowAccess : public ::testing::Test {};

TEST_F(WindowAccess, TheBoardIsATableOfNamedCellsWithThePilesAsRows) {
    WindowGame window(NimGame::description(), k_nim_person_first, 1);
    const AccessibleBoard board(window.board());
    ASSERT_NE(board.table(), nullptr);
    EXPECT_EQ(board.table()->role(), QAccessible::Table);
    ASSERT_NE(board.cells(), nullptr);
    EXPECT_EQ(board.cells()->rowCount(), 5) << "a row for each pile";
    EXPECT_EQ(board.cells()->columnCount(), 7);
    EXPECT_EQ(board.name(4, 6).toStdString().rfind("row 4, piece 7 of 7", 0), 0U);
    EXPECT_EQ(board.name(0, 3), QStringLiteral("row 0, place 3: empty"));
    EXPECT_TRUE(
        contains(board.table()->text(QAccessible::Description).toStdString(), "1, 2, 3, 5 and 7"));
}

TEST_F(WindowAccess, TheCountControlsChooseHowManyAndPlay) {
    WindowGame window(RowGame::description(),
                      {{"--length", "21"}, {"--level", "4"}, {"--first", "human"}}, 1);
    window.click({0, 5});
    window.window().play_computer_move_now();
    const Cell place = pointable_cells(window.state().board).front();
    window.board().press_cell(place);
    MoveBar* bar = window.window().move_bar();
    ASSERT_TRUE(bar->more_button()->isEnabled());
    EXPECT_TRUE(bar->more_button()->accessibleName().startsWith(QStringLiteral("More: take 2")));
    QTest::mouseClick(bar->more_button(), Qt::LeftButton);
    EXPECT_EQ(window.state().marks.pointed.size(), 2U);
    EXPECT_TRUE(bar->move_text().startsWith(QStringLiteral("take 2 matches")));
    QTest::mouseClick(bar->play_button(), Qt::LeftButton);
    EXPECT_NE(window.state().phase, PlayPhase::person_to_move);
}

TEST_F(WindowAccess, AFocusedButtonTakesEnterAndTheBoardDoesNot) {
    WindowGame window(NimGame::description(), k_nim_person_first, 1);
    QPushButton* hint = window.window().panel()->hint_button();
    hint->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QApplication::processEvents();
    QTest::qWait(400);  // the button's click animation
    EXPECT_EQ(window.state().hint_step, 1) << "Enter pressed the focused button";
    EXPECT_EQ(window.state().phase, PlayPhase::person_to_move) << "and played no move";
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    EXPECT_EQ(window.state().hint_step, 2);
}

TEST_F(WindowAccess, PlayAgainDuringAGameAsksFirst) {
    WindowGame window(NimGame::description(), k_nim_person_first, 1);
    window.click({2, 4});
    window.window().play_computer_move_now();
    EXPECT_TRUE(window.window().panel()->play_again_button()->isEnabled());
    EXPECT_TRUE(window.window().action(QStringLiteral("play-again"))->isEnabled());
    std::string asked;
    window.window().set_confirmation([&](const std::string& question) {
        asked = question;
        return false;
    });
    QTest::mouseClick(window.window().panel()->play_again_button(), Qt::LeftButton);
    EXPECT_TRUE(contains(asked, "same settings")) << asked;
    EXPECT_EQ(window.state().phase, PlayPhase::person_to_move) << "the answer was no";
}

TEST_F(WindowAccess, TheQuestionBeforeALessonNamesIt) {
    WindowGame window(NimGame::description(), k_nim_person_first, 1);
    window.click({2, 4});
    window.window().play_computer_move_now();
    std::string asked;
    window.window().set_confirmation([&](const std::string& question) {
        asked = question;
        return true;
    });
    window.window().action(QStringLiteral("lesson-row"))->trigger();
    EXPECT_TRUE(contains(asked, "lesson")) << asked;
    EXPECT_FALSE(contains(asked, "same settings")) << asked;
    ASSERT_NE(window.window().flow().current_course(), nullptr);
    EXPECT_EQ(window.window().flow().current_course()->plan().game, "row");
}

TEST_F(WindowAccess, TheLanguageChangesFromTheMenu) {
    FlowOptions options;
    options.seed = 1;
    options.window = true;
    GameFlow flow(options);
    flow.open_game(NimGame::description(),
                   testing::answered_values(NimGame::description(), k_nim_person_first));
    Language spoken = Language::english;
    MainWindow window(flow,
                      WindowOptions{true, {}, false, Language::english, [&](Language language) {
                                        spoken = language;
                                        activate_language(language, MARIENBAD_LOCALE_DIRECTORY);
                                    }});
    window.begin();
    window.action(QStringLiteral("language-fr"))->trigger();
    EXPECT_EQ(spoken, Language::french);
    EXPECT_EQ(window.panel()->hint_button()->text(), QStringLiteral("&Indice"));
    EXPECT_EQ(window.action(QStringLiteral("undo"))->text(), QStringLiteral("Ann&uler"));
    EXPECT_EQ(flow.current_game()->state().status, "À toi de jouer !");
    EXPECT_EQ(flow.current_game()->state().names->cells.front().rfind("ligne 0", 0), 0U);
    window.action(QStringLiteral("language-en"))->trigger();
    EXPECT_EQ(window.panel()->hint_button()->text(), QStringLiteral("H&int"));
}

TEST_F(WindowAccess, TheRowOfTwentyOneIsOneLineInAWideWindow) {
    WindowGame window(RowGame::description(), {{"--level", "4"}, {"--first", "human"}}, 1);
    window.window().resize(1920, 1000);
    QApplication::processEvents();
    EXPECT_EQ(window.board().geometry()->lines(), 1);
}

TEST_F(WindowAccess, NimsPlaceNumbersStayWhenPileZeroEmpties) {
    WindowGame window(NimGame::description(),
                      {{"--piles", "1,2,3,5,7"}, {"--misere", ""}, {"--players", "human-human"}},
                      1);
    window.click({0, 0});  // the single piece of pile 0
    ASSERT_EQ(window.state().board.cols, 4);
    int places = 0;
    for (const PixelLabel& label : window.board().geometry()->labels()) {
        places += label.line_label ? 0 : 1;
    }
    EXPECT_EQ(places, 7) << "the numbers of the places over the rows";
}

TEST_F(WindowAccess, TheStatusLineEndsWithAnEllipsisAtAWord) {
    const QFontMetrics metrics(QApplication::font());
    const QString long_text = QStringLiteral(
        "That move loses: it leaves a position whose nim-sum is zero, so the position is lost");
    const QString shown = elided_at_word(long_text, metrics, 200);
    EXPECT_TRUE(shown.endsWith(QStringLiteral("…"))) << shown.toStdString();
    const QString kept = shown.left(shown.size() - 1);
    EXPECT_TRUE(long_text.startsWith(kept));
    EXPECT_EQ(long_text.at(kept.size()), QLatin1Char(' ')) << "cut between two words";
    EXPECT_LE(metrics.horizontalAdvance(shown), 200);
    EXPECT_EQ(elided_at_word(QStringLiteral("Your turn."), metrics, 200),
              QStringLiteral("Your turn."));
}

TEST_F(WindowAccess, ThePanelNeverBreaksAnOptionFromItsDashes) {
    WindowGame window(NimGame::description(), k_nim_person_first, 503879);
    window.window().resize(700, 700);
    QApplication::processEvents();
    const QTextEdit* messages = window.window().panel()->messages();
    bool found = false;
    for (QTextBlock block = messages->document()->begin(); block.isValid(); block = block.next()) {
        if (!block.text().contains(QStringLiteral("seed"))) {
            continue;
        }
        found = true;
        const QTextLayout* layout = block.layout();
        for (int line = 0; line < layout->lineCount(); ++line) {
            const QTextLine text = layout->lineAt(line);
            const QString starts = block.text().mid(text.textStart(), 4);
            EXPECT_FALSE(starts.startsWith(QStringLiteral("seed"))) << starts.toStdString();
        }
    }
    EXPECT_TRUE(found);
}

TEST_F(WindowAccess, AGameIsSavedAndOpenedAgain) {
    const auto folder = std::filesystem::path(::testing::TempDir()) /
                        ("marienbad-window-save-" + std::to_string(QApplication::applicationPid()));
    std::filesystem::create_directories(folder);
    const std::string path = (folder / "game.json").string();
    {
        WindowGame window(NimGame::description(), k_nim_person_first, 1);
        window.click({2, 4});
        window.window().play_computer_move_now();
        EXPECT_EQ(window.window().save_game_to(path), std::nullopt);
        // A file that is not a record is not replaced.
        const std::string other = (folder / "notes.txt").string();
        std::ofstream(other) << "my notes";
        EXPECT_TRUE(window.window().save_game_to(other));
        std::ifstream notes(other);
        std::string kept;
        std::getline(notes, kept);
        EXPECT_EQ(kept, "my notes");
    }
    WindowGame window(NimGame::description(), {{"--piles", "4"}, {"--level", "4"}}, 2);
    EXPECT_EQ(window.window().open_game_from(path), std::nullopt);
    EXPECT_EQ(window.state().board.cols, 5);
    EXPECT_TRUE(window.state().can_undo) << "the moves played before";
    std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace marienbad
