// The queen's id (docs/guide.md, "Game ids"): the size, the queens' cells when they are not one
// queen on (1,1), 1-based, and the rules when misère, "queen:9x7:at=1,1+3,2:misere"; read back
// against a game's sizes (5 to 30) and the queens' rules. A position reached in a game is a setup
// of its own: the same board and rules, the queens where they stand.
#include "games/id_fields.hpp"
#include "games/queen/queen_game.hpp"
#include "games/queen/queen_solver.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

std::string QueenGame::id(const QueenSetup& setup) {
    std::string id =
        "queen:" + std::to_string(setup.board.rows) + 'x' + std::to_string(setup.board.cols);
    if (setup.queens != std::vector<QueenCell>{setup.board.start()}) {
        std::vector<CellNumbers> cells;
        for (const QueenCell queen : setup.queens) {
            cells.push_back({queen.row + 1, queen.col + 1});
        }
        id += ":at=" + id_cells_text(cells);
    }
    return id + id_convention_text(setup.convention, Convention::normal);
}

QueenSetup QueenGame::setup_from_id(std::string_view text) {
    IdFields fields(text);
    const int low = static_cast<int>(k_queen_min_size);
    const int high = static_cast<int>(k_queen_max_size);
    const IdSize size =
        id_size(fields.first(tr("the size is missing (rows x columns, such as 9x7)")), low, high);
    const QueenBoard board{size.rows, size.cols};
    const std::string queens_name = tr("the queens");
    std::vector<QueenCell> queens{board.start()};
    if (const auto at = fields.value("at")) {
        queens.clear();
        for (const CellNumbers& cell : id_cells(queens_name, *at, size.rows, size.cols)) {
            queens.push_back({cell.row - 1, cell.col - 1});
        }
    }
    const Convention convention = id_convention(fields, Convention::normal);
    fields.done("at=, misere, normal");
    if (const auto problem = find_queen_problem(board, queens, QueenUse::play)) {
        throw UsageError(trf("{0}: {1}", queens_name, queen_problem_text(*problem)));
    }
    if (const auto limit = queen_solver_problem(board, QueenPosition{queens}, convention)) {
        throw UsageError(trf("{0}: {1}", queens_name, queen_solver_problem_text(*limit)));
    }
    return {board, std::move(queens), convention};
}

QueenSetup QueenGame::setup_at(const QueenSetup& setup, const QueenPosition& position) {
    return {setup.board, position.queens, setup.convention};
}

}  // namespace marienbad
