// Nim described once (handouts 000 and 002): `nim` with --piles or --columns (handout 000 asks for
// the number of columns) and --misere, the menu's rules, `solve nim`, and its records.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/json_fields.hpp"
#include "games/nim/nim_explanation.hpp"
#include "games/nim/nim_explanation_text.hpp"
#include "games/nim/nim_game.hpp"
#include "games/nim/nim_options.hpp"
#include "games/nim/nim_solver.hpp"
#include "games/nim/nim_wording.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// `solve nim` takes wider boards than a game: the solver is instant at any size.
constexpr int k_solve_max_piles = 1000;
constexpr int k_solve_max_pieces = 1'000'000'000;
// The terminal's menu offers handout 000's figure, 7 columns, first.
constexpr int k_form_columns = 7;
// Handout 002's default board, which a form offers beside random columns.
constexpr const char* k_seed_002_board = "1,2,3,5,7";

Convention convention_of(const ParameterValues& values) {
    return values.flag("--misere") ? Convention::misere : Convention::normal;
}

std::vector<int> given_piles(const ParameterValues& values) {
    auto piles = parse_pile_list("--piles", values.text("--piles"));
    check_piles("--piles", piles, k_nim_max_piles, k_nim_max_pieces);
    return piles;
}

// A move as records and `solve --json` write it.
nlohmann::ordered_json move_json_of(const NimMove& move) {
    return {{"pile", move.pile}, {"take", move.take}};
}

std::string json_report(const NimPosition& position, Convention convention, bool first_wins,
                        const std::vector<NimMove>& moves) {
    nlohmann::ordered_json report;
    report["game"] = "nim";
    report["piles"] = position.piles;
    report["convention"] = convention_json(convention);
    report["nim_sum"] = nim_sum(position);
    report["outcome"] = first_wins ? "first" : "second";
    report["winning_moves"] = nlohmann::ordered_json::array();
    for (const NimMove& move : moves) {
        report["winning_moves"].push_back(move_json_of(move));
    }
    return report.dump() + "\n";
}

std::string text_report(const NimPosition& position, Convention convention, bool first_wins,
                        const std::vector<NimMove>& moves, bool explain) {
    const NimRules rules(convention);
    std::string text = trf("Nim, {0}, columns {1}\n",
                           convention == Convention::normal ? tr("normal play") : tr("misère play"),
                           fmt::join(position.piles, " "));
    text += trf("Nim-sum: {0}\n", nim_sum(position));
    text += first_wins ? tr("The player to move wins with perfect play.\n")
                       : tr("The player to move loses against perfect play.\n");
    if (!moves.empty()) {
        text +=
            ntr("Winning move (columns numbered from 0):\n",
                "Winning moves (columns numbered from 0):\n", static_cast<long long>(moves.size()));
    }
    for (const NimMove& move : moves) {
        NimPosition after = position;
        rules.apply(after, move);
        text += trf("  {0} (leaves {1})\n", describe_nim_move(move),
                    after.piles.empty() ? std::string(tr("nothing"))
                                        : fmt::format("{}", fmt::join(after.piles, " ")));
    }
    if (explain) {
        text += '\n' + render_nim_explanation(explain_nim_position(position, convention));
    }
    return text;
}

std::string nim_solve_report(const ParameterValues& values, const ReportContext&) {
    const NimPosition position{parse_pile_arguments(values.texts("piles"))};
    check_piles("solve nim", position.piles, k_solve_max_piles, k_solve_max_pieces);
    const Convention convention = convention_of(values);
    const NimSolver solver(convention);
    const bool first_wins = solver.player_to_move_wins(position);
    const auto moves = solver.winning_moves(position);
    return values.flag("--json")
               ? json_report(position, convention, first_wins, moves)
               : text_report(position, convention, first_wins, moves, values.flag("--explain"));
}

