// Drawing the grid and its table of values in seed 001 §5's layout.
#include "text/grid_board_text.hpp"

#include <fmt/format.h>

#include <functional>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

int digits(int number) {
    return static_cast<int>(fmt::formatted_size("{}", number));
}

// Seed 001's layout with `content(cell)` in each cell, widened to two characters per cell
// when the column numbers need them.
std::string render_cells(const GridBoard& board, const std::function<std::string(Cell)>& content) {
    const int cell_width = digits(board.cols());
    const int label_width = digits(board.rows());
    std::string text(static_cast<std::size_t>(label_width), ' ');
    for (int col = 1; col <= board.cols(); ++col) {
        text += fmt::format(" {:>{}}", col, cell_width);
    }
    text += '\n';
    for (int row = 0; row < board.rows(); ++row) {
        text += fmt::format("{:>{}}|", row + 1, label_width);
        for (int col = 0; col < board.cols(); ++col) {
            text += fmt::format("{:>{}}|", content({row, col}), cell_width);
        }
        text += '\n';
    }
    return text;
}

}  // namespace

std::string cell_name(Cell cell) {
    return fmt::format("({},{})", cell.row + 1, cell.col + 1);
}

std::string render_grid_board(const GridBoard& board, const GridPosition& position) {
    const bool several = position.pawns.size() > 1;
    std::string text = render_cells(board, [&](Cell cell) -> std::string {
        int pawns_here = 0;
        std::size_t first_pawn_here = 0;
        for (std::size_t pawn = 0; pawn < position.pawns.size(); ++pawn) {
            if (position.pawns[pawn] == cell && pawns_here++ == 0) {
                first_pawn_here = pawn;
            }
        }
        if (pawns_here == 0) {
            return board.is_banned(cell) ? "X" : "-";
        }
        if (!several) {
            return "O";
        }
        return pawns_here == 1 ? std::to_string(first_pawn_here + 1) : "+";
    });
    if (several) {
        std::vector<std::string> places;
        for (std::size_t pawn = 0; pawn < position.pawns.size(); ++pawn) {
            places.push_back(fmt::format("{} {}", pawn + 1, cell_name(position.pawns[pawn])));
        }
        text += trf("Pawns: {0}", fmt::join(places, ", ")) + "\n";
    }
    return text;
}

std::string render_grundy_table(const GridBoard& board, const GridGrundyTable& table) {
    return render_cells(board, [&](Cell cell) {
        return board.is_banned(cell) ? std::string("X") : std::to_string(table.value(cell));
    });
}

}  // namespace marienbad
