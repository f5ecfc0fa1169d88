// Solves a position of the pawn game and reports it as JSON or as text.
#include "app/solve_grid_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include "i18n/i18n.hpp"
#include "solvers/grid_solver.hpp"
#include "text/board_text.hpp"
#include "text/grid_explanation_text.hpp"

namespace marienbad {
namespace {

nlohmann::ordered_json cell_json(Cell cell) {
    return nlohmann::ordered_json::array({cell.row, cell.col});
}

std::string json_report(const GridRules& rules, const GridSolver& solver,
                        const GridPosition& position) {
    const GridBoard& board = rules.board();
    nlohmann::ordered_json report;
    report["game"] = "grid";
    report["rows"] = board.rows();
    report["cols"] = board.cols();
    report["banned"] = nlohmann::ordered_json::array();
    for (const Cell cell : board.banned_cells()) {
        report["banned"].push_back(cell_json(cell));
    }
    report["pawns"] = nlohmann::ordered_json::array();
    for (const Cell pawn : position.pawns) {
        report["pawns"].push_back(cell_json(pawn));
    }
    report["outcome"] = solver.first_player_wins(position) ? "first" : "second";
    report["winning_moves"] = nlohmann::ordered_json::array();
    for (const GridMove& move : solver.winning_moves(position)) {
        report["winning_moves"].push_back({{"pawn", move.pawn}, {"to", cell_json(move.to)}});
    }
    report["grundy"] = nlohmann::ordered_json::array();
    for (int row = 0; row < board.rows(); ++row) {
        nlohmann::ordered_json values = nlohmann::ordered_json::array();
        for (int col = 0; col < board.cols(); ++col) {
            const int value = solver.table().value({row, col});
            values.push_back(value < 0 ? nlohmann::ordered_json(nullptr)
                                       : nlohmann::ordered_json(value));
        }
        report["grundy"].push_back(values);
    }
    return report.dump() + "\n";
}

std::string text_report(const GridRules& rules, const GridSolver& solver,
                        const GridPosition& position) {
    const GridBoard& board = rules.board();
    std::vector<std::string> banned;
    for (const Cell cell : board.banned_cells()) {
        banned.push_back(cell_name(cell));
    }
    std::string text =
        trf("Grid of {0} and {1}, banned cells: {2}\n",
            ntrf("{0} row", "{0} rows", board.rows(), board.rows()),
            ntrf("{0} column", "{0} columns", board.cols(), board.cols()),
            banned.empty() ? std::string(tr("none")) : fmt::format("{}", fmt::join(banned, " ")));
    text += render_grid_board(board, position);
    text += solver.first_player_wins(position)
                ? tr("The player to move wins with perfect play.\n")
                : tr("The player to move loses against perfect play.\n");
    const auto moves = solver.winning_moves(position);
    if (!moves.empty()) {
        text += ntr("Winning move:\n", "Winning moves:\n", static_cast<long long>(moves.size()));
    }
    for (const GridMove& move : moves) {
        text += "  " + describe_grid_move(move, position.pawns.size()) + "\n";
    }
    return text + "\n" + render_grid_explanation(rules, solver, position);
}

}  // namespace

std::string solve_grid_report(const SolveGridOptions& options) {
    const GridRules rules(options.board);
    const GridSolver solver(rules);
    return options.json ? json_report(rules, solver, options.position)
                        : text_report(rules, solver, options.position);
}

}  // namespace marienbad
