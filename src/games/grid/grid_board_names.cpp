// The pawn's grid named for a screen reader: each cell by its row and column with what it is (free,
// banned, the sink) and the pawns on it, each pawn by its number, and the position as where the
// pawns stand, the sink and the banned cells.
#include <string>
#include <vector>

#include "games/grid/grid_game.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

std::string cell_words(const BoardModel& board, Cell cell) {
    return trf("{0}, {1}", board.row_labels.at(static_cast<std::size_t>(cell.row)),
               board.col_labels.at(static_cast<std::size_t>(cell.col)));
}

// "pawn 1", "pawns 1 and 3": the pawns standing on `cell`.
std::string pawns_on(const BoardModel& board, Cell cell) {
    std::vector<int> numbers;
    for (std::size_t pawn = 0; pawn < board.pawns.size(); ++pawn) {
        if (board.pawns[pawn] == cell) {
            numbers.push_back(static_cast<int>(pawn) + 1);
        }
    }
    if (board.pawns.size() == 1) {
        return tr("the pawn");
    }
    return ntrf("pawn {1}", "pawns {1}", static_cast<long long>(numbers.size()), numbers.size(),
                list_of_numbers(numbers));
}

std::string what_is_there(const BoardModel& board, Cell cell) {
    const BoardCell& here = board.at(cell);
    if (here.kind == CellKind::banned) {
        return tr("banned");
    }
    if (here.kind == CellKind::sink) {
        return here.pawns > 0 ? trf("the sink, {0}", pawns_on(board, cell)) : tr("the sink");
    }
    return here.pawns > 0 ? pawns_on(board, cell) : tr("free");
}

}  // namespace

BoardNames GridGame::board_names(const GridSetup&, const BoardModel& board, const Wording&) {
    BoardNames names;
    std::vector<std::string> banned;
    std::string sink;
    for (int row = 0; row < board.rows; ++row) {
        for (int col = 0; col < board.cols; ++col) {
            const Cell cell{row, col};
            names.cells.push_back(
                trf("cell {0}: {1}", cell_words(board, cell), what_is_there(board, cell)));
            if (board.at(cell).kind == CellKind::banned) {
                banned.push_back(cell_words(board, cell));
            } else if (board.at(cell).kind == CellKind::sink) {
                sink = cell_words(board, cell);
            }
        }
    }
    std::vector<std::string> standing;
    for (std::size_t pawn = 0; pawn < board.pawns.size(); ++pawn) {
        names.pawns.push_back(trf("pawn {0}", pawn + 1));
        standing.push_back(
            trf("pawn {0} on cell {1}", pawn + 1, cell_words(board, board.pawns[pawn])));
    }
    if (board.pawns.size() == 1) {
        names.position = trf("The pawn is on cell {0}.", cell_words(board, board.pawns.front()));
    } else {
        names.position = trf("Where the pawns are: {0}.", list_of_words(standing));
    }
    names.position += ' ' + trf("The sink is cell {0}.", sink);
    names.position +=
        ' ' + (banned.empty() ? std::string(tr("No cell is banned."))
                              : ntrf("{0} banned cell: {1}.", "{0} banned cells: {1}.",
                                     static_cast<long long>(banned.size()), banned.size(),
                                     list_of_words(banned)));
    return names;
}

}  // namespace marienbad
