// The cells of a board model where pointing makes a move, in reading order: what a front end
// that knows no game can point at.
#pragma once

#include <vector>

#include "session/board_model.hpp"

namespace marienbad::testing {

inline std::vector<Cell> pointable_cells(const BoardModel& board) {
    std::vector<Cell> cells;
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            if (!board.moves_at({row, col}).empty()) {
                cells.push_back({row, col});
            }
        }
    }
    return cells;
}

}  // namespace marienbad::testing
