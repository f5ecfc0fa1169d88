// Screenshots of the window for the README and the guide (scripts/screenshots runs this on the
// offscreen platform): each game's window with the mouse over a move, Nim's hint, a game's end
// with its review, three queens, written as PNG files into the folder given.
#include <QApplication>
#include <QStandardPaths>
#include <QTest>
#include <cstdlib>
#include <iostream>

#include "catalogue/catalogue.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "games/queen/queen_game.hpp"
#include "games/row/row_game.hpp"
#include "i18n/i18n.hpp"
#include "support/pointable_cells.hpp"
#include "window_fixture.hpp"

namespace {

using marienbad::testing::WindowGame;

void save(marienbad::MainWindow& window, const QString& folder, const QString& name) {
    QTest::qWait(50);
    const QString path = folder + "/" + name + ".png";
    if (!window.grab().save(path)) {
        std::cerr << "cannot write " << path.toStdString() << "\n";
        std::exit(1);
    }
    std::cout << path.toStdString() << "\n";
}

}  // namespace

int main(int argc, char** argv) {
    using namespace marienbad;
    setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QStandardPaths::setTestModeEnabled(true);
    if (argc != 2) {
        std::cerr << "usage: window_shots FOLDER\n";
        return 2;
    }
    QApplication application(argc, argv);
    activate_language(language_from_environment(), MARIENBAD_LOCALE_DIRECTORY);
    const QString folder = QString::fromLocal8Bit(argv[1]);
    {
        // Handout 002's game: 1, 2, 3, 5, 7, the mouse over the third piece of the last row.
        WindowGame nim(NimGame::description(),
                       {{"--piles", "1,2,3,5,7"}, {"--level", "3"}, {"--first", "human"}}, 2002);
        nim.hover({2, 4});
        save(nim.window(), folder, "nim");
        // The hint's last step: the move, every winning move starred.
        nim.type('?');
        nim.type('?');
        nim.type('?');
        save(nim.window(), folder, "nim-hint");
    }
    {
        WindowGame grid(GridGame::description(),
                        {{"--rows", "7"}, {"--cols", "9"}, {"--level", "3"}, {"--first", "human"}},
                        5);
        const auto cells = testing::pointable_cells(grid.state().board);
        grid.hover(cells.back());
        save(grid.window(), folder, "grid");
    }
    {
        WindowGame row(RowGame::description(),
                       {{"--length", "30"}, {"--level", "2"}, {"--first", "human"}}, 4);
        row.hover({0, 12});
        QTest::mouseClick(&row.board(), Qt::LeftButton, {}, row.centre({0, 3}));
        row.window().play_computer_move_now();
        row.hover({0, 17});
        save(row.window(), folder, "row");
        // To the end: the person takes the first match there is, the computer answers.
        while (row.state().phase != PlayPhase::game_over) {
            if (row.state().phase == PlayPhase::person_to_move) {
                row.click(testing::pointable_cells(row.state().board).front());
            } else {
                row.window().play_computer_move_now();
            }
        }
        save(row.window(), folder, "row-review");
    }
    {
        // The queen on an 8 × 10 board, the mouse over a cell it reaches; three queens.
        WindowGame queen(
            QueenGame::description(),
            {{"--rows", "8"}, {"--cols", "10"}, {"--level", "4"}, {"--first", "human"}}, 7);
        queen.hover({4, 4});
        save(queen.window(), folder, "queen");
    }
    {
        WindowGame queens(QueenGame::description(),
                          {{"--rows", "8"},
                           {"--cols", "10"},
                           {"--at", "1,1;3,2;5,7"},
                           {"--level", "4"},
                           {"--first", "human"}},
                          7);
        queens.hover({2, 5});
        save(queens.window(), folder, "queens");
    }
    return 0;
}
