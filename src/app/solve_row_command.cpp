// Solves a position of the matchstick row (seed 004) and reports it as JSON or as text.
#include "app/solve_row_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>
#include <vector>

#include "i18n/i18n.hpp"
#include "solvers/row_solver.hpp"

namespace marienbad {
namespace {

struct RowSolution {
    bool first_wins = false;
    std::vector<RowMove> moves;
};

std::string json_report(const SolveRowOptions& options, const RowSolution& solution) {
    nlohmann::ordered_json report;
    report["game"] = "row";
    report["position"] = options.position.pattern();
    report["length"] = options.position.length();
    report["max_take"] = options.max_take;
    report["convention"] = options.convention == Convention::normal ? "normal" : "misere";
    report["outcome"] = solution.first_wins ? "first" : "second";
    report["winning_moves"] = nlohmann::ordered_json::array();
    for (const RowMove& move : solution.moves) {
        report["winning_moves"].push_back({{"start", move.start}, {"count", move.count}});
    }
    return report.dump() + "\n";
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
std::string describe_move(const RowMove& move) {
    if (move.count == 1) {
        return trf("take 1 match from place {0}", move.start);
    }
    return ntrf("take {0} match from place {1} (places {1} to {2})",
                "take {0} matches from place {1} (places {1} to {2})", move.count, move.count,
                move.start, move.start + move.count - 1);
}

std::string text_report(const SolveRowOptions& options, const RowSolution& solution) {
    const RowPosition& position = options.position;
    std::string text = trf("Row of {0}, {1}, {2}\n",
                           ntrf("{0} place", "{0} places", position.length(), position.length()),
                           options.convention == Convention::normal
                               ? tr("normal play (whoever takes the last match wins)")
                               : tr("misère play (whoever takes the last match loses)"),
                           ntrf("at most {0} match a move", "at most {0} matches a move",
                                options.max_take, options.max_take));
    // A row longer than the game shows is described by its runs only.
    if (position.length() <= k_row_max_length) {
        text += trf("Places from 0: {0} (1 = a match, 0 = an empty place)\n", position.pattern());
    }
    text += trf("{0}, in places {1}\n",
                ntrf("{0} match", "{0} matches", position.match_count(), position.match_count()),
                runs_text(position));
    text += solution.first_wins ? tr("The player to move wins with perfect play.\n")
                                : tr("The player to move loses against perfect play.\n");
    if (!solution.moves.empty()) {
        text += ntr("Winning move:\n", "Winning moves:\n",
                    static_cast<long long>(solution.moves.size()));
    }
    for (const RowMove& move : solution.moves) {
        text += "  " + describe_move(move) + "\n";
    }
    return text;
}

}  // namespace

std::string solve_row_report(const SolveRowOptions& options) {
    RowSolver solver(options.convention, options.max_take);
    RowSolution solution;
    solution.moves = solver.winning_moves(options.position);
    // A row given here holds at least one match, so it is won exactly when a move wins.
    solution.first_wins = !solution.moves.empty();
    return options.json ? json_report(options, solution) : text_report(options, solution);
}

}  // namespace marienbad
