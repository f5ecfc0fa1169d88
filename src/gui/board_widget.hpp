// The board in the window: a widget that paints the flow's game at a scale (the board painter
// over the board geometry, recomputed at every size) and turns the mouse into the play
// controller's actions, as handout 002 plays: hovering a cell marks what a click there takes (a
// Nim cell and every cell to its right, the pawn's path, the row's run), a click plays it, the
// wheel chooses how many. It tells the window when the game changed; the keys are the window's.
//
// It keeps no reference to a game: at every event it asks the flow for the game in progress
// (GameFlow::current_game), which may be another one, or none, since the last event. While the
// flow shows a form over the game (the new-game dialog), it draws the game and acts on nothing.
#pragma once

#include <QWidget>
#include <optional>

#include "gui/board_geometry.hpp"
#include "gui/palette.hpp"
#include "play/game_flow.hpp"

namespace marienbad {

class BoardWidget : public QWidget {
    Q_OBJECT

  public:
    BoardWidget(GameFlow& flow, QWidget* parent = nullptr);

    // A new game (or none) in the flow: laid out again.
    void game_changed_in_flow();
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
    // The game drawn (the flow's game in progress), and the one the mouse acts on (only when the
    // flow shows it).
    const PlayController* drawn_game() const { return flow_.current_game(); }
    PlayController* playable_game() const;
    std::optional<Cell> cell_under(const QPointF& point) const;

    GameFlow& flow_;
    BoardPalette palette_;
    double pitch_ = 44;
};

}  // namespace marienbad
