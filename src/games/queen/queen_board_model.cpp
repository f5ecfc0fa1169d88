// The queen's board model.
#include "games/queen/queen_board_model.hpp"

#include <string>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

Cell cell_of(QueenCell cell) {
    return {static_cast<int>(cell.row), static_cast<int>(cell.col)};
}

}  // namespace

BoardModel queen_board_model(const QueenRules& rules, const QueenPosition& position) {
    const QueenBoard& grid = rules.board();
    BoardModel board(BoardLayout::grid, static_cast<int>(grid.rows), static_cast<int>(grid.cols));
    for (int row = 0; row < board.rows; ++row) {
        board.row_labels.push_back(std::to_string(row + 1));
    }
    for (int col = 0; col < board.cols; ++col) {
        board.col_labels.push_back(std::to_string(col + 1));
    }
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            board.at({row, col}).kind = CellKind::free;
        }
    }
    board.at(cell_of(grid.sink())).kind = CellKind::sink;
    board.pawn_shape = PawnShape::crown;
    board.pawns_name = tr("Queens");
    board.count_meaning = CountMeaning::pawn_number;
    for (std::size_t queen = 0; queen < position.queens.size(); ++queen) {
        board.pawns.push_back(cell_of(position.queens[queen]));
        BoardCell& cell = board.at(cell_of(position.queens[queen]));
        if (cell.pawns++ == 0) {
            cell.first_pawn = static_cast<int>(queen) + 1;
        }
    }
    for (const QueenMove& move : rules.legal_moves(position)) {
        const QueenCell from = position.queens[static_cast<std::size_t>(move.queen)];
        BoardMove board_move{
            move, cell_of(move.to), {}, is_first_queen_on_its_cell(position, move.queen)};
        const std::int64_t steps = std::max(move.to.row - from.row, move.to.col - from.col);
        const std::int64_t down = move.to.row > from.row ? 1 : 0;
        const std::int64_t right = move.to.col > from.col ? 1 : 0;
        for (std::int64_t step = 0; step <= steps; ++step) {
            board_move.touched.push_back(
                cell_of({from.row + step * down, from.col + step * right}));
        }
        board.moves.push_back(std::move(board_move));
    }
    return board;
}

}  // namespace marienbad
