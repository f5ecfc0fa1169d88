// The board in the window: a widget that paints the play controller's state at a scale (the
// board painter over the board geometry, recomputed at every size) and turns the mouse into the
// controller's actions, as handout 002 plays: hovering a cell marks what a click there takes (a Nim
// cell and every cell to its right, the pawn's path, the row's run), a click plays it, the wheel
// chooses how many. It tells the window when the game changed; the keys are the window's.
#pragma once

#include <QWidget>
#include <optional>

#include "gui/board_geometry.hpp"
#include "gui/palette.hpp"
#include "play/play_controller.hpp"

namespace marienbad {

class BoardWidget : public QWidget {
    Q_OBJECT

  public:
    explicit BoardWidget(QWidget* parent = nullptr);

    // The game drawn (none: an empty board).
    void show_game(PlayController* game);
    void set_palette(PaletteKind palette);
    // The preferred pitch of a cell (the zoom), in logical pixels.
    void set_pitch(double pitch);
    double pitch() const { return pitch_; }

    // The geometry of the board as drawn now (the layout the tests and the end-to-end scripts
    // click by).
    std::optional<BoardGeometry> geometry() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    // The game changed (a move, the count, the mouse over another cell).
    void game_changed();
    // The cells moved: a new size or a new game.
    void laid_out();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

  private:
    std::optional<Cell> cell_under(const QPointF& point) const;

    PlayController* game_ = nullptr;
    BoardPalette palette_;
    double pitch_ = 44;
};

}  // namespace marienbad
