// The matchstick row described once (handout 004): `row` with --length, --max-take and --normal
// (misère by default), the menu's rules, `solve row` with --length or --position, and its
// records.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/excerpt.hpp"
#include "games/json_fields.hpp"
#include "games/option_values.hpp"
#include "games/row/row_game.hpp"
#include "games/row/row_solver.hpp"
#include "games/row/row_wording.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// The longest row `solve row` takes where play is decided by Grundy values or a rule (normal
// play, and misère play with max-take 1 or 3): a full row of a million places is solved, every
// winning move listed, in about a second (docs/measurements.md).
constexpr int k_solve_row_max_length = 1'000'000;
// Misère play with max-take 2 and 4 to 8 is decided by the misère quotient of the row's octal
// code, computed to the longest run: to 2000 matches it takes at most 0.25 s of processor time
// (0.7777777, 514 elements at 1000, the largest; Kayles 0.01 s) and 90 MB, the engine keeping
// every heap's moves; to 4096, 1 s and 340 MB for 0.7777777 (docs/measurements.md).
constexpr int k_solve_row_quotient_max_length = 2000;
// Normal play with max-take 7 (0.7777777) stops at 100,000 places: its values grow large (2,346
// below 100,000) and are rarely rare, so the octal engine's sparse space gives little: 1.3 s
// for 100,000 values, 10 s for a million.
constexpr int k_solve_row_max_length_0_7777777 = 100'000;

Convention convention_of(const ParameterValues& values) {
    return values.flag("--normal") ? Convention::normal : Convention::misere;
}

ParameterSpec max_take_parameter(std::string help) {
    return {"--max-take",
            ParameterKind::number,
            std::move(help),
            "K",
            1,
            k_row_largest_max_take,
            k_row_default_max_take,
            {},
            {},
            false,
            tr("Most matches a move"),
            std::nullopt,
            tr("the most matches one move may take, side by side")};
}

// Whether misère play with this max-take is decided by the misère quotient (max-take 2, 4 to 8).
bool by_quotient(Convention convention, int max_take) {
    return row_method(convention, max_take) == RowMethod::misere_quotient;
}

// The longest row `solve row` takes with these rules.
int solve_max_length(Convention convention, int max_take) {
    if (by_quotient(convention, max_take)) {
        return k_solve_row_quotient_max_length;
    }
    return convention == Convention::normal && max_take == 7 ? k_solve_row_max_length_0_7777777
                                                             : k_solve_row_max_length;
}

std::string too_long_message(std::string_view option, int length, Convention convention,
                             int max_take) {
    const int longest = solve_max_length(convention, max_take);
    if (longest == k_solve_row_max_length) {
        return trf("{0}: {1} places is more than {2}, the longest row solved", option, length,
                   longest);
    }
    if (convention == Convention::normal) {
        return trf(
            "{0}: {1} places is more than {2}, the longest row solved with max-take {3} "
            "(its Grundy values take long to compute; up to {4} with other max-takes)",
            option, length, longest, max_take, k_solve_row_max_length);
    }
    return trf(
        "{0}: {1} places is more than {2}, the longest row solved by the misère quotient with "
        "max-take {3} (far longer rows with max-take 1 or 3, or with --normal)",
        option, length, longest, max_take);
}

RowPosition parse_position(std::string_view text, Convention convention, int max_take) {
    const RowPatternParse parse = parse_row_pattern(text, solve_max_length(convention, max_take));
    switch (parse.error) {
        case RowPatternError::none:
            return parse.position;
        case RowPatternError::empty:
            throw UsageError(tr("--position: the row is empty; give places such as 1101110"));
        case RowPatternError::bad_character: {
            const auto place = text.find_first_not_of("01");
            throw UsageError(
                trf("--position: '{0}' at place {1} is neither 1 (a match) nor 0 (an empty place)",
                    character_at(text, place), place));
        }
        case RowPatternError::no_match:
            throw UsageError(
                trf("--position: '{0}' holds no match; give at least one 1", excerpt(text)));
        case RowPatternError::too_long:
            throw UsageError(too_long_message("--position", static_cast<int>(text.size()),
                                              convention, max_take));
    }
    return parse.position;
}

// A length within the limit of the convention and max-take; a length that other rules allow
// is refused with a message that says so.
int parse_length(std::string_view text, Convention convention, int max_take) {
    const int length = parse_int_value("--length", text, 1, k_solve_row_max_length);
    if (length > solve_max_length(convention, max_take)) {
        throw UsageError(too_long_message("--length", length, convention, max_take));
    }
    return length;
}