class NimDescription final : public GameDescription {
  public:
    std::string name() const override { return "nim"; }
    std::string title() const override { return tr("Nim"); }
    std::string summary() const override {
        return tr("play Nim: take pieces from one pile at a time");
    }
    std::string menu_entry() const override {
        return tr("Nim: take pieces from one pile at a time");
    }
    std::vector<ParameterSpec> parameters() const override {
        return {
            {.name = "--piles",
             .kind = ParameterKind::text,
             .help = tr("the sizes of the columns, e.g. 1,3,5,7"),
             .value_name = "1,3,5,7",
             .label = tr("Board"),
             .form_help = tr("piles drawn at random, or the classic board of 1, 2, 3, 5 and 7 "
                             "pieces"),
             .choices = {{"", tr("random piles")},
                         {k_seed_002_board, tr("the classic 1, 2, 3, 5, 7")}},
             .form_last = true},
            {"--columns",
             ParameterKind::number,
             trf("number of columns drawn at random, 1 to {0}, each of 1 to {1} pieces",
                 k_nim_max_piles, k_nim_max_pieces),
             "N",
             1,
             k_nim_max_piles,
             std::nullopt,
             trf("Number of columns (1-{0}): ", k_nim_max_piles),
             "--piles",
             false,
             tr("Number of piles"),
             k_form_columns,
             trf("how many piles of pieces are drawn at random, each of 1 to {0} pieces",
                 k_nim_max_pieces),
             {},
             {},
             ParameterCondition{"--piles", {""}}},
            {"--misere", ParameterKind::flag,
             tr("misère play: whoever takes the last piece loses")},
        };
    }
    SetupDialogue setup_dialogue() const override {
        return {.rules_first = false, .space_after_board = true};
    }
    std::vector<RulesChoice> menu_rules() const override {
        return {{tr("normal play: whoever takes the last piece wins"), {}},
                {tr("misère play: whoever takes the last piece loses"), {"--misere"}}};
    }
    // Handout 002 is played in a window, and asks for its size-aware computer.
    std::vector<std::pair<std::string, std::string>> window_defaults() const override {
        return {{"--style", "adaptive"}};
    }

    void check(const ParameterValues& values) const override {
        if (values.given("--piles") && values.given("--columns")) {
            throw UsageError(tr("--piles and --columns cannot be used together"));
        }
        if (values.given("--piles")) {
            given_piles(values);
        }
        values.number_if_given("--columns");
    }
    std::string rules_sentence(const ParameterValues& values,
                               const Wording& wording) const override {
        return nim_rules_sentence(convention_of(values), wording);
    }
    GameStart start(const ParameterValues& values, Random& random) const override {
        const NimPosition board = values.given("--piles")
                                      ? NimPosition{given_piles(values)}
                                      : random_nim_position(values.number("--columns"), random);
        return {NimSetup{convention_of(values), board}, {}};
    }

    nlohmann::ordered_json setup_json(const AnySetup& setup) const override {
        const auto& nim = std::get<NimSetup>(setup);
        return {{"piles", nim.start.piles}, {"convention", convention_json(nim.convention)}};
    }
    AnySetup setup_from_json(const nlohmann::json& json) const override {
        NimPosition start{json_ints(json, "piles", 1, k_nim_max_pieces)};
        if (check_nim_board(start.piles, k_nim_max_piles, k_nim_max_pieces) !=
            NimBoardError::none) {
            throw UsageError(trf("\"piles\" is not a board of 1 to {0} columns", k_nim_max_piles));
        }
        return NimSetup{json_convention(json, "convention"), std::move(start)};
    }
    nlohmann::ordered_json move_json(const AnyMove& move) const override {
        return move_json_of(std::get<NimMove>(move));
    }
    AnyMove move_from_json(const nlohmann::json& json) const override {
        return NimMove{json_int(json, "pile", 0, k_nim_max_piles - 1),
                       json_int(json, "take", 1, k_nim_max_pieces)};
    }
};

}  // namespace

ReportCommand NimGame::solve_command() {
    return ReportCommand{
        "nim",
        tr("solve a Nim position: solve nim 3 4 5"),
        {{"piles", ParameterKind::arguments, tr("the sizes of the columns: 3 4 5 or 3,4,5"), "N"},
         {"--misere", ParameterKind::flag, tr("misère play")},
         {"--json", ParameterKind::flag, tr("print one JSON object")},
         {"--explain", ParameterKind::flag, tr("show the binary-matrix method step by step")}},
        nim_solve_report,
        "solve nim 3 4 5"};
}

std::vector<std::string> NimGame::solve_arguments(const NimSetup& nim) {
    std::vector<std::string> arguments{fmt::format("{}", fmt::join(nim.start.piles, ","))};
    if (nim.convention == Convention::misere) {
        arguments.emplace_back("--misere");
    }
    return arguments;
}

const GameDescription& NimGame::description() {
    static const NimDescription description;
    return description;
}

}  // namespace marienbad
