// Nim's board named for a screen reader: each piece by its pile and its place in it ("row 2,
// piece 3 of 5"), each pile with what it holds, and the position as the pieces of every pile.
#include <string>
#include <vector>

#include "games/nim/nim_game.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

int pile_size(const BoardModel& board, int col) {
    int size = 0;
    while (size < board.rows && board.at({size, col}).kind == CellKind::piece) {
        ++size;
    }
    return size;
}

std::string piece_name(const std::string& pile, int piece, int size, bool rows) {
    return rows ? trf("row {0}, piece {1} of {2}", pile, piece, size)
                : trf("column {0}, piece {1} of {2}", pile, piece, size);
}

std::string empty_place_name(const std::string& pile, const std::string& place, bool rows) {
    return rows ? trf("row {0}, place {1}: empty", pile, place)
                : trf("column {0}, place {1}: empty", pile, place);
}

std::string pile_name(const std::string& pile, int size, bool rows) {
    return rows ? ntrf("row {1}: {0} piece", "row {1}: {0} pieces", size, size, pile)
                : ntrf("column {1}: {0} piece", "column {1}: {0} pieces", size, size, pile);
}

}  // namespace

BoardNames NimGame::board_names(const NimSetup&, const BoardModel& board, const Wording& wording) {
    const bool rows = wording.piles_as_rows;
    BoardNames names;
    std::vector<int> sizes;
    for (int col = 0; col < board.cols; ++col) {
        sizes.push_back(pile_size(board, col));
    }
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            const std::string& pile = board.col_labels.at(static_cast<std::size_t>(col));
            const int size = sizes[static_cast<std::size_t>(col)];
            names.cells.push_back(
                row < size ? piece_name(pile, row + 1, size, rows)
                           : empty_place_name(
                                 pile, board.row_labels.at(static_cast<std::size_t>(row)), rows));
        }
    }
    for (int col = 0; col < board.cols; ++col) {
        names.columns.push_back(pile_name(board.col_labels.at(static_cast<std::size_t>(col)),
                                          sizes[static_cast<std::size_t>(col)], rows));
    }
    if (sizes.empty()) {
        names.position = tr("No piece is left.");
    } else if (rows) {
        names.position =
            ntrf("The pieces of the row: {1}.", "The pieces of each row, from row 0 down: {1}.",
                 static_cast<long long>(sizes.size()), sizes.size(), list_of_numbers(sizes));
    } else {
        names.position =
            ntrf("The pieces of the column: {1}.", "The pieces of each column, from column 0: {1}.",
                 static_cast<long long>(sizes.size()), sizes.size(), list_of_numbers(sizes));
    }
    return names;
}

}  // namespace marienbad
