// The board laid out in pitches.
#include "play/board_placement.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "i18n/i18n.hpp"
#include "text/utf8_text.hpp"

namespace marienbad {
namespace {

constexpr double k_label_size = 0.42;  // a label's font size, in pitches, when it has room
constexpr double k_character = 0.62;   // a digit's width, in font sizes (about, in any font)
constexpr double k_margin = 0.12;      // between a line's label and its first cell
constexpr double k_comfortable = 0.6;  // a single row stays on fewer lines down to this share
                                       // of the largest pitch
constexpr int k_label_steps[] = {1, 2, 5, 10};

std::size_t characters(const std::string& text) {
    return utf8_characters(text).size();
}

std::size_t widest(const std::vector<std::string>& labels) {
    std::size_t most = 0;
    for (const std::string& label : labels) {
        most = std::max(most, characters(label));
    }
    return most;
}

bool any_text(const std::vector<std::string>& labels) {
    return std::any_of(labels.begin(), labels.end(),
                       [](const std::string& label) { return !label.empty(); });
}

// An arrangement of the drawn lattice: how many lines, how many cells a line, at what pitch.
struct Arrangement {
    int lines = 0;
    int per_line = 0;
    double pitch = 0;
};

}  // namespace

BoardPlacement::BoardPlacement(const BoardModel& board, const BoardFrame& frame, bool transposed,
                               const PlacementArea& area)
    : board_rows_(board.rows),
      board_cols_(board.cols),
      columns_(frame.columns),
      rows_(std::max(frame.rows, board.rows)),
      cols_(std::max(frame.cols, board.cols)),
      transposed_(transposed && board.transposable) {
    if (columns_.size() != static_cast<std::size_t>(board_cols_)) {
        columns_.clear();
        for (int col = 0; col < board_cols_; ++col) {
            columns_.push_back(col);
        }
    }
    const int drawn_rows = transposed_ ? cols_ : rows_;
    const int drawn_cols = transposed_ ? rows_ : cols_;
    wrapped_ = !transposed_ && drawn_rows == 1;
    const auto& line_labels = transposed_ ? board.col_labels : board.row_labels;
    const auto& column_labels = transposed_ ? board.row_labels : board.col_labels;
    const bool line_labelled = !wrapped_ && any_text(line_labels);
    const bool column_labelled = any_text(column_labels);
    if (drawn_rows == 0 || drawn_cols == 0 || area.width <= 0 || area.height <= 0) {
        return;
    }
    // The room the labels take, in pitches, at a label size.
    const auto bands = [&](double size) {
        label_top_ = column_labelled ? size * 1.3 : 0.15;
        label_left_ = line_labelled
                          ? static_cast<double>(widest(line_labels)) * k_character * size +
                                size * 0.35 + k_margin
                          : 0.1;
    };
    const auto fit = [&](int lines, int per_line) {
        const double across = label_left_ + per_line + 0.05;
        const double down = wrapped_ ? lines * (label_top_ + 1) : label_top_ + lines + 0.05;
        return std::min(area.width / across, area.height / down);
    };
    const auto arrange = [&] {
        Arrangement chosen{drawn_rows, drawn_cols, 0};
        if (!wrapped_) {
            chosen.pitch = fit(drawn_rows, drawn_cols);
        } else {
            // A single row: the fewest lines at a comfortable pitch, else the largest pitch.
            const double comfortable =
                std::max(area.smallest_pitch, k_comfortable * area.largest_pitch);
            std::optional<Arrangement> best;
            std::optional<Arrangement> fewest;
            for (int lines = 1; lines <= drawn_cols; ++lines) {
                const int per_line = (drawn_cols + lines - 1) / lines;
                if (per_line * (lines - 1) >= drawn_cols) {
                    continue;  // the same lines as fewer would make
                }
                const Arrangement candidate{lines, per_line,
                                            std::min(fit(lines, per_line), area.largest_pitch)};
                if (!best || candidate.pitch > best->pitch + 1e-9) {
                    best = candidate;
                }
                if (!fewest && candidate.pitch >= comfortable - 1e-9) {
                    fewest = candidate;
                }
            }
            chosen = fewest.value_or(*best);
            if (chosen.pitch < area.smallest_pitch && area.smallest_pitch > 0) {
                // Too long for the area at a finger's pitch: as many a line as the width holds,
                // the lines going down.
                const int per_line = std::clamp(
                    static_cast<int>(std::floor(area.width / area.smallest_pitch - label_left_)), 1,
                    drawn_cols);
                chosen = {(drawn_cols + per_line - 1) / per_line, per_line, area.smallest_pitch};
            }
        }
        chosen.pitch = std::min(chosen.pitch, area.largest_pitch);
        chosen.pitch = std::max(chosen.pitch, area.smallest_pitch);
        return chosen;
    };
    bands(k_label_size);
    Arrangement chosen = arrange();
    if (area.smallest_label > 0 && chosen.pitch > 0 &&
        k_label_size * chosen.pitch < area.smallest_label) {
        // Labels readable on small cells: their room grows, and the pitch again.
        label_size_ = area.smallest_label / chosen.pitch;
        bands(label_size_);
        chosen = arrange();
        label_size_ = std::max(k_label_size, area.smallest_label / std::max(chosen.pitch, 1e-9));
        bands(label_size_);
    }
    lines_ = chosen.lines;
    per_line_ = chosen.per_line;
    pitch_ = chosen.pitch;
    width_ = label_left_ + per_line_ + 0.05;
    height_ = wrapped_ ? lines_ * (label_top_ + 1) : label_top_ + lines_ + 0.05;
    place_labels(board);
}

bool BoardPlacement::better_transposed(const BoardModel& board, const BoardFrame& frame,
                                       const PlacementArea& area) {
    if (!board.transposable) {
        return false;
    }
    const BoardPlacement across(board, frame, true, area);
    const BoardPlacement down(board, frame, false, area);
    const auto natural = [&](const BoardPlacement& layout) {
        return std::min(area.width / layout.width(), area.height / layout.height());
    };
    if (area.smallest_pitch > 0 && natural(across) < area.smallest_pitch &&
        natural(down) < area.smallest_pitch) {
        // Neither fits at a finger's pitch: the one whose width fits, so that it scrolls down.
        const bool across_fits = across.width() * area.smallest_pitch <= area.width;
        const bool down_fits = down.width() * area.smallest_pitch <= area.width;
        if (across_fits != down_fits) {
            return across_fits;
        }
    }
    return natural(across) >= natural(down) - 1e-9;
}

Cell BoardPlacement::in_frame(Cell cell) const {
    const bool framed = cell.col >= 0 && cell.col < static_cast<int>(columns_.size());
    return {cell.row, framed ? columns_[static_cast<std::size_t>(cell.col)] : cell.col};
}

std::optional<Cell> BoardPlacement::in_board(Cell framed) const {
    if (framed.row < 0 || framed.row >= board_rows_) {
        return std::nullopt;
    }
    const auto found = std::find(columns_.begin(), columns_.end(), framed.col);
    if (found == columns_.end()) {
        return std::nullopt;  // a removed column's place
    }
    return Cell{framed.row, static_cast<int>(found - columns_.begin())};
}

std::pair<int, int> BoardPlacement::drawn_place(Cell cell) const {
    const Cell framed = in_frame(cell);
    const int drawn_row = transposed_ ? framed.col : framed.row;
    const int drawn_col = transposed_ ? framed.row : framed.col;
    if (wrapped_ && per_line_ > 0) {
        return {drawn_col / per_line_, drawn_col % per_line_};
    }
    return {drawn_row, drawn_col};
}

UnitRect BoardPlacement::hit_rect(Cell cell) const {
    const auto [line, column] = drawn_place(cell);
    const double top = wrapped_ ? line * (label_top_ + 1) + label_top_ : label_top_ + line;
    return {label_left_ + column, top, 1, 1};
}

UnitRect BoardPlacement::cell_rect(Cell cell) const {
    UnitRect rect = hit_rect(cell);
    rect.width = cell_side;
    rect.height = cell_side;
    return rect;
}

std::optional<Cell> BoardPlacement::lattice_cell(int line, int column) const {
    if (line < 0 || line >= lines_ || column < 0 || column >= per_line_) {
        return std::nullopt;
    }
    const int drawn_row = wrapped_ ? 0 : line;
    const int drawn_col = wrapped_ ? line * per_line_ + column : column;
    const Cell framed = transposed_ ? Cell{drawn_col, drawn_row} : Cell{drawn_row, drawn_col};
    if (framed.row >= rows_ || framed.col >= cols_) {
        return std::nullopt;
    }
    return in_board(framed);
}

std::optional<Cell> BoardPlacement::cell_at(double x, double y) const {
    if (pitch_ <= 0) {
        return std::nullopt;
    }
    // A point on a cell's edge belongs to it, whatever the rounding.
    constexpr double k_edge = 1e-9;
    const double across = x - label_left_;
    if (across < 0) {
        return std::nullopt;
    }
    int line = 0;
    if (wrapped_) {
        line = static_cast<int>(std::floor(y / (label_top_ + 1) + k_edge));
        const double within = y - line * (label_top_ + 1) - label_top_;
        if (within < -k_edge || within >= 1) {
            return std::nullopt;  // the labels' band above a line
        }
    } else {
        if (y < label_top_ - k_edge) {
            return std::nullopt;
        }
        line = static_cast<int>(std::floor(y - label_top_ + k_edge));
    }
    return lattice_cell(line, static_cast<int>(std::floor(across + k_edge)));
}

std::vector<std::vector<Cell>> BoardPlacement::drawn_lines() const {
    std::vector<std::vector<Cell>> drawn;
    for (int line = 0; line < lines_; ++line) {
        std::vector<Cell> cells;
        for (int column = 0; column < per_line_; ++column) {
            if (const auto cell = lattice_cell(line, column)) {
                cells.push_back(*cell);
            }
        }
        if (!cells.empty()) {
            drawn.push_back(std::move(cells));
        }
    }
    return drawn;
}

void BoardPlacement::place_labels(const BoardModel& board) {
    const auto& line_labels = transposed_ ? board.col_labels : board.row_labels;
    const auto& column_labels = transposed_ ? board.row_labels : board.col_labels;
    const double band = label_left_ - k_margin;
    if (!wrapped_ && band > 0.2) {
        // Each line's label where the line stands in the game's frame.
        for (std::size_t index = 0; index < line_labels.size(); ++index) {
            const int line =
                transposed_ ? in_frame({0, static_cast<int>(index)}).col : static_cast<int>(index);
            if (line_labels[index].empty() || line >= lines_) {
                continue;
            }
            labels_.push_back({line_labels[index], {0, label_top_ + line, band, cell_side}, true});
        }
    }
    if (!any_text(column_labels)) {
        return;
    }
    // A label every 1, 2, 5 or 10 columns, the first that leaves room between labels.
    const double label_width =
        (static_cast<double>(widest(column_labels)) * k_character + 0.4) * label_size_;
    int every = 10;
    for (const int step : k_label_steps) {
        if (label_width <= step) {
            every = step;
            break;
        }
    }
    for (int line = 0; line < (wrapped_ ? lines_ : 1); ++line) {
        const double top = wrapped_ ? line * (label_top_ + 1) : 0;
        for (int column = 0; column < per_line_; ++column) {
            // The label of the lattice's column drawn here: its index in the board of now.
            std::optional<int> index;
            if (transposed_) {
                index = column;
            } else {
                const int framed = wrapped_ ? line * per_line_ + column : column;
                const auto found = std::find(columns_.begin(), columns_.end(), framed);
                if (found != columns_.end()) {
                    index = static_cast<int>(found - columns_.begin());
                }
            }
            if (!index || *index >= static_cast<int>(column_labels.size()) || *index % every != 0) {
                continue;
            }
            const double centre = label_left_ + column + cell_side / 2;
            const double room = std::max(1.0, static_cast<double>(every)) - 0.05;
            labels_.push_back({column_labels[static_cast<std::size_t>(*index)],
                               {centre - room / 2, top, room, label_top_},
                               false});
        }
    }
}

std::vector<std::string> BoardPlacement::line_names(const BoardModel& board,
                                                    const BoardNames& names) const {
    std::vector<std::string> named;
    for (const std::vector<Cell>& line : drawn_lines()) {
        const Cell first = line.front();
        const Cell last = line.back();
        if (transposed_) {
            const auto pile = static_cast<std::size_t>(first.col);
            named.push_back(pile < names.columns.size() ? names.columns[pile] : std::string());
        } else if (wrapped_) {
            named.push_back(trf("places {0} to {1}",
                                board.col_labels.at(static_cast<std::size_t>(first.col)),
                                board.col_labels.at(static_cast<std::size_t>(last.col))));
        } else if (board.transposable) {
            named.push_back(trf("piece {0} of each column", first.row + 1));
        } else {
            named.push_back(
                trf("row {0}", board.row_labels.at(static_cast<std::size_t>(first.row))));
        }
    }
    return named;
}

}  // namespace marienbad
