// The window played as a person plays it, for every game through the same test code: the mouse
// over a cell marks exactly the cells a click there takes (the board model's cells_touched) in the
// shade of the seat to move, a click plays that move, the computer's move is shown on the board
// before it is played, Undo and Redo are enabled exactly when they can act, the hint stars the
// winning cells, the keys move the pointer and play, a resize keeps clicks on the right cells.
#include <gtest/gtest.h>

#include <QApplication>
#include <QPushButton>
#include <QStatusBar>
#include <QTextEdit>
#include <QWheelEvent>
#include <algorithm>

#include "catalogue/catalogue.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "gui/palette.hpp"
#include "i18n/i18n.hpp"
#include "support/game_params.hpp"
#include "support/pointable_cells.hpp"
#include "window_fixture.hpp"

namespace marienbad {
namespace {

using testing::game_name;

using testing::pointable_cells;
using testing::WindowGame;

const BoardPalette k_palette = board_palette(PaletteKind::colour_blind_safe);

class WindowTest : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, WindowTest, ::testing::ValuesIn(game_descriptions()),
                         game_name);

std::vector<std::pair<std::string, std::string>> person_first() {
    return {{"--level", "4"}, {"--first", "human"}};
}

// A few pointable cells spread over the board: the first, the last, some between.
std::vector<Cell> sample_cells(const BoardModel& board) {
    const auto cells = pointable_cells(board);
    std::vector<Cell> sample;
    const std::size_t step = std::max<std::size_t>(1, cells.size() / 6);
    for (std::size_t i = 0; i < cells.size(); i += step) {
        sample.push_back(cells[i]);
    }
    sample.push_back(cells.back());
    return sample;
}

TEST_P(WindowTest, TheMouseOverACellMarksExactlyWhatAClickThereTakes) {
    WindowGame window(game(), person_first(), 1);
    const BoardModel board = window.state().board;
    for (const Cell cell : sample_cells(board)) {
        window.hover(cell);
        const PlayState state = window.state();
        const std::vector<Cell> touched = board.cells_touched(*board.move_at(cell));
        ASSERT_EQ(state.marks.hovered, touched);
        const QImage picture = window.picture();
        for (const Cell marked : touched) {
            if (board.at(marked).pawns == 0) {
                EXPECT_EQ(window.colour_at(picture, marked), k_palette.seat_one)
                    << marked.row << "," << marked.col;
            }
        }
        // Every other piece or match keeps its colour.
        for (int row = 0; row < board.rows; ++row) {
            for (int col = 0; col < board.cols; ++col) {
                const Cell other{row, col};
                const bool piece = board.at(other).kind == CellKind::piece ||
                                   board.at(other).kind == CellKind::match;
                if (piece && std::find(touched.begin(), touched.end(), other) == touched.end()) {
                    EXPECT_EQ(window.colour_at(picture, other), k_palette.piece);
                }
            }
        }
    }
}

TEST_P(WindowTest, AClickPlaysTheMoveTheCellMakes) {
    WindowGame window(game(), {{"--players", "human-human"}}, 2);
    const BoardModel board = window.state().board;
    const Cell cell = sample_cells(board)[1];
    window.click(cell);
    const auto history = window.game().session().history();
    ASSERT_EQ(history.size(), 1U);
    EXPECT_EQ(history.front().move, *board.move_at(cell));
}

TEST_P(WindowTest, AClickThatPlaysNothingSaysWhyInTheStatusLine) {
    WindowGame window(game(), person_first(), 3);
    const BoardModel board = window.state().board;
    // A cell where pointing makes no move, if the board has one.
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            if (board.moves_at({row, col}).empty()) {
                window.click({row, col});
                EXPECT_TRUE(window.game().session().history().empty());
                EXPECT_FALSE(window.window().status_text().isEmpty());
                return;
            }
        }
    }
}

TEST_P(WindowTest, TheComputersMoveIsShownThenPlayed) {
    WindowGame window(game(), {{"--level", "4"}, {"--first", "computer"}}, 4);
    const PlayState shown = window.state();
    ASSERT_EQ(shown.phase, PlayPhase::computer_move_shown);
    ASSERT_FALSE(shown.marks.computer.empty());
    EXPECT_TRUE(window.game().session().history().empty());
    // The computer's seat is the second: its marks are its shade, hatched.
    const QImage picture = window.picture();
    bool seen = false;
    for (const Cell cell : shown.marks.computer) {
        for (const double at : {0.2, 0.35, 0.5, 0.65, 0.8}) {
            seen = seen || window.colour_at(picture, cell, at, 0.3) == k_palette.seat_two;
        }
    }
    EXPECT_TRUE(seen);
    window.window().play_computer_move_now();
    EXPECT_EQ(window.game().session().history().size(), 1U);
    EXPECT_EQ(window.state().phase, PlayPhase::person_to_move);
}

