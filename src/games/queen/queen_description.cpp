// The queen on a grid described once (Wythoff's game): `queen` with its size (asked when missing,
// as handout 001's dialogue asks the pawn's grid), one queen or several on the top-left cell or on
// given cells, misère play; `solve queen` at any size up to 10^18; and its records.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include "games/json_fields.hpp"
#include "games/option_values.hpp"
#include "games/queen/queen_board_model.hpp"
#include "games/queen/queen_explanation_text.hpp"
#include "games/queen/queen_game.hpp"
#include "games/queen/queen_wording.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

Convention convention_of(const ParameterValues& values) {
    return values.flag("--misere") ? Convention::misere : Convention::normal;
}

// The queens' cells: --at "r,c;r,c" (1-based), else --queens K on the top-left cell.
std::vector<QueenCell> queens_of(const ParameterValues& values, std::int64_t max) {
    if (values.given("--at")) {
        if (values.given("--queens")) {
            throw UsageError(tr("--queens and --at cannot be used together"));
        }
        std::vector<QueenCell> queens;
        for (const CellNumbers& cell : parse_cell_list("--at", values.text("--at"), max)) {
            queens.push_back({cell.row - 1, cell.col - 1});
        }
        return queens;
    }
    return std::vector<QueenCell>(static_cast<std::size_t>(values.number("--queens")), QueenCell{});
}

// The setup, refused with one line when it breaks the board's rules or the solver's bounds.
QueenSetup checked_setup(std::string_view option, QueenBoard board, std::vector<QueenCell> queens,
                         Convention convention, QueenUse use) {
    if (const auto problem = find_queen_problem(board, queens, use)) {
        throw UsageError(trf("{0}: {1}", option, queen_problem_text(*problem)));
    }
    if (const auto limit = queen_solver_problem(board, QueenPosition{queens}, convention)) {
        throw UsageError(trf("{0}: {1}", option, queen_solver_problem_text(*limit)));
    }
    return {board, std::move(queens), convention};
}

// A move as records and `solve --json` write it.
nlohmann::ordered_json move_json_of(const QueenMove& move) {
    return {{"queen", move.queen}, {"to", cell_json(move.to.row, move.to.col)}};
}

std::string json_report(const QueenRules& rules, QueenSolver& solver,
                        const QueenPosition& position) {
    nlohmann::ordered_json report;
    report["game"] = "queen";
    report["rows"] = rules.board().rows;
    report["cols"] = rules.board().cols;
    report["queens"] = cells_json(position.queens);
    report["convention"] = convention_json(rules.convention());
    report["outcome"] = solver.player_to_move_wins(position) ? "first" : "second";
    report["winning_moves"] = nlohmann::ordered_json::array();
    for (const QueenMove& move : solver.winning_moves(position)) {
        report["winning_moves"].push_back(move_json_of(move));
    }
    return report.dump() + "\n";
}

std::string text_report(const QueenRules& rules, QueenSolver& solver,
                        const QueenPosition& position) {
    const QueenBoard& board = rules.board();
    std::vector<std::string> cells;
    for (const QueenCell cell : position.queens) {
        cells.push_back(queen_cell_name(cell));
    }
    std::string text =
        trf("Board of {0} and {1}, {2}: {3}\n", ntrf("{0} row", "{0} rows", board.rows, board.rows),
            ntrf("{0} column", "{0} columns", board.cols, board.cols),
            rules.convention() == Convention::normal ? tr("normal play") : tr("misère play"),
            fmt::format("{}", fmt::join(cells, " ")));
    if (board.rows <= k_queen_max_size && board.cols <= k_queen_max_size) {
        text += render_board_text(queen_board_model(rules, position));
    }
    text += solver.player_to_move_wins(position)
                ? tr("The player to move wins with perfect play.\n")
                : tr("The player to move loses against perfect play.\n");
    const auto moves = solver.winning_moves(position);
    if (!moves.empty()) {
        text += ntr("Winning move:\n", "Winning moves:\n", static_cast<long long>(moves.size()));
    }
    for (const QueenMove& move : moves) {
        text += "  " + describe_queen_move(move, position.queens.size()) + "\n";
    }
    return text + "\n" + render_queen_explanation(explain_queen_position(rules, solver, position));
}

