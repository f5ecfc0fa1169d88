// Nim's board model (handouts 000 and 002): a column per pile, its index on top, the pieces from
// row 0 down; pointing at a piece takes it and every piece below it.
#include "games/nim/nim_board_model.hpp"

#include <algorithm>
#include <string>

namespace marienbad {

BoardModel nim_board_model(const NimPosition& position) {
    const auto& piles = position.piles;
    const int tallest = piles.empty() ? 0 : *std::max_element(piles.begin(), piles.end());
    BoardModel board(BoardLayout::piles_as_columns, tallest, static_cast<int>(piles.size()));
    board.transposable = true;  // handout 002 draws the piles as rows
    board.count_meaning = CountMeaning::cells_touched;
    for (int row = 0; row < board.rows; ++row) {
        board.row_labels.push_back(std::to_string(row));
    }
    for (int col = 0; col < board.cols; ++col) {
        const int size = piles[static_cast<std::size_t>(col)];
        board.col_labels.push_back(std::to_string(col));
        for (int row = 0; row < size; ++row) {
            board.at({row, col}).kind = CellKind::piece;
        }
        // Pointing at a piece takes it and every piece below it.
        for (int take = 1; take <= size; ++take) {
            BoardMove move{NimMove{col, take}, Cell{size - take, col}, {}};
            for (int row = size - take; row < size; ++row) {
                move.touched.push_back({row, col});
            }
            board.moves.push_back(std::move(move));
        }
    }
    return board;
}

}  // namespace marienbad
