// Painting the board and its marks.
#include "gui/board_painter.hpp"

#include <QPainterPath>
#include <QPolygonF>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace marienbad {
namespace {

QRectF rect_of(const PixelRect& rect) {
    return {rect.x, rect.y, rect.width, rect.height};
}

// Curves and slants are drawn smooth; squares and frames, on whole pixels, need no smoothing and
// paint several times faster without it.
class Smooth {
  public:
    explicit Smooth(QPainter& painter) : painter_(painter) {
        painter_.setRenderHint(QPainter::Antialiasing, true);
    }
    ~Smooth() { painter_.setRenderHint(QPainter::Antialiasing, false); }
    Smooth(const Smooth&) = delete;
    Smooth& operator=(const Smooth&) = delete;

  private:
    QPainter& painter_;
};

// A frame's line: whole pixels, thicker on larger cells.
double frame_width(const QRectF& cell) {
    return std::max(1.0, std::round(cell.width() / 20));
}

// A frame just inside a square, as four filled bands: several times faster than stroking it.
void draw_frame(QPainter& painter, const QRectF& cell, const QColor& colour, double line) {
    painter.fillRect(QRectF(cell.left(), cell.top(), cell.width(), line), colour);
    painter.fillRect(QRectF(cell.left(), cell.bottom() - line, cell.width(), line), colour);
    painter.fillRect(QRectF(cell.left(), cell.top(), line, cell.height()), colour);
    painter.fillRect(QRectF(cell.right() - line, cell.top(), line, cell.height()), colour);
}

bool holds(const std::vector<Cell>& cells, Cell cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// The shade of a seat's marks, and its pattern: solid for the first seat, hatched for the second.
void fill_mark(QPainter& painter, const QRectF& cell, const BoardPalette& palette, Seat seat) {
    const QColor shade = seat == Seat::one ? palette.seat_one : palette.seat_two;
    painter.fillRect(cell, shade);
    if (seat == Seat::two) {
        QBrush hatch(palette.frame, Qt::BDiagPattern);
        painter.fillRect(cell, hatch);
    }
}

void draw_star(QPainter& painter, const QRectF& cell, const BoardPalette& palette) {
    QPolygonF star;
    const QPointF centre = cell.center();
    const double outer = cell.width() * 0.36;
    const double inner = outer * 0.45;
    for (int point = 0; point < 10; ++point) {
        const double angle = -std::numbers::pi / 2 + point * std::numbers::pi / 5;
        const double radius = point % 2 == 0 ? outer : inner;
        star << QPointF(centre.x() + radius * std::cos(angle),
                        centre.y() + radius * std::sin(angle));
    }
    const Smooth smooth(painter);
    painter.setPen(QPen(palette.frame, std::max(1.0, cell.width() / 24)));
    painter.setBrush(palette.winning);
    painter.drawPolygon(star);
}

// A pawn: a disc, or a crown (PawnShape::crown: a band and three points, as the web
// page draws it), numbered when there are several.
void draw_pawn(QPainter& painter, const QRectF& cell, const BoardCell& board_cell,
               const BoardPalette& palette, bool numbered, PawnShape shape) {
    QRectF disc = cell.adjusted(cell.width() * 0.18, cell.height() * 0.18, -cell.width() * 0.18,
                                -cell.height() * 0.18);
    const Smooth smooth(painter);
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette.pawn);
    if (shape == PawnShape::crown) {
        QPolygonF crown;
        for (const auto& [x, y] : {std::pair{0.18, 0.8},
                                   {0.18, 0.3},
                                   {0.34, 0.52},
                                   {0.5, 0.22},
                                   {0.66, 0.52},
                                   {0.82, 0.3},
                                   {0.82, 0.8}}) {
            crown << QPointF(cell.x() + x * cell.width(), cell.y() + y * cell.height());
        }
        painter.drawPolygon(crown);
        disc = QRectF(cell.x() + cell.width() * 0.25, cell.y() + cell.height() * 0.45,
                      cell.width() * 0.5, cell.height() * 0.32);
    } else {
        painter.drawEllipse(disc);
    }
    if (numbered || board_cell.pawns > 1) {
        QFont font = painter.font();
        font.setPixelSize(std::max(6, static_cast<int>(cell.height() * 0.38)));
        painter.setFont(font);
        painter.setPen(palette.pawn_text);
        painter.drawText(
            disc, Qt::AlignCenter,
            board_cell.pawns > 1 ? QStringLiteral("+") : QString::number(board_cell.first_pawn));
    }
}

// A cell by its kind, framed.
void draw_cell(QPainter& painter, const QRectF& cell, const BoardCell& board_cell,
               const BoardPalette& palette) {
    const double line = frame_width(cell);
    switch (board_cell.kind) {
        case CellKind::piece:
            painter.fillRect(cell, palette.piece);
            break;
        case CellKind::match: {
            // A match stands upright in its place.
            const QRectF stick = cell.adjusted(cell.width() * 0.34, 0, -cell.width() * 0.34, 0);
            painter.fillRect(stick, palette.piece);
            draw_frame(painter, stick, palette.frame, line);
            return;
        }
        case CellKind::banned: {
            painter.fillRect(cell, palette.banned);
            const Smooth smooth(painter);
            painter.setPen(QPen(palette.banned_mark, line * 2));
            painter.drawLine(
                cell.topLeft() + QPointF(cell.width() * 0.25, cell.height() * 0.25),
                cell.bottomRight() - QPointF(cell.width() * 0.25, cell.height() * 0.25));
            painter.drawLine(
                cell.topRight() + QPointF(-cell.width() * 0.25, cell.height() * 0.25),
                cell.bottomLeft() + QPointF(cell.width() * 0.25, -cell.height() * 0.25));
            break;
        }
        case CellKind::sink: {
            painter.fillRect(cell, palette.free_cell);
            const Smooth smooth(painter);
            painter.setPen(QPen(palette.sink, line * 2));
            painter.setBrush(Qt::NoBrush);
            const QRectF ring = cell.adjusted(cell.width() * 0.15, cell.height() * 0.15,
                                              -cell.width() * 0.15, -cell.height() * 0.15);
            painter.drawEllipse(ring);
            painter.drawEllipse(ring.adjusted(ring.width() * 0.3, ring.height() * 0.3,
                                              -ring.width() * 0.3, -ring.height() * 0.3));
            break;
        }
        case CellKind::free:
            painter.fillRect(cell, palette.free_cell);
            break;
        case CellKind::empty: {
            // An empty place of the row: a dot, so a gap shows.
            const Smooth smooth(painter);
            painter.setPen(Qt::NoPen);
            painter.setBrush(palette.label);
            const double dot = cell.width() * 0.12;
            painter.drawEllipse(cell.center(), dot, dot);
            return;
        }
    }
    draw_frame(painter, cell, palette.frame, line);
}

void draw_labels(QPainter& painter, const BoardGeometry& geometry, const BoardPalette& palette) {
    QFont font = painter.font();
    // At most 24 pixels: larger glyphs leave Qt's glyph cache and paint ten times slower.
    font.setPixelSize(std::clamp(static_cast<int>(geometry.label_size()), 6, 24));
    painter.setFont(font);
    painter.setPen(palette.label);
    for (const PixelLabel& label : geometry.labels()) {
        const QTextOption alignment(label.line_label ? Qt::AlignRight | Qt::AlignVCenter
                                                     : Qt::AlignHCenter | Qt::AlignBottom);
        painter.drawText(rect_of(label.rect), QString::fromStdString(label.text), alignment);
    }
}

}  // namespace

