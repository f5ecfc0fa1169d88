// The board model's lattice and its pointer questions.
#include "session/board_model.hpp"

#include <stdexcept>

namespace marienbad {

BoardModel::BoardModel(BoardLayout layout_kind, int row_count, int col_count)
    : layout(layout_kind),
      rows(row_count),
      cols(col_count),
      cells(static_cast<std::size_t>(row_count * col_count)) {
    if (row_count < 0 || col_count < 0) {
        throw std::invalid_argument("BoardModel: negative size");
    }
}

bool BoardModel::contains(Cell cell) const {
    return cell.row >= 0 && cell.row < rows && cell.col >= 0 && cell.col < cols;
}

const BoardCell& BoardModel::at(Cell cell) const {
    if (!contains(cell)) {
        throw std::out_of_range("BoardModel::at: the cell is not on the board");
    }
    return cells[static_cast<std::size_t>(cell.row * cols + cell.col)];
}

BoardCell& BoardModel::at(Cell cell) {
    return const_cast<BoardCell&>(static_cast<const BoardModel&>(*this).at(cell));
}

std::string BoardModel::cell_name(Cell cell) const {
    return "(" + row_labels.at(static_cast<std::size_t>(cell.row)) + "," +
           col_labels.at(static_cast<std::size_t>(cell.col)) + ")";
}

std::vector<AnyMove> BoardModel::offered_moves() const {
    std::vector<AnyMove> offered;
    for (const BoardMove& board_move : moves) {
        if (board_move.offered) {
            offered.push_back(board_move.move);
        }
    }
    return offered;
}

std::vector<AnyMove> BoardModel::moves_at(Cell cell) const {
    std::vector<AnyMove> found;
    for (const BoardMove& board_move : moves) {
        if (board_move.offered && board_move.target == cell) {
            found.push_back(board_move.move);
        }
    }
    return found;
}

std::optional<AnyMove> BoardModel::move_at(Cell cell, int count) const {
    const auto found = moves_at(cell);
    if (count < 1 || count > static_cast<int>(found.size())) {
        return std::nullopt;
    }
    return found[static_cast<std::size_t>(count - 1)];
}

std::vector<Cell> BoardModel::cells_touched(const AnyMove& move) const {
    for (const BoardMove& board_move : moves) {
        if (board_move.move == move) {
            return board_move.touched;
        }
    }
    return {};
}

}  // namespace marienbad