TEST_P(WindowTest, UndoAndRedoAreEnabledExactlyWhenTheyCanAct) {
    WindowGame window(game(), person_first(), 5);
    QPushButton* undo = window.window().panel()->undo_button();
    QPushButton* redo = window.window().panel()->redo_button();
    EXPECT_FALSE(undo->isEnabled());
    EXPECT_FALSE(redo->isEnabled());
    const BoardModel start = window.state().board;
    window.click(sample_cells(start).front());
    window.window().play_computer_move_now();
    EXPECT_TRUE(undo->isEnabled());
    EXPECT_FALSE(redo->isEnabled());
    QTest::mouseClick(undo, Qt::LeftButton);
    EXPECT_EQ(window.state().board, start);
    EXPECT_FALSE(undo->isEnabled());
    EXPECT_TRUE(redo->isEnabled());
    QTest::mouseClick(redo, Qt::LeftButton);
    EXPECT_EQ(window.game().session().history().size(), 2U);
    EXPECT_TRUE(undo->isEnabled());
}

TEST_P(WindowTest, TheHintGoesAStepFurtherAtEachClickAndStarsEveryWinningCellAtTheLast) {
    WindowGame window(game(), person_first(), 6);
    const QTextEdit* messages = window.window().panel()->messages();
    for (const char* step :
         {"Hint 1/3 (ask again for step 2): ", "Hint 2/3 (ask again for the move): "}) {
        QTest::mouseClick(window.window().panel()->hint_button(), Qt::LeftButton);
        EXPECT_TRUE(messages->toPlainText().contains(QString::fromUtf8(step))) << step;
        EXPECT_TRUE(window.state().marks.winning.empty()) << step;
    }
    QTest::mouseClick(window.window().panel()->hint_button(), Qt::LeftButton);
    EXPECT_TRUE(messages->toPlainText().contains(QStringLiteral("Hint 3/3: ")));
    const PlayState state = window.state();
    const QImage picture = window.picture();
    for (const Cell cell : state.marks.winning) {
        EXPECT_EQ(window.colour_at(picture, cell), k_palette.winning)
            << cell.row << "," << cell.col;
    }
}

// The coach: a checkable action of the Game menu, and the c key, both shown by the action's check;
// right after a click that lets the win go, a line in the panel says so.
TEST(WindowCoach, TheMenuActionAndTheKeyTurnItOnAndItSpeaksAfterAThrownAwayWin) {
    WindowGame window(NimGame::description(),
                      {{"--piles", "3,4,5"}, {"--level", "4"}, {"--first", "human"}}, 1);
    QAction* coach = window.window().action(QStringLiteral("coach"));
    ASSERT_NE(coach, nullptr);
    EXPECT_TRUE(coach->isCheckable());
    EXPECT_FALSE(coach->isChecked());
    coach->trigger();
    EXPECT_TRUE(window.state().coach);
    EXPECT_TRUE(coach->isChecked());
    const QString panel = window.window().panel()->messages()->toPlainText();
    EXPECT_TRUE(panel.contains(QStringLiteral("Coach on:"))) << panel.toStdString();
    window.type('c');
    EXPECT_FALSE(window.state().coach);
    EXPECT_FALSE(coach->isChecked());
    window.type('c');
    EXPECT_TRUE(coach->isChecked());
    // The last piece of the third pile, row 2 as the window draws it: taking 1 from 3 4 5 lets the
    // win go.
    window.click({4, 2});
    EXPECT_TRUE(window.window().panel()->messages()->toPlainText().contains(
        QStringLiteral("Coach: that move lets the win go; on the board before it, what kept "
                       "it: take 2 pieces from row 0. u takes it back.")))
        << window.window().panel()->messages()->toPlainText().toStdString();
}