std::string queen_solve_report(const ParameterValues& values, const ReportContext&) {
    const QueenBoard board{
        parse_int64_value("--rows", values.text("--rows"), 1, k_queen_solve_max_size),
        parse_int64_value("--cols", values.text("--cols"), 1, k_queen_solve_max_size)};
    const QueenSetup setup =
        checked_setup("solve queen", board, queens_of(values, k_queen_solve_max_size),
                      convention_of(values), QueenUse::solve);
    const QueenRules rules(setup.board, setup.convention);
    QueenSolver solver(rules);
    const QueenPosition position{setup.queens};
    return values.flag("--json") ? json_report(rules, solver, position)
                                 : text_report(rules, solver, position);
}

// A form offers 8 × 10 first: the queen on (1,1) is then 7 rows and 9 columns from the sink, a
// start the first player wins, but not at once (on a square board the queen starts on the sink's
// diagonal, and the first move ends the game).
constexpr int k_form_rows = 8;
constexpr int k_form_cols = 10;

ParameterSpec size_parameter(const char* name, std::string help, const char* value_name,
                             std::string question, std::string label, int suggestion,
                             std::string form_help) {
    return {name,
            ParameterKind::number,
            std::move(help),
            value_name,
            static_cast<int>(k_queen_min_size),
            static_cast<int>(k_queen_max_size),
            std::nullopt,
            std::move(question),
            {},
            false,
            std::move(label),
            suggestion,
            std::move(form_help)};
}

class QueenDescription final : public GameDescription {
  public:
    std::string name() const override { return "queen"; }
    std::string title() const override { return tr("the queen on a grid"); }
    std::string summary() const override {
        return tr("play the queen on a grid: push it right, down or diagonally into the sink");
    }
    std::string menu_entry() const override {
        return tr("The queen on a grid: push it right, down or diagonally into the sink");
    }
    std::vector<ParameterSpec> parameters() const override {
        const int low = static_cast<int>(k_queen_min_size);
        const int high = static_cast<int>(k_queen_max_size);
        return {
            size_parameter("--rows", trf("number of rows, {0} to {1}", low, high), "R",
                           trf("Number of rows ({0}-{1}): ", low, high), tr("Rows"), k_form_rows,
                           tr("how many rows the grid has")),
            size_parameter("--cols", trf("number of columns, {0} to {1}", low, high), "C",
                           trf("Number of columns ({0}-{1}): ", low, high), tr("Columns"),
                           k_form_cols, tr("how many columns the grid has")),
            {"--queens",
             ParameterKind::number,
             trf("number of queens on the top left cell, 1 to {0} (default: 1)",
                 k_queen_max_queens),
             "K",
             1,
             k_queen_max_queens,
             1,
             {},
             {},
             false,
             tr("Queens"),
             std::nullopt,
             tr("how many queens start on the top left cell; a move pushes one of them")},
            {"--at", ParameterKind::text, tr("the queens' cells instead, 1-based: \"1,1;3,2\""),
             "\"r,c;r,c\""},
            {"--misere", ParameterKind::flag, tr("misère play: whoever makes the last move loses")},
        };
    }
    SetupDialogue setup_dialogue() const override {
        return {.settings_heading = tr("Game settings:"),
                .asks_who_starts = true,
                .board_after_moves = true};
    }
    std::vector<RulesChoice> menu_rules() const override {
        return {{tr("normal play: whoever makes the last move wins"), {}},
                {tr("misère play: whoever makes the last move loses"), {"--misere"}}};
    }