// The runs as places: "0-1 3-5 9" (a run of one match is its place).
std::string runs_text(const RowPosition& position) {
    std::vector<std::string> runs;
    for (const RowRun& run : row_runs(position)) {
        runs.push_back(run.length == 1
                           ? fmt::format("{}", run.start)
                           : fmt::format("{}-{}", run.start, run.start + run.length - 1));
    }
    return fmt::format("{}", fmt::join(runs, " "));
}

// "take 2 matches from place 4 (places 4 to 5)"; a single match needs no span.
std::string describe_move_with_places(const RowMove& move) {
    if (move.count == 1) {
        return trf("take 1 match from place {0}", move.start);
    }
    return ntrf("take {0} match from place {1} (places {1} to {2})",
                "take {0} matches from place {1} (places {1} to {2})", move.count, move.count,
                move.start, move.start + move.count - 1);
}

struct RowProblem {
    RowPosition position;
    Convention convention;
    int max_take;
    std::vector<RowMove> winning_moves;
};

// A move as records and `solve --json` write it.
nlohmann::ordered_json move_json_of(const RowMove& move) {
    return {{"start", move.start}, {"count", move.count}};
}

std::string json_report(const RowProblem& problem) {
    nlohmann::ordered_json report;
    report["game"] = "row";
    report["position"] = problem.position.pattern();
    report["length"] = problem.position.length();
    report["max_take"] = problem.max_take;
    report["convention"] = convention_json(problem.convention);
    // A row given here holds at least one match, so it is won exactly when a move wins.
    report["outcome"] = problem.winning_moves.empty() ? "second" : "first";
    report["winning_moves"] = nlohmann::ordered_json::array();
    for (const RowMove& move : problem.winning_moves) {
        report["winning_moves"].push_back(move_json_of(move));
    }
    return report.dump() + "\n";
}

std::string text_report(const RowProblem& problem) {
    const RowPosition& position = problem.position;
    std::string text = trf("Row of {0}, {1}, {2}\n",
                           ntrf("{0} place", "{0} places", position.length(), position.length()),
                           problem.convention == Convention::normal
                               ? tr("normal play (whoever takes the last match wins)")
                               : tr("misère play (whoever takes the last match loses)"),
                           ntrf("at most {0} match a move", "at most {0} matches a move",
                                problem.max_take, problem.max_take));
    // A row longer than the game shows is described by its runs only.
    if (position.length() <= k_row_max_length) {
        text += trf("Places from 0: {0} (1 = a match, 0 = an empty place)\n", position.pattern());
    }
    text += trf("{0}, in places {1}\n",
                ntrf("{0} match", "{0} matches", position.match_count(), position.match_count()),
                runs_text(position));
    text += !problem.winning_moves.empty() ? tr("The player to move wins with perfect play.\n")
                                           : tr("The player to move loses against perfect play.\n");
    if (!problem.winning_moves.empty()) {
        text += ntr("Winning move:\n", "Winning moves:\n",
                    static_cast<long long>(problem.winning_moves.size()));
    }
    for (const RowMove& move : problem.winning_moves) {
        text += "  " + describe_move_with_places(move) + "\n";
    }
    return text;
}

std::string row_solve_report(const ParameterValues& values, const ReportContext&) {
    const Convention convention = convention_of(values);
    const bool length_given = values.given("--length");
    const bool position_given = values.given("--position");
    if (length_given && position_given) {
        throw UsageError(tr("--length and --position cannot be used together"));
    }
    if (!length_given && !position_given) {
        throw UsageError(tr("solve row: give --length N or --position 1101110"));
    }
    const int max_take = values.number("--max-take");
    const RowPosition position =
        length_given
            ? RowPosition::full(parse_length(values.text("--length"), convention, max_take))
            : parse_position(values.text("--position"), convention, max_take);
    RowSolver solver(convention, max_take);
    const RowProblem problem{position, convention, max_take, solver.winning_moves(position)};
    return values.flag("--json") ? json_report(problem) : text_report(problem);
}

