// The board's cells at a scale, and clicks back to cells.
#include "gui/board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace marienbad {
namespace {

constexpr double k_band = 0.8;   // labels' room, in pitches: above each line, left of the rows
constexpr double k_cell = 0.86;  // a cell's side, in pitches; the rest is the gap

}  // namespace

int label_step(double width, double pitch) {
    for (const int step : {1, 2, 5}) {
        if (width <= pitch * step) {
            return step;
        }
    }
    return 10;
}

BoardGeometry::BoardGeometry(const BoardModel& board, double width, double height,
                             double device_ratio, double largest_pitch)
    : BoardGeometry(board, BoardFrame::of(board), width, height, device_ratio, largest_pitch) {}

BoardGeometry::BoardGeometry(const BoardModel& board, const BoardFrame& frame, double width,
                             double height, double device_ratio, double largest_pitch)
    : board_rows_(board.rows),
      board_cols_(board.cols),
      columns_(frame.columns),
      rows_(std::max(frame.rows, board.rows)),
      cols_(std::max(frame.cols, board.cols)),
      transposed_(board.transposable),
      device_ratio_(std::max(device_ratio, 1.0)) {
    const int drawn_rows = transposed_ ? cols_ : rows_;
    const int drawn_cols = transposed_ ? rows_ : cols_;
    if (drawn_rows == 0 || drawn_cols == 0 || width <= 0 || height <= 0) {
        return;
    }
    // The pitch each arrangement allows; a single row tries every line length.
    const auto pitch_for = [&](int lines, int per_line, bool label_each_line) {
        const double across = per_line + (label_each_line ? 0.5 : k_band);
        const double down = label_each_line ? lines * (1 + k_band) : lines + k_band;
        return std::min(width / across, height / down);
    };
    lines_ = drawn_rows;
    per_line_ = drawn_cols;
    pitch_ = pitch_for(lines_, per_line_, false);
    if (drawn_rows == 1) {
        for (int per_line = 1; per_line <= drawn_cols; ++per_line) {
            const int lines = (drawn_cols + per_line - 1) / per_line;
            const double pitch = pitch_for(lines, per_line, true);
            if (pitch > pitch_ + 1e-9) {
                pitch_ = pitch;
                lines_ = lines;
                per_line_ = per_line;
            }
        }
        wrapped_ = true;
    }
    pitch_ = snap(std::min(pitch_, largest_pitch));
    cell_ = snap(pitch_ * k_cell);
    band_ = snap(pitch_ * k_band);
    const double label_left = wrapped_ ? pitch_ / 2 : band_;
    const double used_width = label_left + per_line_ * pitch_;
    const double used_height = wrapped_ ? lines_ * (pitch_ + band_) : band_ + lines_ * pitch_;
    left_ = snap((width - used_width) / 2 + label_left);
    top_ = snap((height - used_height) / 2 + band_);
}

double BoardGeometry::snap(double logical) const {
    return std::floor(logical * device_ratio_) / device_ratio_;
}

Cell BoardGeometry::in_frame(Cell cell) const {
    const bool framed = cell.col >= 0 && cell.col < static_cast<int>(columns_.size());
    return {cell.row, framed ? columns_[static_cast<std::size_t>(cell.col)] : cell.col};
}

std::optional<Cell> BoardGeometry::in_board(Cell framed) const {
    if (framed.row >= board_rows_) {
        return std::nullopt;
    }
    if (columns_.size() != static_cast<std::size_t>(board_cols_)) {
        return framed.col < board_cols_ ? std::optional(framed) : std::nullopt;
    }
    const auto found = std::find(columns_.begin(), columns_.end(), framed.col);
    if (found == columns_.end()) {
        return std::nullopt;  // a removed column's place
    }
    return Cell{framed.row, static_cast<int>(found - columns_.begin())};
}

PixelRect BoardGeometry::cell_rect(Cell board_cell) const {
    const Cell cell = in_frame(board_cell);
    const int drawn_row = transposed_ ? cell.col : cell.row;
    const int drawn_col = transposed_ ? cell.row : cell.col;
    const int line = wrapped_ ? drawn_col / per_line_ : drawn_row;
    const int column = wrapped_ ? drawn_col % per_line_ : drawn_col;
    const double line_step = wrapped_ ? pitch_ + band_ : pitch_;
    return {left_ + column * pitch_, top_ + line * line_step, cell_, cell_};
}

std::optional<Cell> BoardGeometry::lattice_cell(int line, int column) const {
    if (line < 0 || line >= lines_ || column < 0 || column >= per_line_) {
        return std::nullopt;
    }
    const int drawn_row = wrapped_ ? 0 : line;
    const int drawn_col = wrapped_ ? line * per_line_ + column : column;
    const Cell cell = transposed_ ? Cell{drawn_col, drawn_row} : Cell{drawn_row, drawn_col};
    if (cell.row >= rows_ || cell.col >= cols_) {
        return std::nullopt;
    }
    return in_board(cell);
}

std::optional<Cell> BoardGeometry::cell_at(PixelPoint point) const {
    if (pitch_ <= 0) {
        return std::nullopt;
    }
    const double line_step = wrapped_ ? pitch_ + band_ : pitch_;
    const double down = point.y - top_;
    const double across = point.x - left_;
    if (down < 0 || across < 0) {
        return std::nullopt;
    }
    // A point on a cell's edge belongs to it, whatever the rounding of the division.
    constexpr double k_edge = 1e-9;
    const auto line = static_cast<int>(std::floor(down / line_step + k_edge));
    // On a wrapped row, the band above a line belongs to no cell.
    if (down - line * line_step >= pitch_) {
        return std::nullopt;
    }
    return lattice_cell(line, static_cast<int>(std::floor(across / pitch_ + k_edge)));
}

int BoardGeometry::line_of(int index) const {
    return transposed_ ? in_frame({0, index}).col : index;
}

PixelRect BoardGeometry::line_label_rect(int line) const {
    const double line_step = wrapped_ ? pitch_ + band_ : pitch_;
    return {left_ - band_, top_ + line * line_step, band_ * 0.9, cell_};
}

PixelRect BoardGeometry::column_label_rect(int line, int column) const {
    const double line_step = wrapped_ ? pitch_ + band_ : pitch_;
    return {left_ + column * pitch_, top_ + line * line_step - band_, cell_, band_ * 0.9};
}

}  // namespace marienbad
