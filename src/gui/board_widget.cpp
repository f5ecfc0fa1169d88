// The board widget: painting, hovering, clicking, the wheel.
#include "gui/board_widget.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include "gui/board_painter.hpp"

namespace marienbad {

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent), palette_(board_palette(PaletteKind::colour_blind_safe)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void BoardWidget::show_game(PlayController* game) {
    game_ = game;
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
}

std::optional<BoardGeometry> BoardWidget::geometry() const {
    if (game_ == nullptr) {
        return std::nullopt;
    }
    return BoardGeometry(game_->state().board, width(), height(), devicePixelRatioF(), pitch_);
}

QSize BoardWidget::sizeHint() const {
    if (game_ == nullptr) {
        return {480, 360};
    }
    // The board at the preferred pitch, with its labels.
    const BoardModel board = game_->state().board;
    const int drawn_rows = board.transposable ? board.cols : board.rows;
    const int drawn_cols = board.transposable ? board.rows : board.cols;
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
    const auto layout = geometry();
    painter.fillRect(rect(), layout ? palette_.background : palette().window().color());
    if (!layout) {
        return;
    }
    paint_board(painter, game_->state(), *layout, palette_, hasFocus());
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
    if (game_ == nullptr) {
        return;
    }
    const auto cell = cell_under(event->position());
    if (cell != game_->state().hover) {
        game_->hover(cell);
        update();
        emit game_changed();
    }
}

void BoardWidget::leaveEvent(QEvent*) {
    if (game_ != nullptr && game_->state().hover) {
        game_->hover(std::nullopt);
        update();
        emit game_changed();
    }
}

void BoardWidget::mousePressEvent(QMouseEvent* event) {
    if (game_ == nullptr || event->button() != Qt::LeftButton) {
        return;
    }
    setFocus(Qt::MouseFocusReason);
    if (const auto cell = cell_under(event->position())) {
        // A click where no move is says why (the controller logs the refusal); one where a move
        // is plays it.
        game_->play_at(*cell);
        game_->hover(cell);
    }
    update();
    emit game_changed();
}

void BoardWidget::wheelEvent(QWheelEvent* event) {
    if (game_ == nullptr || event->angleDelta().y() == 0) {
        return;
    }
    // The wheel counts at the cell under the mouse, where a click would play.
    const PlayState state = game_->state();
    if (state.hover && state.hover_plays && state.marks.pointer != state.hover) {
        game_->point(*state.hover);
    }
    game_->change_count(event->angleDelta().y() > 0 ? 1 : -1);
    update();
    emit game_changed();
}

}  // namespace marienbad
