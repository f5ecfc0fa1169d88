// The queen's grid named for a screen reader: each cell by its row and column with the queens on
// it and the sink, each queen by its number, and the position as where the queens stand and the
// sink.
#include <string>
#include <vector>

#include "games/queen/queen_game.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

std::string cell_words(const BoardModel& board, Cell cell) {
    return trf("{0}, {1}", board.row_labels.at(static_cast<std::size_t>(cell.row)),
               board.col_labels.at(static_cast<std::size_t>(cell.col)));
}

// "the queen", "queen 1", "queens 1 and 3": the queens standing on `cell`.
std::string queens_on(const BoardModel& board, Cell cell) {
    std::vector<int> numbers;
    for (std::size_t queen = 0; queen < board.pawns.size(); ++queen) {
        if (board.pawns[queen] == cell) {
            numbers.push_back(static_cast<int>(queen) + 1);
        }
    }
    if (board.pawns.size() == 1) {
        return tr("the queen");
    }
    return ntrf("queen {1}", "queens {1}", static_cast<long long>(numbers.size()), numbers.size(),
                list_of_numbers(numbers));
}

}  // namespace

BoardNames QueenGame::board_names(const QueenSetup&, const BoardModel& board, const Wording&) {
    BoardNames names;
    std::string sink;
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            const Cell cell{row, col};
            const BoardCell& here = board.at(cell);
            std::string what = here.pawns > 0 ? queens_on(board, cell) : std::string(tr("free"));
            if (here.kind == CellKind::sink) {
                sink = cell_words(board, cell);
                what = here.pawns > 0 ? trf("the sink, {0}", what) : std::string(tr("the sink"));
            }
            names.cells.push_back(trf("cell {0}: {1}", cell_words(board, cell), what));
        }
    }
    std::vector<std::string> standing;
    for (std::size_t queen = 0; queen < board.pawns.size(); ++queen) {
        names.pawns.push_back(trf("queen {0}", queen + 1));
        standing.push_back(
            trf("queen {0} on cell {1}", queen + 1, cell_words(board, board.pawns[queen])));
    }
    if (board.pawns.size() == 1) {
        names.position = trf("The queen is on cell {0}.", cell_words(board, board.pawns.front()));
    } else {
        names.position = trf("Where the queens are: {0}.", list_of_words(standing));
    }
    names.position += ' ' + trf("The sink is cell {0}.", sink);
    return names;
}

}  // namespace marienbad
