// Cells never move under the pointer in the window: when a pile empties, the piles after it keep
// their places (their numbers say the defragmentation), and when the tallest pile shrinks the
// scale stays; at the end the last position stays drawn whole, the result above it.
#include <gtest/gtest.h>

#include <QApplication>
#include <QMessageBox>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextEdit>
#include <QTextLayout>
#include <QTimer>
#include "catalogue/catalogue.hpp"

#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "gui/board_painter.hpp"
#include "gui/palette.hpp"
#include "support/pointable_cells.hpp"
#include "window_fixture.hpp"

namespace marienbad {
namespace {

using testing::pointable_cells;
using testing::WindowGame;

TEST(WindowFrame, AnEmptiedPileLeavesTheOthersWhereTheyWere) {
    WindowGame window(NimGame::description(), {{"--piles", "3,1,5"}, {"--players", "human-human"}},
                      1);
    const QPoint last_pile = window.centre({0, 2});
    const double pitch = window.board().geometry()->pitch();
    window.click({0, 1});  // the only piece of pile 1
    ASSERT_EQ(window.state().board.cols, 2);
    EXPECT_EQ(window.centre({0, 1}), last_pile) << "the last pile did not move";
    EXPECT_EQ(window.board().geometry()->pitch(), pitch);
    window.click({0, 1});  // the whole tallest pile: the scale stays
    EXPECT_EQ(window.board().geometry()->pitch(), pitch);
    EXPECT_EQ(window.board().geometry()->cell_at(
                  {static_cast<double>(last_pile.x()), static_cast<double>(last_pile.y())}),
              std::nullopt)
        << "an emptied pile's place holds no cell";
}

TEST(WindowFrame, AtTheEndTheResultStandsAboveTheFinalPositionWhole) {
    // A row puzzle's last match and its labels were washed out under the result: now the result
    // has a band of its own above the board.
    WindowGame window(RowGame::description(),
                      {{"--length", "10"}, {"--level", "4"}, {"--first", "human"}}, 1);
    while (window.state().phase != PlayPhase::game_over) {
        if (window.state().phase == PlayPhase::person_to_move) {
            window.click(pointable_cells(window.state().board).front());
        }
        window.window().play_computer_move_now();
    }
    const QImage picture = window.picture();
    const auto geometry = window.window().board()->geometry();
    ASSERT_TRUE(geometry);
    const double band = result_band_height(window.window().board()->height());
    const BoardPalette palette = board_palette(PaletteKind::colour_blind_safe);
    // The result's letters, in the labels' colour, in the band at the top.
    int letters = 0;
    for (int x = 0; x < picture.width(); ++x) {
        for (int y = 2; y < static_cast<int>(band) - 2; ++y) {
            letters += picture.pixelColor(x, y) == palette.label ? 1 : 0;
        }
    }
    EXPECT_GT(letters, 20);
    // Every cell and label of the final position below it.
    for (int place = 0; place < 10; ++place) {
        EXPECT_GE(geometry->cell_rect({0, place}).y, band) << place;
    }
    for (const PixelLabel& label : geometry->labels()) {
        EXPECT_GE(label.rect.y, band) << label.text;
    }
}

}  // namespace
}  // namespace marienbad

namespace marienbad {
namespace {

// Each step of a hint is shown from its first line, whatever its length, and the lines of its
// tables are never broken (the panel scrolls sideways for a wider one).
TEST(WindowPanel, AHintShowsFromItsFirstLineWithItsTablesWhole) {
    for (const GameDescription* game : {&NimGame::description(), &GridGame::description()}) {
        const std::vector<std::pair<std::string, std::string>> values =
            game == &NimGame::description()
                ? std::vector<std::pair<std::string, std::string>>{{"--columns", "20"},
                                                                   {"--level", "4"},
                                                                   {"--first", "human"}}
                : std::vector<std::pair<std::string, std::string>>{
                      {"--rows", "30"}, {"--cols", "30"}, {"--level", "4"}, {"--first", "human"}};
        WindowGame window(*game, values, 5);
        for (const char* step : {"Hint 1/3 ", "Hint 2/3 ", "Hint 3/3: "}) {
            window.window().action(QStringLiteral("hint"))->trigger();
            QApplication::processEvents();
            const QTextEdit* messages = window.window().panel()->messages();
            // The step's first line, the last one so headed, is in view: at the top, or lower
            // when the messages end before the panel does.
            QTextBlock heading;
            for (QTextBlock block = messages->document()->begin(); block.isValid();
                 block = block.next()) {
                if (block.text().startsWith(QString::fromUtf8(step))) {
                    heading = block;
                }
            }
            ASSERT_TRUE(heading.isValid()) << step;
            const QTextBlock top = messages->cursorForPosition(QPoint(4, 4)).block();
            EXPECT_TRUE(top == heading || messages->verticalScrollBar()->value() ==
                                              messages->verticalScrollBar()->maximum())
                << step << ": " << top.text().toStdString();
            EXPECT_LT(messages->cursorRect(QTextCursor(heading)).top(),
                      messages->viewport()->height())
                << step;
            for (QTextBlock block = messages->document()->begin(); block.isValid();
                 block = block.next()) {
                const QString line = block.text();
                const bool table = line.trimmed().contains(QStringLiteral("  "));
                if (table && block.layout() != nullptr && block.layout()->lineCount() > 0) {
                    EXPECT_EQ(block.layout()->lineCount(), 1) << line.toStdString();
                }
            }
        }
    }
}

}  // namespace
}  // namespace marienbad

namespace marienbad {
namespace {

// Help → The rules says the rules, how the board is drawn and what the mouse and keys do.
TEST(WindowPanel, TheRulesSayHowToPlayWithTheMouseAndTheKeys) {
    for (const GameDescription* game : game_descriptions()) {
        WindowGame window(*game, {{"--level", "2"}, {"--first", "human"}}, 3);
        QString shown;
        QTimer::singleShot(0, [&shown] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            ASSERT_NE(box, nullptr);
            shown = box->text();
            box->accept();
        });
        window.window().action(QStringLiteral("rules"))->trigger();
        EXPECT_TRUE(shown.contains(QStringLiteral("The board:"))) << shown.toStdString();
        EXPECT_TRUE(shown.contains(QStringLiteral("The mouse:"))) << shown.toStdString();
        EXPECT_TRUE(shown.contains(QStringLiteral("The keys:"))) << shown.toStdString();
    }
}

}  // namespace
}  // namespace marienbad

namespace marienbad {
namespace {

// A click, a key and the mouse over a cell each compute the game's state once, however many
// parts of the window read it (the board, its painting, the panel, the status line).
TEST(WindowPanel, TheStateIsComputedOncePerClickOrKey) {
    WindowGame window(NimGame::description(),
                      {{"--piles", "1,2,3,5,7"}, {"--level", "4"}, {"--first", "human"}}, 3, false);
    const auto computations = [&] { return window.game().state_computations(); };
    int before = computations();
    window.hover({4, 2});
    (void)window.picture();
    EXPECT_LE(computations() - before, 1) << "the mouse over a cell";
    before = computations();
    window.key(Qt::Key_Down);
    (void)window.picture();
    EXPECT_LE(computations() - before, 1) << "a key";
    before = computations();
    window.click({4, 3});
    (void)window.picture();
    EXPECT_LE(computations() - before, 1) << "a click";
}

}  // namespace
}  // namespace marienbad
