// The board's cells at a scale, and clicks back to cells.
#include "gui/board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace marienbad {
namespace {

constexpr double k_smallest_label = 9;  // logical pixels: a label stays readable

PlacementArea area_of(double width, double height, double largest_pitch) {
    return {std::max(width, 0.0), std::max(height, 0.0), largest_pitch, 0, k_smallest_label};
}

}  // namespace

BoardGeometry::BoardGeometry(const BoardModel& board, double width, double height,
                             double device_ratio, double largest_pitch)
    : BoardGeometry(board, BoardFrame::of(board), board.transposable, width, height, device_ratio,
                    largest_pitch) {}

BoardGeometry::BoardGeometry(const BoardModel& board, const BoardFrame& frame, bool transposed,
                             double width, double height, double device_ratio, double largest_pitch,
                             double reserved_top)
    : placement_(board, frame, transposed, area_of(width, height - reserved_top, largest_pitch)),
      rows_(board.rows),
      cols_(board.cols),
      device_ratio_(std::max(device_ratio, 1.0)) {
    if (placement_.pitch() <= 0) {
        return;
    }
    pitch_ = snap(placement_.pitch());
    cell_ = snap(pitch_ * BoardPlacement::cell_side);
    line_step_ = placement_.wrapped() ? snap(pitch_ * (placement_.label_top() + 1)) : pitch_;
    const double band_left = placement_.label_left() * pitch_;
    const double band_top = placement_.label_top() * pitch_;
    const double used_width = band_left + placement_.per_line() * pitch_;
    const double used_height = placement_.wrapped() ? placement_.lines() * line_step_
                                                    : band_top + placement_.lines() * pitch_;
    left_ = snap((width - used_width) / 2 + band_left);
    top_ = snap(reserved_top + (height - reserved_top - used_height) / 2 + band_top);
}

double BoardGeometry::snap(double logical) const {
    return std::floor(logical * device_ratio_ + 1e-9) / device_ratio_;
}

double BoardGeometry::down(double units) const {
    const double top = top_ - placement_.label_top() * pitch_;
    if (!placement_.wrapped()) {
        return top + units * pitch_;
    }
    const double line_units = placement_.label_top() + 1;
    const double line = std::floor(units / line_units + 1e-9);
    return top + line * line_step_ + (units - line * line_units) * pitch_;
}

PixelRect BoardGeometry::cell_rect(Cell cell) const {
    const auto [line, column] = placement_.drawn_place(cell);
    return {left_ + column * pitch_, top_ + line * line_step_, cell_, cell_};
}

std::optional<Cell> BoardGeometry::cell_at(PixelPoint point) const {
    if (pitch_ <= 0) {
        return std::nullopt;
    }
    // A point on a cell's edge belongs to it, whatever the rounding of the division.
    constexpr double k_edge = 1e-9;
    const double across = point.x - left_;
    const double below = point.y - top_;
    if (across < 0 || below < 0) {
        return std::nullopt;
    }
    const auto line = static_cast<int>(std::floor(below / line_step_ + k_edge));
    // On a wrapped row, the band above a line belongs to no cell.
    if (below - line * line_step_ >= pitch_) {
        return std::nullopt;
    }
    return placement_.cell_at_place(line, static_cast<int>(std::floor(across / pitch_ + k_edge)));
}

std::vector<PixelLabel> BoardGeometry::labels() const {
    std::vector<PixelLabel> painted;
    const double left = left_ - placement_.label_left() * pitch_;
    for (const PlacedLabel& label : placement_.labels()) {
        const double top = down(label.rect.y);
        painted.push_back({label.text,
                           {left + label.rect.x * pitch_, top, label.rect.width * pitch_,
                            down(label.rect.y + label.rect.height) - top},
                           label.line_label});
    }
    return painted;
}

}  // namespace marienbad
