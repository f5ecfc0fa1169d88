// Drawing the board model in each seed's layout.
#include "text/board_text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <functional>

#include "i18n/i18n.hpp"
#include "session/grid_session.hpp"
#include "session/nim_session.hpp"
#include "session/row_session.hpp"

namespace marienbad {
namespace {

std::size_t widest(const std::vector<std::string>& labels) {
    std::size_t width = 0;
    for (const std::string& label : labels) {
        width = std::max(width, label.size());
    }
    return width;
}

// Seed 000: "    " then each column index in 3 characters; each row, its number in 3, a space,
// then "  *" for a piece or three spaces, with the trailing spaces cut.
std::string render_piles(const BoardModel& board) {
    std::string text = "    ";
    for (const std::string& label : board.col_labels) {
        text += fmt::format("{:>3}", label);
    }
    text += '\n';
    for (int row = 0; row < board.rows; ++row) {
        std::string line = fmt::format("{:>3} ", board.row_labels[static_cast<std::size_t>(row)]);
        for (int col = 0; col < board.cols; ++col) {
            line += board.at({row, col}).kind == CellKind::piece ? "  *" : "   ";
        }
        line.erase(line.find_last_not_of(' ') + 1);
        text += line + '\n';
    }
    return text;
}

// Seed 001's layout with `content(cell)` in each cell.
std::string render_lattice(const std::vector<std::string>& row_labels,
                           const std::vector<std::string>& col_labels,
                           const std::function<std::string(Cell)>& content) {
    const std::size_t cell_width = widest(col_labels);
    const std::size_t label_width = widest(row_labels);
    std::string text(label_width, ' ');
    for (const std::string& label : col_labels) {
        text += fmt::format(" {:>{}}", label, cell_width);
    }
    text += '\n';
    for (std::size_t row = 0; row < row_labels.size(); ++row) {
        text += fmt::format("{:>{}}|", row_labels[row], label_width);
        for (std::size_t col = 0; col < col_labels.size(); ++col) {
            text += fmt::format("{:>{}}|", content({static_cast<int>(row), static_cast<int>(col)}),
                                cell_width);
        }
        text += '\n';
    }
    return text;
}

std::string render_grid(const BoardModel& board) {
    const bool several = board.pawns.size() > 1;
    std::string text =
        render_lattice(board.row_labels, board.col_labels, [&](Cell cell) -> std::string {
            const BoardCell& here = board.at(cell);
            if (here.pawns == 0) {
                return here.kind == CellKind::banned ? "X" : "-";
            }
            if (!several) {
                return "O";
            }
            return here.pawns == 1 ? std::to_string(here.first_pawn) : "+";
        });
    if (several) {
        std::vector<std::string> places;
        for (std::size_t pawn = 0; pawn < board.pawns.size(); ++pawn) {
            places.push_back(fmt::format("{} {}", pawn + 1, board.cell_name(board.pawns[pawn])));
        }
        text += trf("Pawns: {0}", fmt::join(places, ", ")) + "\n";
    }
    return text;
}

// Seed 004's exercise 7: "|0 |1 |..." over "| *| *|...", each place as wide as the widest number;
// with three-digit numbers, no `|` before a block's first place, so that 20 places take 80
// columns.
std::string render_places(const BoardModel& board) {
    const std::size_t width = board.col_labels.empty() ? 1 : board.col_labels.back().size();
    const std::string first_bar = width < 3 ? "|" : "";
    std::string text;
    for (int block_start = 0; block_start < board.cols; block_start += k_row_places_per_block) {
        const int block_end = std::min(block_start + k_row_places_per_block, board.cols);
        std::string numbers = first_bar;
        std::string marks = first_bar;
        for (int place = block_start; place < block_end; ++place) {
            numbers +=
                fmt::format("{:>{}}|", board.col_labels[static_cast<std::size_t>(place)], width);
            marks += fmt::format("{:>{}}|",
                                 board.at({0, place}).kind == CellKind::match ? "*" : " ", width);
        }
        text += numbers + "\n" + marks + "\n";
    }
    return text;
}

std::vector<std::string> numbers_from_one(int count) {
    std::vector<std::string> labels;
    for (int number = 1; number <= count; ++number) {
        labels.push_back(std::to_string(number));
    }
    return labels;
}

}  // namespace

std::string render_board_text(const BoardModel& board) {
    switch (board.layout) {
        case BoardLayout::piles_as_columns:
            return render_piles(board);
        case BoardLayout::grid:
            return render_grid(board);
        case BoardLayout::row_of_places:
            return render_places(board);
    }
    return {};
}

std::string render_nim_board(const NimPosition& position) {
    return render_board_text(nim_board_model(position));
}

std::string render_grid_board(const GridBoard& board, const GridPosition& position) {
    return render_board_text(grid_board_model(board, position));
}

std::string render_row_board(const RowPosition& position) {
    return render_board_text(row_board_model(RowRules(Convention::misere), position));
}

std::string cell_name(Cell cell) {
    return fmt::format("({},{})", cell.row + 1, cell.col + 1);
}

std::string render_grundy_table(const GridGrundyTable& table) {
    return render_lattice(numbers_from_one(table.rows()), numbers_from_one(table.cols()),
                          [&](Cell cell) {
                              const int value = table.value(cell);
                              return value < 0 ? std::string("X") : std::to_string(value);
                          });
}

}  // namespace marienbad
