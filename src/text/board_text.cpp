// Drawing the board model in each handout's layout.
#include "text/board_text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <functional>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

std::size_t widest(const std::vector<std::string>& labels) {
    std::size_t width = 0;
    for (const std::string& label : labels) {
        width = std::max(width, label.size());
    }
    return width;
}

// Handout 000: "    " then each column index in 3 characters; each row, its number in 3, a space,
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

// How a lattice of cells is laid out: each cell `cell_width` characters, right-aligned, followed
// by `|`; a column label over every `label_every`-th column (counted from the first); at most
// `per_block` columns side by side, the others in blocks below, each with its own labels.
struct LatticePlan {
    std::size_t label_width = 0;  // the row labels', right-aligned, before the first `|`
    std::size_t cell_width = 1;
    std::size_t label_every = 1;
    std::size_t per_block = 0;

    std::size_t width() const { return label_width + per_block * (cell_width + 1) + 1; }
};

// Handout 001's layout: every column labelled, every cell as wide as the widest column label (or
// content).
LatticePlan seed_plan(const std::vector<std::string>& row_labels,
                      const std::vector<std::string>& col_labels, std::size_t content_width) {
    return {widest(row_labels), std::max(widest(col_labels), content_width), 1, col_labels.size()};
}

// The layout that fits `max_width` columns, if any does: handout 001's when it fits; else cells as
// narrow as their contents with a label every 2, 5 or 10 columns, as often as the labels fit
// (as the terminal interface labels a wide grid); else the same cut into blocks of columns, each
// block starting with a labelled column. Row labels are widened when a column label would stick
// out on the left.
LatticePlan fitting_plan(const std::vector<std::string>& row_labels,
                         const std::vector<std::string>& col_labels, std::size_t content_width,
                         std::size_t max_width) {
    LatticePlan plan = seed_plan(row_labels, col_labels, content_width);
    if (plan.width() <= max_width) {
        return plan;
    }
    const std::size_t narrow = std::max<std::size_t>(content_width, 1);
    if (plan.cell_width > narrow) {
        const std::size_t label = widest(col_labels);
        plan.cell_width = narrow;
        for (const std::size_t every : {std::size_t{2}, std::size_t{5}, std::size_t{10}}) {
            plan.label_every = every;
            if (every * (narrow + 1) >= label + 1) {
                break;
            }
        }
        plan.label_width = std::max(plan.label_width, label - narrow);
        if (plan.width() <= max_width) {
            return plan;
        }
    }
    const std::size_t room =
        max_width > plan.label_width + 1 ? max_width - plan.label_width - 1 : 0;
    const std::size_t fitting = room / (plan.cell_width + 1);
    plan.per_block = std::max(plan.label_every, fitting - fitting % plan.label_every);
    return plan;
}

// A lattice laid out by `plan`, `contents[row][col]` in each cell.
std::string render_lattice(const std::vector<std::string>& row_labels,
                           const std::vector<std::string>& col_labels,
                           const std::vector<std::vector<std::string>>& contents,
                           const LatticePlan& plan) {
    std::string text;
    const std::size_t slot = plan.cell_width + 1;
    for (std::size_t first = 0; first < col_labels.size(); first += plan.per_block) {
        const std::size_t last = std::min(first + plan.per_block, col_labels.size());
        std::string header(plan.label_width + (last - first) * slot, ' ');
        for (std::size_t col = first; col < last; col += plan.label_every) {
            const std::string& label = col_labels[col];
            const std::size_t right = plan.label_width + (col - first) * slot + plan.cell_width;
            header.replace(right - label.size() + 1, label.size(), label);
        }
        header.erase(header.find_last_not_of(' ') + 1);
        text += header + '\n';
        for (std::size_t row = 0; row < row_labels.size(); ++row) {
            text += fmt::format("{:>{}}|", row_labels[row], plan.label_width);
            for (std::size_t col = first; col < last; ++col) {
                text += fmt::format("{:>{}}|", contents[row][col], plan.cell_width);
            }
            text += '\n';
        }
    }
    return text;
}

// What each cell of a lattice holds, and the widest of them.
struct LatticeContents {
    std::vector<std::vector<std::string>> cells;  // cells[row][col]
    std::size_t widest = 0;
};

LatticeContents lattice_contents(std::size_t rows, std::size_t cols,
                                 const std::function<std::string(Cell)>& content) {
    LatticeContents contents{std::vector(rows, std::vector<std::string>(cols)), 0};
    for (std::size_t row = 0; row < rows; ++row) {
        for (std::size_t col = 0; col < cols; ++col) {
            std::string& cell = contents.cells[row][col];
            cell = content({static_cast<int>(row), static_cast<int>(col)});
            contents.widest = std::max(contents.widest, cell.size());
        }
    }
    return contents;
}

// Handout 001's layout with `content(cell)` in each cell, while it fits k_explanation_width columns
// (up to 25 columns of the grid); a wider board narrower, as fitting_plan says.
std::string render_lattice(const std::vector<std::string>& row_labels,
                           const std::vector<std::string>& col_labels,
                           const std::function<std::string(Cell)>& content) {
    const LatticeContents contents =
        lattice_contents(row_labels.size(), col_labels.size(), content);
    return render_lattice(
        row_labels, col_labels, contents.cells,
        fitting_plan(row_labels, col_labels, contents.widest, k_explanation_width));
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
                return board.pawn_shape == PawnShape::crown ? "Q" : "O";
            }
            return here.pawns == 1 ? std::to_string(here.first_pawn) : "+";
        });
    if (several) {
        std::vector<std::string> places;
        for (std::size_t pawn = 0; pawn < board.pawns.size(); ++pawn) {
            places.push_back(fmt::format("{} {}", pawn + 1, board.cell_name(board.pawns[pawn])));
        }
        text += trf("{0}: {1}", board.pawns_name, fmt::join(places, ", ")) + "\n";
    }
    return text;
}

// Handout 004's exercise 7: "|0 |1 |..." over "| *| *|...", each place as wide as the widest
// number; with three-digit numbers, no `|` before a block's first place, so that 20 places take 80
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

// `count` labels, the first `first`: "3", "4", ...
std::vector<std::string> numbers_from(int first, int count) {
    std::vector<std::string> labels;
    for (int number = first; number < first + count; ++number) {
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

std::string cell_name(Cell cell) {
    return fmt::format("({},{})", cell.row + 1, cell.col + 1);
}

std::string render_cell_table(int rows, int cols, const std::function<std::string(Cell)>& content,
                              std::size_t max_width, Cell first) {
    const auto row_labels = numbers_from(first.row + 1, rows);
    const auto col_labels = numbers_from(first.col + 1, cols);
    const LatticeContents contents =
        lattice_contents(row_labels.size(), col_labels.size(), content);
    return render_lattice(row_labels, col_labels, contents.cells,
                          fitting_plan(row_labels, col_labels, contents.widest, max_width));
}

}  // namespace marienbad
