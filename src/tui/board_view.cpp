// Laying the board model out, and drawing it.
#include "tui/board_view.hpp"

#include <algorithm>
#include <array>

#include "tui/glyphs.hpp"

namespace marienbad {
namespace {

constexpr int k_margin = 1;  // columns left of the row labels

int widest(const std::vector<std::string>& labels) {
    int width = 0;
    for (const std::string& label : labels) {
        width = std::max(width, screen_width(label));
    }
    return width;
}

const std::vector<std::string>& view_row_labels(const BoardModel& board, bool transposed) {
    return transposed ? board.col_labels : board.row_labels;
}

const std::vector<std::string>& view_col_labels(const BoardModel& board, bool transposed) {
    return transposed ? board.row_labels : board.col_labels;
}

// The plan of one orientation and gap, every column side by side.
BoardPlan whole_plan(const BoardModel& board, bool transposed, int gap) {
    BoardPlan plan;
    plan.transposed = transposed;
    plan.gap = gap;
    plan.view_rows = transposed ? board.cols : board.rows;
    plan.view_cols = transposed ? board.rows : board.cols;
    plan.cell_width = std::max(1, widest(view_col_labels(board, transposed)));
    plan.label_width = widest(view_row_labels(board, transposed));
    plan.per_block = plan.view_cols;
    return plan;
}

// The plan with cells one column wide and a label only every 2, 5 or 10 columns, as often as
// the labels fit; none when every column's label fits already.
std::optional<BoardPlan> sparse_plan(BoardPlan plan) {
    if (plan.cell_width == 1) {
        return std::nullopt;
    }
    constexpr int k_slot = 2;  // a cell one column wide and its gap
    for (const int every : {2, 5, 10}) {
        if (every * k_slot >= plan.cell_width + 1) {
            plan.label_every = every;
            plan.cell_width = 1;
            plan.gap = 1;
            return plan;
        }
    }
    return std::nullopt;
}

// The same plan cut into blocks that fit `width`; none when not even one column fits.
std::optional<BoardPlan> blocks_plan(BoardPlan plan, int width) {
    const int room = width - k_margin - plan.label_width - 1;
    const int per_block = room / (plan.cell_width + plan.gap);
    if (per_block < 1) {
        return std::nullopt;
    }
    plan.per_block = std::min(per_block, plan.view_cols);
    return plan;
}

bool fits_in(const BoardPlan& plan, int width, int height) {
    return plan.width() <= width && plan.height() <= height;
}

// How many times larger the area must get for the plan: the larger of the two ratios.
double enlargement(const BoardPlan& plan, int width, int height) {
    const auto ratio = [](int need, int have) {
        return have <= 0 ? static_cast<double>(need) + 1.0
                         : static_cast<double>(need) / static_cast<double>(have);
    };
    return std::max(ratio(plan.width(), width), ratio(plan.height(), height));
}

bool contains(const std::vector<Cell>& cells, Cell cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// The character and style of a cell without marks.
ScreenCell plain_cell(const BoardCell& cell, const BoardModel& board, const Glyphs& glyphs) {
    if (cell.pawns > 0) {
        if (cell.pawns > 1) {
            return {glyphs.several_pawns, Style::pawn};
        }
        const bool one_pawn = board.pawns.size() == 1;
        const auto digit = static_cast<char32_t>(U'0' + static_cast<char32_t>(cell.first_pawn));
        const char32_t alone = board.pawn_shape == PawnShape::crown ? glyphs.crown : glyphs.pawn;
        return {one_pawn ? alone : digit, Style::pawn};
    }
    switch (cell.kind) {
        case CellKind::piece:
            return {glyphs.piece, Style::piece};
        case CellKind::match:
            return {glyphs.match, Style::piece};
        case CellKind::free:
            return {glyphs.free_cell, Style::free_cell};
        case CellKind::banned:
            return {glyphs.banned, Style::banned};
        case CellKind::sink:
            return {glyphs.sink, Style::sink};
        case CellKind::empty:
            break;
    }
    return {U' ', Style::plain};
}

}  // namespace

int BoardPlan::blocks() const {
    return per_block == 0 ? 0 : (view_cols + per_block - 1) / per_block;
}

int BoardPlan::width() const {
    return view_cols == 0 ? 0 : k_margin + label_width + per_block * (cell_width + gap) + 1;
}

int BoardPlan::height() const {
    const int count = blocks();
    return count == 0 ? 0 : count * (view_rows + 1) + (count - 1);
}

BoardView::BoardView(const BoardModel& board, int width, int height, std::optional<bool> kept)
    : board_(board) {
    std::vector<BoardPlan> candidates;
    std::vector<bool> orientations{false};
    if (board.transposable) {
        orientations.push_back(true);
    }
    if (kept && (!*kept || board.transposable)) {
        orientations = {*kept};
    }
    for (const bool transposed : orientations) {
        candidates.push_back(whole_plan(board, transposed, 2));
        candidates.push_back(whole_plan(board, transposed, 1));
    }
    // A single row reads on from block to block, as text does; other lattices first narrow.
    if (board.rows == 1) {
        if (auto cut = blocks_plan(whole_plan(board, false, 1), width)) {
            candidates.push_back(*cut);
        }
    }
    for (const bool transposed : orientations) {
        if (auto sparse = sparse_plan(whole_plan(board, transposed, 1))) {
            candidates.push_back(*sparse);
        }
    }
    for (const bool transposed : orientations) {
        const BoardPlan whole = whole_plan(board, transposed, 1);
        for (const auto& plan : {std::optional<BoardPlan>(whole), sparse_plan(whole)}) {
            if (!plan) {
                continue;
            }
            if (auto cut = blocks_plan(*plan, width)) {
                candidates.push_back(*cut);
            }
        }
    }
    const auto fitting =
        std::find_if(candidates.begin(), candidates.end(),
                     [&](const BoardPlan& plan) { return fits_in(plan, width, height); });
    if (fitting != candidates.end()) {
        plan_ = *fitting;
        fits_ = true;
        needed_ = {plan_.width(), plan_.height()};
        return;
    }
    // Nothing fits: the plan the fewest enlargements away (then the smallest), each orientation
    // also cut at the narrowest width it takes.
    for (const bool transposed : orientations) {
        const BoardPlan whole = whole_plan(board, transposed, 1);
        if (auto narrowest = blocks_plan(
                whole, k_margin + whole.label_width + whole.cell_width + whole.gap + 1)) {
            candidates.push_back(*narrowest);
        }
    }
    const auto cost = [&](const BoardPlan& plan) {
        return std::pair{enlargement(plan, width, height), plan.width() * plan.height()};
    };
    plan_ = *std::min_element(
        candidates.begin(), candidates.end(),
        [&](const BoardPlan& a, const BoardPlan& b) { return cost(a) < cost(b); });
    needed_ = {plan_.width(), plan_.height()};
}

Cell BoardView::view_cell(Cell cell) const {
    return plan_.transposed ? Cell{cell.col, cell.row} : cell;
}

Cell BoardView::position(Cell cell) const {
    const Cell view = view_cell(cell);
    const int block = view.col / plan_.per_block;
    const int column = view.col % plan_.per_block;
    return {block * (plan_.view_rows + 2) + 1 + view.row,
            k_margin + plan_.label_width + column * (plan_.cell_width + plan_.gap) + plan_.gap +
                plan_.cell_width - 1};
}

std::optional<Cell> BoardView::cell_at(int row, int col) const {
    if (plan_.per_block == 0 || row < 0) {
        return std::nullopt;
    }
    const int block = row / (plan_.view_rows + 2);
    const int view_row = row % (plan_.view_rows + 2) - 1;
    const int slot = col - k_margin - plan_.label_width;
    if (view_row < 0 || view_row >= plan_.view_rows || slot < 0) {
        return std::nullopt;
    }
    const int column = slot / (plan_.cell_width + plan_.gap);
    const int view_col = block * plan_.per_block + column;
    if (column >= plan_.per_block || view_col >= plan_.view_cols) {
        return std::nullopt;
    }
    return plan_.transposed ? Cell{view_col, view_row} : Cell{view_row, view_col};
}

void BoardView::draw(Screen& screen, int top, int left, const BoardMarks& marks,
                     bool colour) const {
    const Glyphs& glyphs = glyphs_for(screen.ascii());
    const auto& row_labels = view_row_labels(board_, plan_.transposed);
    const auto& col_labels = view_col_labels(board_, plan_.transposed);
    const int slot = plan_.cell_width + plan_.gap;
    for (int block = 0; block < plan_.blocks(); ++block) {
        const int label_line = top + block * (plan_.view_rows + 2);
        const int first = block * plan_.per_block;
        const int last = std::min(first + plan_.per_block, plan_.view_cols);
        for (int view_col = first; view_col < last; ++view_col) {
            if (view_col % plan_.label_every != 0) {
                continue;
            }
            const std::string& label = col_labels[static_cast<std::size_t>(view_col)];
            const int right = left + k_margin + plan_.label_width + (view_col - first) * slot +
                              slot;  // one past the cell
            screen.write(label_line, right - screen_width(label), label, Style::label);
        }
        for (int view_row = 0; view_row < plan_.view_rows; ++view_row) {
            const std::string& label = row_labels[static_cast<std::size_t>(view_row)];
            screen.write(label_line + 1 + view_row,
                         left + k_margin + plan_.label_width - screen_width(label), label,
                         Style::label);
        }
    }
    // Marks, the strongest last: the choice, a hint's winning moves (seen even under the cursor,
    // which a hint puts on one of them), the computer's move.
    const std::array<std::pair<const std::vector<Cell>*, std::pair<char32_t, Style>>, 4> layers{{
        {&marks.hovered, {glyphs.chosen, Style::chosen}},
        {&marks.pointed, {glyphs.chosen, Style::chosen}},
        {&marks.winning, {glyphs.winning, Style::winning}},
        {&marks.computer, {glyphs.computer, Style::computer}},
    }};
    for (int row = 0; row < board_.rows; ++row) {
        for (int col = 0; col < board_.cols; ++col) {
            const Cell cell{row, col};
            const BoardCell& board_cell = board_.at(cell);
            ScreenCell shown = plain_cell(board_cell, board_, glyphs);
            for (const auto& [cells, mark] : layers) {
                if (contains(*cells, cell)) {
                    if (!colour && board_cell.pawns == 0) {
                        shown.character = mark.first;
                    }
                    shown.style = mark.second;
                }
            }
            const Cell at = position(cell);
            screen.put(top + at.row, left + at.col, shown.character, shown.style);
        }
    }
    if (marks.pointer && board_.contains(*marks.pointer)) {
        const Cell at = position(*marks.pointer);
        screen.put(top + at.row, left + at.col - 1, U'[', Style::cursor);
        screen.put(top + at.row, left + at.col + 1, U']', Style::cursor);
    }
}

}  // namespace marienbad