TEST_P(WindowTest, TheKeysMoveThePointerAndPlay) {
    WindowGame window(game(), {{"--players", "human-human"}}, 7);
    window.board().setFocus();
    // Home and End: the first and the last column of the lattice, however it is drawn.
    const auto cells = pointable_cells(window.state().board);
    const auto by_column = [](Cell a, Cell b) { return a.col < b.col; };
    window.key(Qt::Key_End);
    EXPECT_EQ(window.state().marks.pointer->col,
              std::max_element(cells.begin(), cells.end(), by_column)->col);
    window.key(Qt::Key_Home);
    EXPECT_EQ(window.state().marks.pointer->col,
              std::min_element(cells.begin(), cells.end(), by_column)->col);
    const PlayState pointed = window.state();
    window.key(Qt::Key_Return);
    const auto history = window.game().session().history();
    ASSERT_EQ(history.size(), 1U);
    EXPECT_EQ(history.front().move, *pointed.pointed);
    window.type('u');
    EXPECT_TRUE(window.game().session().history().empty());
    window.type('r');
    EXPECT_EQ(window.game().session().history().size(), 1U);
}

TEST_P(WindowTest, AResizeKeepsClicksOnTheRightCells) {
    WindowGame window(game(), {{"--players", "human-human"}}, 8);
    window.window().resize(640, 520);
    QTest::qWait(20);
    const BoardModel board = window.state().board;
    const Cell cell = sample_cells(board).back();
    window.click(cell);
    ASSERT_EQ(window.game().session().history().size(), 1U);
    EXPECT_EQ(window.game().session().history().front().move, *board.move_at(cell));
}

TEST(Window, SpeaksFrench) {
    activate_language(Language::french, MARIENBAD_LOCALE_DIRECTORY);
    {
        WindowGame window(NimGame::description(), person_first(), 9);
        EXPECT_EQ(window.window().action(QStringLiteral("undo"))->text(),
                  QStringLiteral("Ann&uler"));
        EXPECT_TRUE(window.window().panel()->messages()->toPlainText().contains(
            QStringLiteral("Graine : 9")));
    }
    activate_language(Language::english, MARIENBAD_LOCALE_DIRECTORY);
}

// The wheel over the row's match chooses how many a click there takes: two, then three, never
// more than a move may take, then back to one.
TEST(Window, TheWheelChoosesHowManyMatches) {
    WindowGame window(RowGame::description(),
                      {{"--length", "12"}, {"--level", "4"}, {"--first", "human"}}, 3);
    window.hover({0, 4});
    const auto wheel = [&](int steps) {
        QWheelEvent turn(window.centre({0, 4}), window.board().mapToGlobal(window.centre({0, 4})),
                         {}, {0, 120 * steps}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                         false);
        QApplication::sendEvent(&window.board(), &turn);
        return window.state().marks.hovered;
    };
    EXPECT_EQ(window.state().marks.hovered, (std::vector<Cell>{{0, 4}}));
    EXPECT_EQ(wheel(1), (std::vector<Cell>{{0, 4}, {0, 5}}));
    EXPECT_EQ(wheel(1), (std::vector<Cell>{{0, 4}, {0, 5}, {0, 6}}));
    EXPECT_EQ(wheel(1), (std::vector<Cell>{{0, 4}, {0, 5}, {0, 6}})) << "max-take 3";
    EXPECT_EQ(wheel(-1), (std::vector<Cell>{{0, 4}, {0, 5}}));
    window.click({0, 4});
    EXPECT_EQ(window.game().session().history().size(), 1U);
    EXPECT_EQ(window.state().board.at({0, 5}).kind, CellKind::empty);
}

// Closing the window from its frame during a game asks first, as `q` does: "no" keeps the game
// on the screen as it was; "yes" closes it.
TEST(Window, ClosingDuringAGameAsksFirst) {
    WindowGame window(RowGame::description(),
                      {{"--length", "12"}, {"--level", "4"}, {"--first", "human"}}, 5);
    window.click({0, 0});
    window.window().play_computer_move_now();
    const std::size_t moves = window.game().session().history().size();
    std::vector<std::string> asked;
    window.window().set_confirmation([&](const std::string& question) {
        asked.push_back(question);
        return false;
    });
    EXPECT_FALSE(window.window().close());
    EXPECT_TRUE(window.window().isVisible());
    ASSERT_EQ(asked.size(), 1U);
    EXPECT_EQ(window.state().phase, PlayPhase::person_to_move);
    EXPECT_EQ(window.game().session().history().size(), moves);

    window.window().set_confirmation([&](const std::string&) { return true; });
    EXPECT_TRUE(window.window().close());
    EXPECT_FALSE(window.window().isVisible());
}

}  // namespace
}  // namespace marienbad
