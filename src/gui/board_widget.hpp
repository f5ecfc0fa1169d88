// The board in the window: a widget that paints the flow's game at a scale (the board painter
// over the board geometry, recomputed at every size) and turns the mouse into the play
// controller's actions, as handout 002 plays: hovering a cell marks what a click there takes (a
// Nim cell and every cell to its right, the pawn's path, the row's run), a click plays it, the
// wheel chooses how many (PlayController::press and wheel: the rules are the play layer's). At
// the end the result stands above the board, which stays whole under it. To assistive technology
// it is a table of named cells (gui/board_accessible.hpp) whose "press" points and plays as a tap
// does. It tells the window when the game changed; the keys are the window's.
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
    // A cell pressed by assistive technology (its "press" action): as a tap, it points, and a
    // second press on the cell pointed at plays.
    void press_cell(Cell cell);
    // The game drawn, for the accessible board (none while no game is kept).
    const PlayController* drawn_game() const { return flow_.current_game(); }
    // After the window acted on the game: the board repainted, and assistive technology told
    // what changed (the cells when the position changed, the pointer's cell when it moved).
    void game_acted();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

  signals:
    // The game changed (a move, the count, the mouse over another cell).
    void game_changed();
    // The cells moved: a new size or a new game.
    void laid_out();

  protected:
    void paintEvent(QPaintEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

  private:
    // The game the mouse acts on (only when the flow shows it).
    PlayController* playable_game() const;
    std::optional<Cell> cell_under(const QPointF& point) const;
    // The mouse acted: repainted, assistive technology told, the window told.
    void acted();

    GameFlow& flow_;
    BoardPalette palette_;
    double pitch_ = 44;
    int told_board_ = -1;             // the board assistive technology was last told of
    std::optional<Cell> told_focus_;  // the pointer's cell it was last told of
};

}  // namespace marienbad