class RowDescription final : public GameDescription {
  public:
    std::string name() const override { return "row"; }
    std::string title() const override { return tr("the matchstick row"); }
    // The most matches a move takes is the game's --max-take: its default, and how far it goes.
    std::string summary() const override {
        return trf(
            "play the matchstick row: take matches side by side, 1 to {0} a move "
            "(--max-take sets the limit, up to {1})",
            k_row_default_max_take, k_row_largest_max_take);
    }
    // The rules (misère or normal play) are asked next: not said here.
    std::string menu_entry() const override {
        return trf(
            "The matchstick row: take matches side by side, 1 to {0} a move (the limit "
            "can go up to {1})",
            k_row_default_max_take, k_row_largest_max_take);
    }
    std::vector<ParameterSpec> parameters() const override {
        return {
            {"--length",
             ParameterKind::number,
             trf("number of places in the row, 1 to {0} (default: {1})", k_row_max_length,
                 k_row_default_length),
             "N",
             1,
             k_row_max_length,
             k_row_default_length,
             {},
             {},
             false,
             tr("Places"),
             std::nullopt,
             tr("how many matches stand in the row at the start")},
            max_take_parameter(trf("most matches taken in one move, 1 to {0} (default: {1})",
                                   k_row_largest_max_take, k_row_default_max_take)),
            {"--normal", ParameterKind::flag,
             tr("normal play: whoever takes the last match wins (default: loses)")},
        };
    }
    SetupDialogue setup_dialogue() const override { return {}; }
    std::vector<RulesChoice> menu_rules() const override {
        return {{tr("misère play: whoever takes the last match loses"), {}},
                {tr("normal play: whoever takes the last match wins"), {"--normal"}}};
    }

    // Every length in the parameter's range is played exactly with every rule: reading the
    // numbers refuses a value out of range before anything is printed.
    void check(const ParameterValues& values) const override {
        values.number("--length");
        values.number("--max-take");
    }
    std::string rules_sentence(const ParameterValues& values, const Wording&) const override {
        return row_rules_sentence(RowRules(convention_of(values), values.number("--max-take")));
    }
    GameStart start(const ParameterValues& values, Random&) const override {
        return {RowSetup{convention_of(values), values.number("--max-take"),
                         RowPosition::full(values.number("--length"))},
                {}};
    }

    nlohmann::ordered_json setup_json(const AnySetup& setup) const override {
        const auto& row = std::get<RowSetup>(setup);
        return {{"position", row.start.pattern()},
                {"max_take", row.max_take},
                {"convention", convention_json(row.convention)}};
    }
    AnySetup setup_from_json(const nlohmann::json& json) const override {
        const RowPatternParse parse = parse_row_pattern(json_string(json, "position"));
        if (!parse.ok()) {
            throw UsageError(
                trf("\"position\" is not a row of 1 to {0} places (1 a match, 0 an "
                    "empty place)",
                    k_row_max_length));
        }
        const Convention convention = json_convention(json, "convention");
        const int max_take = json_int(json, "max_take", 1, k_row_largest_max_take);
        return RowSetup{convention, max_take, parse.position};
    }
    nlohmann::ordered_json move_json(const AnyMove& move) const override {
        return move_json_of(std::get<RowMove>(move));
    }
    AnyMove move_from_json(const nlohmann::json& json) const override {
        return RowMove{json_int(json, "start", 0, k_row_max_length - 1),
                       json_int(json, "count", 1, k_row_largest_max_take)};
    }
};

}  // namespace

ReportCommand RowGame::solve_command() {
    return ReportCommand{
        "row",
        tr("solve a row of matches: solve row --length 21 or --position 1101110"),
        {{"--length", ParameterKind::text,
          trf("a full row of N places, 1 to {0}; in misère play with max-take 2 and 4 to 8, "
              "solved by the misère quotient, up to {1}; in normal play with max-take 7, up "
              "to {2}",
              k_solve_row_max_length, k_solve_row_quotient_max_length,
              k_solve_row_max_length_0_7777777),
          "N"},
         {"--position", ParameterKind::text,
          tr("the places from place 0, 1 for a match and 0 for an empty place: 1101110"),
          "1101110"},
         max_take_parameter(trf("most matches a move takes, 1 to {0} (default: {1})",
                                k_row_largest_max_take, k_row_default_max_take)),
         {"--normal", ParameterKind::flag,
          tr("normal play: whoever takes the last match wins (default: misère play, "
             "whoever takes the last match loses)")},
         {"--json", ParameterKind::flag, tr("print one JSON object")}},
        row_solve_report,
        "solve row --length 21"};
}

std::vector<std::string> RowGame::solve_arguments(const RowSetup& row) {
    std::vector<std::string> arguments{"--position", row.start.pattern(), "--max-take",
                                       std::to_string(row.max_take)};
    if (row.convention == Convention::normal) {
        arguments.emplace_back("--normal");
    }
    return arguments;
}

const GameDescription& RowGame::description() {
    static const RowDescription description;
    return description;
}

}  // namespace marienbad
