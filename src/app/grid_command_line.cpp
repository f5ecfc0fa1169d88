// The options of `grid` and `solve grid` and their checks.
#include "app/grid_command_line.hpp"

#include <algorithm>

#include "app/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "line/questions.hpp"
#include "rules/grid_generator.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

// One "r,c" item, 1-based, returned 0-based.
Cell parse_cell(std::string_view option, std::string_view item) {
    const auto comma = item.find(',');
    const auto bad_cell = [&] {
        return UsageError(
            trf("{0}: '{1}' is not a cell (expected row,column such as 2,4)", option, item));
    };
    if (comma == std::string_view::npos) {
        throw bad_cell();
    }
    try {
        const int row = parse_int_value(option, trim(item.substr(0, comma)), 1, 1000);
        const int col = parse_int_value(option, trim(item.substr(comma + 1)), 1, 1000);
        return {row - 1, col - 1};
    } catch (const UsageError&) {
        throw bad_cell();
    }
}

GridBoard checked_board(std::string_view option, int rows, int cols,
                        const std::vector<Cell>& banned) {
    auto built = build_grid_board(rows, cols, banned);
    if (built.problem) {
        throw UsageError(grid_problem_message(option, *built.problem, rows, cols));
    }
    return std::move(*built.board);
}

}  // namespace

std::vector<Cell> parse_cell_list(std::string_view option, std::string_view text) {
    std::vector<Cell> cells;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t semicolon = std::min(text.find(';', start), text.size());
        const std::string_view item = trim(text.substr(start, semicolon - start));
        if (!item.empty()) {
            cells.push_back(parse_cell(option, item));
        }
        start = semicolon + 1;
    }
    return cells;
}

std::string grid_problem_message(std::string_view option, const GridProblem& problem, int rows,
                                 int cols) {
    const std::string cell = cell_name(problem.cell);
    switch (problem.rule) {
        case GridRule::outside:
            return trf("{0}: {1} is not on a grid of {2} rows and {3} columns", option, cell, rows,
                       cols);
        case GridRule::repeated:
            return trf("{0}: {1} is listed twice", option, cell);
        case GridRule::start_banned:
            return trf("{0}: {1} is where the pawn starts; it cannot be banned", option, cell);
        case GridRule::sink_banned:
            return trf("{0}: {1} is the sink; it cannot be banned", option, cell);
        case GridRule::unreachable:
            return trf(
                "{0}: the pawn could never reach {1}; every free cell must be reachable from "
                "(1,1)",
                option, cell);
        case GridRule::dead_end:
            return trf(
                "{0}: the pawn would be stuck on {1}; only the sink may be a cell with no move",
                option, cell);
    }
    return {};
}

void add_grid_options(CLI::App& command, RawGridOptions& raw) {
    raw.rows_option = command.add_option(
        "--rows", raw.rows,
        trf("number of rows, {0} to {1} (asked when missing)", k_grid_min_size, k_grid_max_size));
    raw.rows_option->type_name("R");
    raw.cols_option = command.add_option("--cols", raw.cols,
                                         trf("number of columns, {0} to {1} (asked when missing)",
                                             k_grid_min_size, k_grid_max_size));
    raw.cols_option->type_name("C");
    raw.banned_option = command.add_option(
        "--banned", raw.banned,
        tr("number of banned cells placed at random, 0 to max(R,C) (default: drawn at random)"));
    raw.banned_option->type_name("N");
    raw.ban_option =
        command.add_option("--ban", raw.ban, tr("the banned cells, 1-based: \"2,4;4,3\""));
    raw.ban_option->type_name("\"r,c;r,c\"");
    command
        .add_option("--pawns", raw.pawns,
                    trf("number of pawns, 1 to {0} (default: 1)", k_grid_max_pawns))
        ->type_name("K");
    add_game_options(command, raw.game);
}

void add_solve_grid_options(CLI::App& command, RawSolveGridOptions& raw) {
    command.add_option("--rows", raw.rows, tr("number of rows"))->type_name("R")->required();
    command.add_option("--cols", raw.cols, tr("number of columns"))->type_name("C")->required();
    raw.ban_option =
        command.add_option("--ban", raw.ban, tr("the banned cells, 1-based: \"2,4;4,3\""));
    raw.ban_option->type_name("\"r,c;r,c\"");
    raw.pawns_option = command.add_option(
        "--pawns", raw.pawns,
        trf("number of pawns on (1,1), 1 to {0} (default: 1)", k_grid_max_pawns));
    raw.pawns_option->type_name("K");
    raw.at_option =
        command.add_option("--at", raw.at, tr("the pawns' cells instead, 1-based: \"1,1;3,2\""));
    raw.at_option->type_name("\"r,c;r,c\"");
    command.add_flag("--json", raw.json, tr("print one JSON object"));
}

GridOptions convert_grid_options(const RawGridOptions& raw) {
    GridOptions options;
    options.game = convert_game_options(raw.game);
    GridConfig& board = options.board;
    if (raw.rows_option->count() > 0) {
        board.rows = parse_int_value("--rows", raw.rows, k_grid_min_size, k_grid_max_size);
    }
    if (raw.cols_option->count() > 0) {
        board.cols = parse_int_value("--cols", raw.cols, k_grid_min_size, k_grid_max_size);
    }
    const bool banned_given = raw.banned_option->count() > 0;
    const bool ban_given = raw.ban_option->count() > 0;
    if (banned_given && ban_given) {
        throw UsageError(tr("--banned and --ban cannot be used together"));
    }
    if ((banned_given || ban_given) && !(board.rows && board.cols)) {
        throw UsageError(trf("{0} needs --rows and --cols", banned_given ? "--banned" : "--ban"));
    }
    if (banned_given) {
        board.banned_count =
            parse_int_value("--banned", raw.banned, 0, game_banned_limit(*board.rows, *board.cols));
    }
    if (ban_given) {
        const auto cells = parse_cell_list("--ban", raw.ban);
        checked_board("--ban", *board.rows, *board.cols, cells);
        board.banned_cells = cells;
    }
    board.pawns = parse_int_value("--pawns", raw.pawns, 1, k_grid_max_pawns);
    return options;
}

SolveGridOptions convert_solve_grid_options(const RawSolveGridOptions& raw) {
    SolveGridOptions options;
    const int rows = parse_int_value("--rows", raw.rows, 1, k_solve_grid_max_size);
    const int cols = parse_int_value("--cols", raw.cols, 1, k_solve_grid_max_size);
    options.board = checked_board("--ban", rows, cols, parse_cell_list("--ban", raw.ban));
    if (raw.at_option->count() > 0) {
        if (raw.pawns_option->count() > 0) {
            throw UsageError(tr("--pawns and --at cannot be used together"));
        }
        options.position.pawns = parse_cell_list("--at", raw.at);
        if (options.position.pawns.empty() ||
            std::ssize(options.position.pawns) > k_grid_max_pawns) {
            throw UsageError(trf("--at: give 1 to {0} cells", k_grid_max_pawns));
        }
        for (const Cell pawn : options.position.pawns) {
            if (!options.board.is_free(pawn)) {
                throw UsageError(trf("--at: {0} is not a free cell of the grid", cell_name(pawn)));
            }
        }
    } else {
        options.position = grid_start_position(
            options.board, parse_int_value("--pawns", raw.pawns, 1, k_grid_max_pawns));
    }
    options.json = raw.json;
    return options;
}

}  // namespace marienbad
