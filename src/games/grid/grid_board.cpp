// The grid of handout 001: banned cells, destinations, and the rules of §2.2.
#include "games/grid/grid_board.hpp"

#include <stdexcept>

namespace marienbad {

GridBoard::GridBoard(int rows, int cols)
    : rows_(rows), cols_(cols), banned_(static_cast<std::size_t>(rows * cols), 0) {
    if (rows < 1 || cols < 1) {
        throw std::invalid_argument("GridBoard: a board needs at least one row and one column");
    }
}

bool GridBoard::contains(Cell cell) const {
    return cell.row >= 0 && cell.row < rows_ && cell.col >= 0 && cell.col < cols_;
}

void GridBoard::ban(Cell cell) {
    if (!contains(cell)) {
        throw std::out_of_range("GridBoard::ban: the cell is not on the board");
    }
    auto& banned = banned_[index(cell)];
    banned_count_ += banned == 0 ? 1 : 0;
    banned = 1;
}

void GridBoard::unban(Cell cell) {
    if (!contains(cell)) {
        throw std::out_of_range("GridBoard::unban: the cell is not on the board");
    }
    auto& banned = banned_[index(cell)];
    banned_count_ -= banned != 0 ? 1 : 0;
    banned = 0;
}

std::vector<Cell> GridBoard::banned_cells() const {
    std::vector<Cell> cells;
    cells.reserve(static_cast<std::size_t>(banned_count_));
    for (int row = 0; row < rows_; ++row) {
        for (int col = 0; col < cols_; ++col) {
            if (is_banned({row, col})) {
                cells.push_back({row, col});
            }
        }
    }
    return cells;
}

std::vector<Cell> GridBoard::destinations(Cell from) const {
    std::vector<Cell> cells;
    for (const Cell step : {Cell{0, 1}, Cell{1, 0}}) {
        for (int distance = 1; distance <= 2; ++distance) {
            const Cell to{from.row + step.row * distance, from.col + step.col * distance};
            if (!is_free(to)) {
                break;  // a banned cell cannot be crossed
            }
            cells.push_back(to);
        }
    }
    return cells;
}

bool has_free_predecessor(const GridBoard& board, Cell cell) {
    return board.is_free({cell.row - 1, cell.col}) || board.is_free({cell.row, cell.col - 1});
}

bool has_free_successor(const GridBoard& board, Cell cell) {
    return board.is_free({cell.row + 1, cell.col}) || board.is_free({cell.row, cell.col + 1});
}

bool free_cell_is_valid(const GridBoard& board, Cell cell) {
    return (cell == board.start() || has_free_predecessor(board, cell)) &&
           (cell == board.sink() || has_free_successor(board, cell));
}

std::optional<GridProblem> find_grid_problem(const GridBoard& board) {
    if (board.is_banned(board.start())) {
        return GridProblem{GridRule::start_banned, board.start()};
    }
    if (board.is_banned(board.sink())) {
        return GridProblem{GridRule::sink_banned, board.sink()};
    }
    for (int row = 0; row < board.rows(); ++row) {
        for (int col = 0; col < board.cols(); ++col) {
            const Cell cell{row, col};
            if (!board.is_free(cell)) {
                continue;
            }
            if (cell != board.start() && !has_free_predecessor(board, cell)) {
                return GridProblem{GridRule::unreachable, cell};
            }
            if (cell != board.sink() && !has_free_successor(board, cell)) {
                return GridProblem{GridRule::dead_end, cell};
            }
        }
    }
    return std::nullopt;
}

GridBuildResult build_grid_board(int rows, int cols, std::span<const Cell> banned) {
    GridBoard board(rows, cols);
    for (const Cell cell : banned) {
        if (!board.contains(cell)) {
            return {std::nullopt, GridProblem{GridRule::outside, cell}};
        }
        if (board.is_banned(cell)) {
            return {std::nullopt, GridProblem{GridRule::repeated, cell}};
        }
        board.ban(cell);
    }
    if (const auto problem = find_grid_problem(board)) {
        return {std::nullopt, problem};
    }
    return {std::move(board), std::nullopt};
}

}  // namespace marienbad