    void check(const ParameterValues& values) const override {
        const auto rows = values.number_if_given("--rows");
        const auto cols = values.number_if_given("--cols");
        if (values.given("--at") && !(rows && cols)) {
            throw UsageError(tr("--at needs --rows and --cols"));
        }
        const std::vector<QueenCell> queens = queens_of(values, k_queen_max_size);
        if (rows && cols) {
            checked_setup(values.given("--at") ? "--at" : "--queens", QueenBoard{*rows, *cols},
                          queens, convention_of(values), QueenUse::play);
        }
    }
    std::string rules_sentence(const ParameterValues& values, const Wording&) const override {
        return queen_rules_sentence(queens_of(values, k_queen_max_size).size(),
                                    convention_of(values));
    }
    GameStart start(const ParameterValues& values, Random&) const override {
        const QueenBoard board{values.number("--rows"), values.number("--cols")};
        return {checked_setup(values.given("--at") ? "--at" : "--queens", board,
                              queens_of(values, k_queen_max_size), convention_of(values),
                              QueenUse::play),
                {}};
    }

    nlohmann::ordered_json setup_json(const AnySetup& setup) const override {
        const auto& queen = std::get<QueenSetup>(setup);
        return {{"rows", queen.board.rows},
                {"cols", queen.board.cols},
                {"queens", cells_json(queen.queens)},
                {"convention", convention_json(queen.convention)}};
    }
    AnySetup setup_from_json(const nlohmann::json& json) const override {
        const int low = static_cast<int>(k_queen_min_size);
        const int high = static_cast<int>(k_queen_max_size);
        const int rows = json_int(json, "rows", low, high);
        const int cols = json_int(json, "cols", low, high);
        std::vector<QueenCell> queens;
        for (const Cell cell : json_cells(json, "queens", rows, cols)) {
            queens.push_back({cell.row, cell.col});
        }
        return checked_setup("\"queens\"", QueenBoard{rows, cols}, std::move(queens),
                             json_convention(json, "convention"), QueenUse::play);
    }
    nlohmann::ordered_json move_json(const AnyMove& move) const override {
        return move_json_of(std::get<QueenMove>(move));
    }
    AnyMove move_from_json(const nlohmann::json& json) const override {
        const int high = static_cast<int>(k_queen_max_size);
        const Cell to = json_cell(json_member(json, "to"), "to", high, high);
        return QueenMove{json_int(json, "queen", 0, k_queen_max_queens - 1),
                         QueenCell{to.row, to.col}};
    }
};

}  // namespace

ReportCommand QueenGame::solve_command() {
    return ReportCommand{
        "queen",
        tr("solve a position of the queen: solve queen --rows 8 --cols 9 --at \"1,1\""),
        {{.name = "--rows",
          .kind = ParameterKind::text,
          .help = tr("number of rows, 1 to 10^18"),
          .value_name = "R",
          .required = true},
         {.name = "--cols",
          .kind = ParameterKind::text,
          .help = tr("number of columns, 1 to 10^18"),
          .value_name = "C",
          .required = true},
         {"--at", ParameterKind::text, tr("the queens' cells, 1-based: \"1,1;3,2\""),
          "\"r,c;r,c\""},
         {"--queens", ParameterKind::number,
          trf("number of queens on (1,1), 1 to {0} (default: 1)", k_queen_max_queens), "K", 1,
          k_queen_max_queens, 1},
         {"--misere", ParameterKind::flag, tr("misère play")},
         {"--json", ParameterKind::flag, tr("print one JSON object")}},
        queen_solve_report,
        "solve queen --rows 8 --cols 9"};
}

std::vector<std::string> QueenGame::solve_arguments(const QueenSetup& queen) {
    std::vector<std::string> cells;
    for (const QueenCell cell : queen.queens) {
        cells.push_back(fmt::format("{},{}", cell.row + 1, cell.col + 1));
    }
    std::vector<std::string> arguments{"--rows", std::to_string(queen.board.rows),
                                       "--cols", std::to_string(queen.board.cols),
                                       "--at",   fmt::format("{}", fmt::join(cells, ";"))};
    if (queen.convention == Convention::misere) {
        arguments.emplace_back("--misere");
    }
    return arguments;
}

const GameDescription& QueenGame::description() {
    static const QueenDescription description;
    return description;
}

}  // namespace marienbad
