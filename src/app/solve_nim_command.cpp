// Solves a Nim position and reports it as JSON or as text.
#include "app/solve_nim_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include "i18n/i18n.hpp"
#include "solvers/nim_explanation.hpp"
#include "solvers/nim_solver.hpp"
#include "text/nim_explanation_text.hpp"

namespace marienbad {
namespace {

std::string json_report(const NimPosition& position, Convention convention, bool first_wins,
                        const std::vector<NimMove>& moves) {
    nlohmann::ordered_json report;
    report["game"] = "nim";
    report["piles"] = position.piles;
    report["convention"] = convention == Convention::normal ? "normal" : "misere";
    report["nim_sum"] = nim_sum(position);
    report["outcome"] = first_wins ? "first" : "second";
    report["winning_moves"] = nlohmann::ordered_json::array();
    for (const NimMove& move : moves) {
        report["winning_moves"].push_back({{"pile", move.pile}, {"take", move.take}});
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

}  // namespace

std::string solve_nim_report(const SolveNimOptions& options) {
    const Convention convention = options.misere ? Convention::misere : Convention::normal;
    const NimPosition position{options.piles};
    const NimSolver solver(convention);
    const bool first_wins = solver.first_player_wins(position);
    const auto moves = solver.winning_moves(position);
    return options.json ? json_report(position, convention, first_wins, moves)
                        : text_report(position, convention, first_wins, moves, options.explain);
}

}  // namespace marienbad
