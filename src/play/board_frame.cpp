// The frame a game's board is laid out in, and where its columns stand in it.
#include "play/board_frame.hpp"

#include <algorithm>
#include <numeric>

namespace marienbad {
namespace {

std::vector<int> identity(int cols) {
    std::vector<int> columns(static_cast<std::size_t>(std::max(cols, 0)));
    std::iota(columns.begin(), columns.end(), 0);
    return columns;
}

// Whether the move took every cell of `col` that held something.
bool emptied(const BoardModel& board, const std::vector<Cell>& touched, int col) {
    bool held = false;
    for (int row = 0; row < board.rows; ++row) {
        const Cell cell{row, col};
        if (board.at(cell).kind == CellKind::empty) {
            continue;
        }
        held = true;
        if (std::find(touched.begin(), touched.end(), cell) == touched.end()) {
            return false;
        }
    }
    return held;
}

}  // namespace

BoardFrame BoardFrame::of(const BoardModel& board) {
    return {board.rows, board.cols, identity(board.cols)};
}

BoardFrames::BoardFrames(const BoardModel& board, std::size_t moves)
    : frame_(BoardFrame::of(board)), first_(moves), by_length_{frame_.columns} {}

void BoardFrames::moved(const BoardModel& before, const std::vector<Cell>& touched,
                        const BoardModel& after, std::size_t moves) {
    std::vector<int> columns = frame_.columns;
    if (after.cols < before.cols) {
        // The columns the move emptied are gone; those after them keep their places.
        std::vector<int> kept;
        for (int col = 0; col < before.cols && col < static_cast<int>(columns.size()); ++col) {
            if (!emptied(before, touched, col)) {
                kept.push_back(columns[static_cast<std::size_t>(col)]);
            }
        }
        columns = kept;
    }
    if (static_cast<int>(columns.size()) != after.cols) {
        columns = identity(after.cols);  // a change the frame cannot follow: laid out afresh
    }
    if (moves < first_) {
        return;
    }
    by_length_.resize(moves - first_);
    by_length_.push_back(columns);
    went_to(moves, after);
}

void BoardFrames::went_to(std::size_t moves, const BoardModel& now) {
    std::vector<int> columns;
    if (moves >= first_ && moves - first_ < by_length_.size()) {
        columns = by_length_[moves - first_];
    }
    if (static_cast<int>(columns.size()) != now.cols) {
        columns = identity(now.cols);  // before the frames started (a resumed game taken back)
    }
    frame_.columns = std::move(columns);
    frame_.rows = std::max(frame_.rows, now.rows);
    const int widest = frame_.columns.empty() ? 0 : frame_.columns.back() + 1;
    frame_.cols = std::max({frame_.cols, now.cols, widest});
}

}  // namespace marienbad
