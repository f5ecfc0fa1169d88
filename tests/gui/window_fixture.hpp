// A window on a game of any description, as the tests drive it: the flow opened on the game as the
// window opens it (a form's first values, the seats given, the game's window defaults), the window
// shown offscreen at a fixed size, the board's cells found where the window draws them, the mouse
// moved and clicked there with Qt Test, and the colour grab() shows at a cell's centre.
#pragma once

#include <QImage>
#include <QTest>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "gui/main_window.hpp"
#include "support/answered_values.hpp"

namespace marienbad::testing {

class WindowGame {
  public:
    WindowGame(const GameDescription& game,
               const std::vector<std::pair<std::string, std::string>>& given, Random::Seed seed,
               bool animation = true)
        : flow_(FlowOptions{false, seed, {}, true}) {
        flow_.open_game(game, answered_values(game, given));
        if (flow_.screen() != FlowScreen::game) {
            throw std::invalid_argument("WindowGame: the flow refused the values given");
        }
        window_ = std::make_unique<MainWindow>(flow_, WindowOptions{animation, {}});
        window_->set_confirmation([](const std::string&) { return true; });
        window_->resize(1000, 700);
        window_->begin();
        window_->show();
        static_cast<void>(QTest::qWaitForWindowExposed(window_.get()));
    }

    MainWindow& window() { return *window_; }
    BoardWidget& board() { return *window_->board(); }
    PlayController& game() { return *flow_.current_game(); }
    PlayState state() { return flow_.current_game()->state(); }

    // Where a cell's centre is on the board widget.
    QPoint centre(Cell cell) {
        const PixelPoint point = board().geometry()->cell_rect(cell).centre();
        return {static_cast<int>(point.x), static_cast<int>(point.y)};
    }
    void hover(Cell cell) { QTest::mouseMove(&board(), centre(cell)); }
    void click(Cell cell) { QTest::mouseClick(&board(), Qt::LeftButton, {}, centre(cell)); }
    void key(Qt::Key key, const QString& text = {}) {
        QTest::keyClick(&window(), key, Qt::NoModifier);
        static_cast<void>(text);
    }
    void type(char letter) { QTest::keyClicks(&window(), QString(QChar(letter))); }

    // The board as drawn now, and the colour at a cell's centre (or at a fraction of its side).
    QImage picture() { return board().grab().toImage(); }
    QColor colour_at(const QImage& picture, Cell cell, double across = 0.5, double down = 0.5) {
        const PixelRect rect = board().geometry()->cell_rect(cell);
        const double ratio = picture.devicePixelRatio();
        return picture.pixelColor(static_cast<int>((rect.x + rect.width * across) * ratio),
                                  static_cast<int>((rect.y + rect.height * down) * ratio));
    }

  private:
    GameFlow flow_;
    std::unique_ptr<MainWindow> window_;
};

}  // namespace marienbad::testing
