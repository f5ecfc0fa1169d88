// The matchstick row's board model (handout 004): one row of places, a match or nothing in each.
#include "games/row/row_board_model.hpp"

#include <string>

namespace marienbad {

BoardModel row_board_model(const RowRules& rules, const RowPosition& position) {
    BoardModel board(BoardLayout::row_of_places, 1, position.length());
    board.row_labels = {""};
    board.count_limit = rules.max_take();
    for (int place = 0; place < position.length(); ++place) {
        board.col_labels.push_back(std::to_string(place));
        board.at({0, place}).kind = position.has_match(place) ? CellKind::match : CellKind::empty;
    }
    for (const RowMove& move : rules.legal_moves(position)) {
        BoardMove board_move{move, Cell{0, move.start}, {}};
        for (int place = move.start; place < move.start + move.count; ++place) {
            board_move.touched.push_back({0, place});
        }
        board.moves.push_back(std::move(board_move));
    }
    return board;
}

}  // namespace marienbad
