// The pawn on a grid described once (handout 001): `grid` with its size (asked when missing, as in
// §5's dialogue), banned cells drawn or given and checked against §2.2's rules, several pawns;
// `solve grid`; and its records.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "games/grid/grid_explanation_text.hpp"
#include "games/grid/grid_game.hpp"
#include "games/grid/grid_generator.hpp"
#include "games/grid/grid_tables.hpp"
#include "games/grid/grid_wording.hpp"
#include "games/json_fields.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

// `solve grid` takes wider grids than a game: the values of a grid are instant at any size.
constexpr int k_solve_grid_max_size = 100;

// Cells written "r,c;r,c" (1-based, as handout 001 numbers them), returned 0-based.
std::vector<Cell> parse_cells(std::string_view option, std::string_view text) {
    std::vector<Cell> cells;
    for (const CellNumbers& cell : parse_cell_list(option, text, 1000)) {
        cells.push_back({static_cast<int>(cell.row) - 1, static_cast<int>(cell.col) - 1});
    }
    return cells;
}

GridBoard checked_board(std::string_view option, int rows, int cols,
                        const std::vector<Cell>& banned) {
    auto built = build_grid_board(rows, cols, banned);
    if (built.problem) {
        throw UsageError(grid_problem_message(option, *built.problem, rows, cols));
    }
    return std::move(*built.board);
}

// Cells as the options take them, 1-based: "2,3;4,4".
std::string cells_option_text(const std::vector<Cell>& cells) {
    std::vector<std::string> texts;
    for (const Cell cell : cells) {
        texts.push_back(fmt::format("{},{}", cell.row + 1, cell.col + 1));
    }
    return fmt::format("{}", fmt::join(texts, ";"));
}

std::vector<Cell> pawns_on_start(int pawns) {
    return std::vector<Cell>(static_cast<std::size_t>(pawns), Cell{});
}

// A move as records and `solve --json` write it.
nlohmann::ordered_json move_json_of(const GridMove& move) {
    return {{"pawn", move.pawn}, {"to", cell_json(move.to.row, move.to.col)}};
}

