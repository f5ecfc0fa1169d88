// The pawn game's board model (handout 001): the grid, its banned cells and sink, the pawns; a
// move's touched cells are the pawn's path.
#include "games/grid/grid_board_model.hpp"

#include <string>

#include "i18n/i18n.hpp"

#include "games/grid/grid_explanation.hpp"

namespace marienbad {

BoardModel grid_board_model(const GridBoard& grid, const GridPosition& position) {
    BoardModel board(BoardLayout::grid, grid.rows(), grid.cols());
    for (int row = 0; row < grid.rows(); ++row) {
        board.row_labels.push_back(std::to_string(row + 1));
        for (int col = 0; col < grid.cols(); ++col) {
            const Cell cell{row, col};
            board.at(cell).kind = grid.is_banned(cell)  ? CellKind::banned
                                  : cell == grid.sink() ? CellKind::sink
                                                        : CellKind::free;
        }
    }
    for (int col = 0; col < grid.cols(); ++col) {
        board.col_labels.push_back(std::to_string(col + 1));
    }
    board.pawns = position.pawns;
    board.pawns_name = tr("Pawns");
    board.count_meaning = CountMeaning::pawn_number;
    for (std::size_t pawn = 0; pawn < position.pawns.size(); ++pawn) {
        BoardCell& cell = board.at(position.pawns[pawn]);
        if (cell.pawns++ == 0) {
            cell.first_pawn = static_cast<int>(pawn) + 1;
        }
    }
    for (int pawn = 0; pawn < static_cast<int>(position.pawns.size()); ++pawn) {
        const Cell from = position.pawns[static_cast<std::size_t>(pawn)];
        for (const Cell to : grid.destinations(from)) {
            BoardMove move{
                GridMove{pawn, to}, to, {from}, is_first_pawn_on_its_cell(position, pawn)};
            if (to.row - from.row == 2 || to.col - from.col == 2) {
                move.touched.push_back({(from.row + to.row) / 2, (from.col + to.col) / 2});
            }
            move.touched.push_back(to);
            board.moves.push_back(std::move(move));
        }
    }
    return board;
}

}  // namespace marienbad
