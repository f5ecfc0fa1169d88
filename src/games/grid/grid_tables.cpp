// The grid's tables as text.
#include "games/grid/grid_tables.hpp"

#include <fmt/format.h>

#include "games/grid/grid_board_model.hpp"

namespace marienbad {
namespace {

// The table's cells, `label(value)` in each free cell and `X` in each banned one.
std::string render_value_table(const GridGrundyTable& table, std::size_t max_width,
                               std::string (*label)(int)) {
    return render_cell_table(
        table.rows(), table.cols(),
        [&](Cell cell) {
            const int value = table.value(cell);
            return value < 0 ? std::string("X") : label(value);
        },
        max_width);
}

}  // namespace

std::string render_grid_board(const GridBoard& board, const GridPosition& position) {
    return render_board_text(grid_board_model(board, position));
}

std::string render_grundy_table(const GridGrundyTable& table, std::size_t max_width) {
    return render_value_table(table, max_width, [](int value) { return std::to_string(value); });
}

std::string render_nimber_table(const GridGrundyTable& table, std::size_t max_width) {
    return render_value_table(table, max_width,
                              [](int value) { return std::string(value == 0 ? "0" : "1"); });
}

std::string grid_label_table(const GridGrundyTable& table) {
    const int label_width = static_cast<int>(std::to_string(table.cols()).size());
    const int row_width = static_cast<int>(std::to_string(table.rows()).size());
    std::string text = std::string(static_cast<std::size_t>(row_width), ' ');
    for (int col = 0; col < table.cols(); ++col) {
        text += fmt::format(" {:>{}}", col + 1, label_width);
    }
    text += '\n';
    for (int row = 0; row < table.rows(); ++row) {
        text += fmt::format("{:>{}}", row + 1, row_width);
        for (int col = 0; col < table.cols(); ++col) {
            const int value = table.value({row, col});
            const char* label = value < 0 ? "X" : value == 0 ? "0" : "1";
            text += fmt::format(" {:>{}}", label, label_width);
        }
        text += '\n';
    }
    return text;
}

}  // namespace marienbad