void paint_board(QPainter& painter, const PlayState& state, const BoardGeometry& geometry,
                 const BoardPalette& palette, bool focused) {
    const BoardModel& board = state.board;
    const BoardMarks& marks = state.marks;
    painter.setRenderHint(QPainter::Antialiasing, false);
    draw_labels(painter, geometry, palette);
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            const Cell cell{row, col};
            const BoardCell& board_cell = board.at(cell);
            const QRectF rect = rect_of(geometry.cell_rect(cell));
            draw_cell(painter, rect, board_cell, palette);
            // What a click under the mouse takes, else what the pointer's move takes.
            const bool marked = holds(marks.computer, cell) || holds(marks.hovered, cell) ||
                                (marks.hovered.empty() && holds(marks.pointed, cell));
            if (marked) {
                const QRectF inside =
                    board_cell.kind == CellKind::match
                        ? rect.adjusted(rect.width() * 0.34, 0, -rect.width() * 0.34, 0)
                        : rect;
                fill_mark(painter, inside, palette, state.seat_to_move);
                draw_frame(painter, inside, palette.frame, frame_width(rect));
            }
            if (board_cell.pawns > 0) {
                draw_pawn(painter, rect, board_cell, palette, board.pawns.size() > 1,
                          board.pawn_shape);
            }
            if (holds(marks.winning, cell)) {
                draw_star(painter, rect, palette);
            }
        }
    }
    if (marks.pointer && board.contains(*marks.pointer)) {
        const QRectF rect = rect_of(geometry.cell_rect(*marks.pointer));
        const double gap = geometry.pitch() - geometry.cell_size();
        const double ring = std::max(2.0, std::round(gap * 0.45));
        painter.setPen(QPen(palette.focus, ring, focused ? Qt::SolidLine : Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(
            rect.adjusted(-ring / 2 - 0.5, -ring / 2 - 0.5, ring / 2 + 0.5, ring / 2 + 0.5));
    }
}

double result_band_height(double board_height) {
    return std::clamp(board_height / 9, 28.0, 56.0);
}

void paint_result(QPainter& painter, const std::string& result, const QRectF& area,
                  const BoardPalette& palette) {
    const QRectF band(area.left(), area.top(), area.width(), result_band_height(area.height()));
    QFont font = painter.font();
    font.setPixelSize(std::clamp(static_cast<int>(band.height() * 0.55), 12, 32));
    font.setBold(true);
    // As large as the band allows, and no wider than the board.
    const QString text = QString::fromStdString(result);
    while (font.pixelSize() > 10 &&
           QFontMetricsF(font).horizontalAdvance(text) > band.width() * 0.95) {
        font.setPixelSize(font.pixelSize() - 1);
    }
    painter.setFont(font);
    painter.setPen(palette.label);
    painter.drawText(band, Qt::AlignCenter, text);
}

}  // namespace marienbad