std::string json_report(const GridRules& rules, const GridSolver& solver,
                        const GridPosition& position) {
    const GridBoard& board = rules.board();
    nlohmann::ordered_json report;
    report["game"] = "grid";
    report["rows"] = board.rows();
    report["cols"] = board.cols();
    report["banned"] = cells_json(board.banned_cells());
    report["pawns"] = cells_json(position.pawns);
    report["outcome"] = solver.player_to_move_wins(position) ? "first" : "second";
    report["winning_moves"] = nlohmann::ordered_json::array();
    for (const GridMove& move : solver.winning_moves(position)) {
        report["winning_moves"].push_back(move_json_of(move));
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
    text += solver.player_to_move_wins(position)
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

// `solve grid`'s position: --pawns K on (1,1), or the pawns --at their cells.
GridPosition solve_position(const ParameterValues& values, const GridBoard& board) {
    if (!values.given("--at")) {
        return GridPosition{pawns_on_start(values.number("--pawns"))};
    }
    if (values.given("--pawns")) {
        throw UsageError(tr("--pawns and --at cannot be used together"));
    }
    GridPosition position{parse_cells("--at", values.text("--at"))};
    if (position.pawns.empty() || std::ssize(position.pawns) > k_grid_max_pawns) {
        throw UsageError(trf("--at: give 1 to {0} cells", k_grid_max_pawns));
    }
    for (const Cell pawn : position.pawns) {
        if (!board.is_free(pawn)) {
            throw UsageError(trf("--at: {0} is not a free cell of the grid", cell_name(pawn)));
        }
    }
    return position;
}

std::string grid_solve_report(const ParameterValues& values, const ReportContext&) {
    const int rows = values.number("--rows");
    const int cols = values.number("--cols");
    const GridRules rules(
        checked_board("--ban", rows, cols, parse_cells("--ban", values.text("--ban"))));
    const GridPosition position = solve_position(values, rules.board());
    const GridSolver solver(rules);
    return values.flag("--json") ? json_report(rules, solver, position)
                                 : text_report(rules, solver, position);
}

const char* ban_help() {
    return tr("the banned cells, 1-based: \"2,4;4,3\"");
}

class GridDescription final : public GameDescription {
  public:
    std::string name() const override { return "grid"; }
    std::string title() const override { return tr("the pawn on a grid"); }
    std::string summary() const override {
        return tr("play the pawn on a grid: push it right or down into the sink");
    }
    std::string menu_entry() const override {
        return tr("The pawn on a grid: push it right or down into the sink");
    }
    std::vector<ParameterSpec> parameters() const override {
        return {
            {"--rows",
             ParameterKind::number,
             trf("number of rows, {0} to {1}", k_grid_min_size, k_grid_max_size),
             "R",
             k_grid_min_size,
             k_grid_max_size,
             std::nullopt,
             trf("Number of rows ({0}-{1}): ", k_grid_min_size, k_grid_max_size),
             {},
             false,
             tr("Rows"),
             k_grid_min_size,
             tr("how many rows the grid has")},
            {"--cols",
             ParameterKind::number,
             trf("number of columns, {0} to {1}", k_grid_min_size, k_grid_max_size),
             "C",
             k_grid_min_size,
             k_grid_max_size,
             std::nullopt,
             trf("Number of columns ({0}-{1}): ", k_grid_min_size, k_grid_max_size),
             {},
             false,
             tr("Columns"),
             k_grid_min_size,
             tr("how many columns the grid has")},
            {"--banned", ParameterKind::text,
             tr("number of banned cells placed at random, 0 to max(R,C) (default: drawn at "
                "random)"),
             "N"},
            {"--ban", ParameterKind::text, ban_help(), "\"r,c;r,c\""},
            {"--pawns",
             ParameterKind::number,
             trf("number of pawns, 1 to {0} (default: 1)", k_grid_max_pawns),
             "K",
             1,
             k_grid_max_pawns,
             1,
             {},
             {},
             false,
             tr("Pawns"),
             std::nullopt,
             tr("how many pawns start on the top left cell; a move pushes one of them")},
        };
    }
    SetupDialogue setup_dialogue() const override {
        return {.settings_heading = tr("Game settings:"),
                .asks_who_starts = true,
                .board_after_moves = true};
    }

    void check(const ParameterValues& values) const override {
        const auto rows = values.number_if_given("--rows");
        const auto cols = values.number_if_given("--cols");
        const bool banned_given = values.given("--banned");
        const bool ban_given = values.given("--ban");
        if (banned_given && ban_given) {
            throw UsageError(tr("--banned and --ban cannot be used together"));
        }
        if ((banned_given || ban_given) && !(rows && cols)) {
            throw UsageError(
                trf("{0} needs --rows and --cols", banned_given ? "--banned" : "--ban"));
        }
        if (banned_given) {
            parse_int_value("--banned", values.text("--banned"), 0,
                            game_banned_limit(*rows, *cols));
        }
        if (ban_given) {
            checked_board("--ban", *rows, *cols, parse_cells("--ban", values.text("--ban")));
        }
        values.number("--pawns");
    }
    std::string rules_sentence(const ParameterValues& values, const Wording&) const override {
        return grid_rules_sentence(values.number("--pawns"));
    }
    // The board: the banned cells given, else as many as asked for (or drawn) at random places;
    // every count in range has a valid grid.
    GameStart start(const ParameterValues& values, Random& random) const override {
        const int rows = values.number("--rows");
        const int cols = values.number("--cols");
        const auto pawns = pawns_on_start(values.number("--pawns"));
        if (values.given("--ban")) {
            const auto cells = parse_cells("--ban", values.text("--ban"));
            return {GridSetup{checked_board("--ban", rows, cols, cells), pawns},
                    {trf("Banned cells: {0}", cells.size())}};
        }
        const int count = values.given("--banned")
                              ? parse_int_value("--banned", values.text("--banned"), 0,
                                                game_banned_limit(rows, cols))
                              : random_banned_count(rows, cols, random);
        return {GridSetup{random_grid_board(rows, cols, count, random), pawns},
                {trf("Banned cells generated: {0}", count)}};
    }

    nlohmann::ordered_json setup_json(const AnySetup& setup) const override {
        const auto& grid = std::get<GridSetup>(setup);
        return {{"rows", grid.board.rows()},
                {"cols", grid.board.cols()},
                {"banned", cells_json(grid.board.banned_cells())},
                {"pawns", cells_json(grid.pawns)}};
    }
    AnySetup setup_from_json(const nlohmann::json& json) const override {
        const int rows = json_int(json, "rows", k_grid_min_size, k_grid_max_size);
        const int cols = json_int(json, "cols", k_grid_min_size, k_grid_max_size);
        GridSetup setup{
            checked_board("\"banned\"", rows, cols, json_cells(json, "banned", rows, cols)),
            json_cells(json, "pawns", rows, cols)};
        if (setup.pawns.empty() || std::ssize(setup.pawns) > k_grid_max_pawns ||
            !std::all_of(setup.pawns.begin(), setup.pawns.end(),
                         [&](Cell pawn) { return setup.board.is_free(pawn); })) {
            throw UsageError(trf("\"pawns\" is not 1 to {0} free cells", k_grid_max_pawns));
        }
        return setup;
    }
    nlohmann::ordered_json move_json(const AnyMove& move) const override {
        return move_json_of(std::get<GridMove>(move));
    }
    AnyMove move_from_json(const nlohmann::json& json) const override {
        return GridMove{json_int(json, "pawn", 0, k_grid_max_pawns - 1),
                        json_cell(json_member(json, "to"), "to", k_grid_max_size, k_grid_max_size)};
    }
};

}  // namespace

ReportCommand GridGame::solve_command() {
    return ReportCommand{"grid",
                         tr("solve a grid: solve grid --rows 5 --cols 5 --ban \"2,4;4,3\""),
                         {{"--rows",
                           ParameterKind::number,
                           tr("number of rows"),
                           "R",
                           1,
                           k_solve_grid_max_size,
                           std::nullopt,
                           {},
                           {},
                           true},
                          {"--cols",
                           ParameterKind::number,
                           tr("number of columns"),
                           "C",
                           1,
                           k_solve_grid_max_size,
                           std::nullopt,
                           {},
                           {},
                           true},
                          {"--ban", ParameterKind::text, ban_help(), "\"r,c;r,c\""},
                          {"--pawns", ParameterKind::number,
                           trf("number of pawns on (1,1), 1 to {0} (default: 1)", k_grid_max_pawns),
                           "K", 1, k_grid_max_pawns, 1},
                          {"--at", ParameterKind::text,
                           tr("the pawns' cells instead, 1-based: \"1,1;3,2\""), "\"r,c;r,c\""},
                          {"--json", ParameterKind::flag, tr("print one JSON object")}},
                         grid_solve_report,
                         "solve grid --rows 5 --cols 5"};
}

std::vector<std::string> GridGame::solve_arguments(const GridSetup& grid) {
    std::vector<std::string> arguments{"--rows", std::to_string(grid.board.rows()), "--cols",
                                       std::to_string(grid.board.cols())};
    if (grid.board.banned_count() > 0) {
        arguments.insert(arguments.end(), {"--ban", cells_option_text(grid.board.banned_cells())});
    }
    arguments.insert(arguments.end(), {"--at", cells_option_text(grid.pawns)});
    return arguments;
}

const GameDescription& GridGame::description() {
    static const GridDescription description;
    return description;
}

}  // namespace marienbad
