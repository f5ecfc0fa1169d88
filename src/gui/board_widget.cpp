// The board widget: painting, hovering, clicking, the wheel.
#include "gui/board_widget.hpp"

#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

#include "gui/board_accessible.hpp"
#include "gui/board_painter.hpp"
#include "gui/qt_text.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

BoardWidget::BoardWidget(GameFlow& flow, QWidget* parent)
    : QWidget(parent), flow_(flow), palette_(board_palette(PaletteKind::colour_blind_safe)) {
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    install_board_accessibility();
    setAccessibleName(qtr("The board"));
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
    const double result = state.phase == PlayPhase::game_over ? result_band_height(height()) : 0;
    return BoardGeometry(state.board, state.frame, state.transposed, width(), height(),
                         devicePixelRatioF(), pitch_, result);
}

QSize BoardWidget::sizeHint() const {
    const PlayController* game = drawn_game();
    if (game == nullptr) {
        return {480, 360};
    }
    // The board's frame at the preferred pitch, with its labels: the same for the whole game.
    const PlayState& state = game->state();
    const PlacementArea roomy{1e6, 1e6, pitch_, pitch_, 0};
    const BoardPlacement placed(state.board, state.frame, state.transposed, roomy);
    return {static_cast<int>(std::ceil(placed.width() * pitch_)),
            static_cast<int>(std::ceil(placed.height() * pitch_))};
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
    const auto layout = geometry();
    paint_board(painter, state, *layout, palette_, hasFocus());
    if (state.phase == PlayPhase::game_over) {
        paint_result(painter, state.result.empty() ? state.status : state.result, rect(), palette_);
    }
}

void BoardWidget::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    told_focus_.reset();
    game_acted();
}

void BoardWidget::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

void BoardWidget::game_acted() {
    update();
    const PlayController* game = drawn_game();
    if (game == nullptr) {
        return;
    }
    const PlayState& state = game->state();
    if (state.board_number != told_board_) {
        told_board_ = state.board_number;
        told_focus_.reset();
        board_changed_for_accessibility(this);
    }
    if (hasFocus() && state.marks.pointer && state.marks.pointer != told_focus_) {
        told_focus_ = state.marks.pointer;
        cell_focused_for_accessibility(this, *state.marks.pointer);
    } else if (state.marks.pointer) {
        cell_changed_for_accessibility(this, *state.marks.pointer);
    }
}

void BoardWidget::acted() {
    game_acted();
    emit game_changed();
}

void BoardWidget::press_cell(Cell cell) {
    if (PlayController* game = playable_game()) {
        setFocus(Qt::OtherFocusReason);
        game->press(cell, Press::tap);
        acted();
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
        // is plays it; one on one of several pawns chooses it.
        game->press(*cell, Press::click);
        game->hover(cell);
    }
    acted();
}

void BoardWidget::wheelEvent(QWheelEvent* event) {
    PlayController* game = playable_game();
    if (game == nullptr || event->angleDelta().y() == 0) {
        return;
    }
    game->wheel(event->angleDelta().y());
    acted();
}

}  // namespace marienbad
