// The board's layout as one line of JSON.
#include "gui/layout_report.hpp"

#include <fmt/format.h>

#include <cmath>

namespace marienbad {

std::string layout_report(const BoardWidget& board) {
    const auto layout = board.geometry();
    if (!layout) {
        return {};
    }
    std::string cells;
    for (int row = 0; row < layout->rows(); ++row) {
        for (int col = 0; col < layout->cols(); ++col) {
            const PixelPoint centre = layout->cell_rect({row, col}).centre();
            const QPoint in_window =
                board.mapTo(board.window(), QPoint(static_cast<int>(std::lround(centre.x)),
                                                   static_cast<int>(std::lround(centre.y))));
            cells += fmt::format("{}[{},{},{},{}]", cells.empty() ? "" : ",", row, col,
                                 in_window.x(), in_window.y());
        }
    }
    return fmt::format(R"({{"rows":{},"cols":{},"cells":[{}]}})", layout->rows(), layout->cols(),
                       cells);
}

}  // namespace marienbad
