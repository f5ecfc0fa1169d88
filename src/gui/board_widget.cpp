// The board widget: painting, hovering, clicking, the wheel.
#include "gui/board_widget.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>

#include "gui/board_painter.hpp"

namespace marienbad {

BoardWidget::BoardWidget(GameFlow& flow, QWidget* parent)
    : QWidget(parent), flow_(flow), palette_(board_palette(PaletteKind::colour_blind_safe)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

PlayController* BoardWidget::playable_game() const {
    return flow_.screen() == FlowScreen::game ? flow_.current_game() : nullptr;
}

void BoardWidget::game_changed_in_flow() {
    updateGeometry();
    update();
    emit laid_out();
}

void BoardWidget::set_palette(PaletteKind palette) {
    palette_ = board_palette(palette);
    update();
}

void BoardWidget::set_pitch(double pitch) {
    pitch_ = pitch;
    updateGeometry();
    update();
    emit laid_out();
}

std::optional<BoardGeometry> BoardWidget::geometry() const {
    const PlayController* game = drawn_game();
    if (game == nullptr) {
        return std::nullopt;
    }
    const PlayState& state = game->state();
    return BoardGeometry(state.board, state.frame, width(), height(), devicePixelRatioF(), pitch_);
}

QSize BoardWidget::sizeHint() const {
    const PlayController* game = drawn_game();
    if (game == nullptr) {
        return {480, 360};
    }
    // The board's frame at the preferred pitch, with its labels: the same for the whole game.
    const PlayState& state = game->state();
    const int rows = std::max(state.frame.rows, state.board.rows);
    const int cols = std::max(state.frame.cols, state.board.cols);
    const int drawn_rows = state.board.transposable ? cols : rows;
    const int drawn_cols = state.board.transposable ? rows : cols;
    const bool wraps = drawn_rows == 1 && drawn_cols > 20;
    const int per_line = wraps ? 20 : drawn_cols;
    const int lines = wraps ? (drawn_cols + per_line - 1) / per_line : drawn_rows;
    const double across = (per_line + 1.5) * pitch_;
    const double down = (wraps ? lines * 1.8 : lines + 1.5) * pitch_;
    return {static_cast<int>(across), static_cast<int>(down)};
}

QSize BoardWidget::minimumSizeHint() const {
    return {160, 120};
}

void BoardWidget::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const PlayController* game = drawn_game();
    if (game == nullptr) {
        painter.fillRect(rect(), palette().window().color());
        return;
    }
    painter.fillRect(rect(), palette_.background);
    const PlayState& state = game->state();
    const BoardGeometry layout(state.board, state.frame, width(), height(), devicePixelRatioF(),
                               pitch_);
    paint_board(painter, state, layout, palette_, hasFocus());
    if (state.phase == PlayPhase::game_over) {
        paint_result(painter, state.result.empty() ? state.status : state.result, rect(), palette_);
    }
}

void BoardWidget::resizeEvent(QResizeEvent*) {
    emit laid_out();
}

std::optional<Cell> BoardWidget::cell_under(const QPointF& point) const {
    const auto layout = geometry();
    if (!layout) {
        return std::nullopt;
    }
    return layout->cell_at({point.x(), point.y()});
}

void BoardWidget::mouseMoveEvent(QMouseEvent* event) {
    PlayController* game = playable_game();
    if (game == nullptr) {
        return;
    }
    const auto cell = cell_under(event->position());
    if (cell != game->state().hover) {
        game->hover(cell);
        update();
        emit game_changed();
    }
}

void BoardWidget::leaveEvent(QEvent*) {
    PlayController* game = playable_game();
    if (game != nullptr && game->state().hover) {
        game->hover(std::nullopt);
        update();
        emit game_changed();
    }
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    PlayController* game = playable_game();
    if (game == nullptr || event->button() != Qt::LeftButton) {
        return;
    }
    setFocus(Qt::MouseFocusReason);
    if (const auto cell = cell_under(event->position())) {
        // A click where no move is says why (the controller logs the refusal); one where a move
        // is plays it.
        game->play_at(*cell);
        game->hover(cell);
    }
    update();
    emit game_changed();
}

void BoardWidget::wheelEvent(QWheelEvent* event) {
    PlayController* game = playable_game();
    if (game == nullptr || event->angleDelta().y() == 0) {
        return;
    }
    // The wheel counts at the cell under the mouse, where a click would play.
    const PlayState& state = game->state();
    if (state.hover && state.hover_plays && state.marks.pointer != state.hover) {
        game->point(*state.hover);
    }
    game->change_count(event->angleDelta().y() > 0 ? 1 : -1);
    update();
    emit game_changed();
}

}  // namespace marienbad
