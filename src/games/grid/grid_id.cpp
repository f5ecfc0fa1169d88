// The pawn game's id (docs/guide.md, "Game ids"): the size, the banned cells and the pawns' cells
// when they are not one pawn on (1,1), all 1-based as handout 001 numbers them,
// "grid:6x7:ban=2,3+4,4:at=1,1+1,1"; read back against handout 001's rules (§2.2) and the sizes of
// a position the program shows (1 to 30 each way: a lesson poses a single row). A position reached
// in a game is a setup of its own: the same board, the pawns where they stand.
#include <algorithm>

#include "games/grid/grid_game.hpp"
#include "games/grid/grid_wording.hpp"
#include "games/id_fields.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

std::vector<CellNumbers> numbers_of(const std::vector<Cell>& cells) {
    std::vector<CellNumbers> numbers;
    for (const Cell cell : cells) {
        numbers.push_back({cell.row + 1, cell.col + 1});
    }
    return numbers;
}

std::vector<Cell> cells_of(const std::vector<CellNumbers>& numbers) {
    std::vector<Cell> cells;
    for (const CellNumbers& number : numbers) {
        cells.push_back({static_cast<int>(number.row) - 1, static_cast<int>(number.col) - 1});
    }
    return cells;
}

}  // namespace

std::string GridGame::id(const GridSetup& setup) {
    const GridBoard& board = setup.board;
    std::string id = "grid:" + std::to_string(board.rows()) + 'x' + std::to_string(board.cols());
    if (board.banned_count() > 0) {
        id += ":ban=" + id_cells_text(numbers_of(board.banned_cells()));
    }
    if (setup.pawns != std::vector<Cell>{board.start()}) {
        id += ":at=" + id_cells_text(numbers_of(setup.pawns));
    }
    return id;
}

GridSetup GridGame::setup_from_id(std::string_view text) {
    IdFields fields(text);
    const IdSize size =
        id_size(fields.first(tr("the size is missing (rows x columns, such as 6x7)")),
                k_grid_min_posed_size, k_grid_max_size);
    const std::string banned_name = tr("the banned cells");
    std::vector<Cell> banned;
    if (const auto ban = fields.value("ban")) {
        banned = cells_of(id_cells(banned_name, *ban, size.rows, size.cols));
    }
    const std::string pawns_name = tr("the pawns");
    std::vector<Cell> pawns{Cell{}};
    if (const auto at = fields.value("at")) {
        pawns = cells_of(id_cells(pawns_name, *at, size.rows, size.cols));
    }
    fields.done("ban=, at=");
    GridBuildResult built = build_grid_board(size.rows, size.cols, banned);
    if (built.problem) {
        throw UsageError(grid_problem_message(banned_name, *built.problem, size.rows, size.cols));
    }
    const GridBoard& board = *built.board;
    if (std::ssize(pawns) > k_grid_max_pawns) {
        throw UsageError(
            trf("{0}: at most {1} pawns ({2} given)", pawns_name, k_grid_max_pawns, pawns.size()));
    }
    for (const Cell pawn : pawns) {
        if (!board.is_free(pawn)) {
            throw UsageError(trf("{0}: {1} is a banned cell", pawns_name, cell_name(pawn)));
        }
    }
    if (std::all_of(pawns.begin(), pawns.end(), [&](Cell pawn) { return pawn == board.sink(); })) {
        throw UsageError(
            trf("{0}: every pawn is in the sink already; nothing is left to play", pawns_name));
    }
    return {std::move(*built.board), std::move(pawns)};
}

GridSetup GridGame::setup_at(const GridSetup& setup, const GridPosition& position) {
    return {setup.board, position.pawns};
}

}  // namespace marienbad
