// Solves a sum of octal heaps and reports it as JSON or as text.
#include "reports/solve_octal_command.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "games/compute_budget.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "octal/octal_moves.hpp"
#include "octal/octal_position_solver.hpp"
#include "reports/misere_options.hpp"
#include "reports/octal_command.hpp"
#include "reports/octal_progress.hpp"

namespace marienbad {
namespace {

const char* method_name(OctalSolveMethod method) {
    switch (method) {
        case OctalSolveMethod::grundy_values:
            return "grundy";
        case OctalSolveMethod::misere_quotient:
            return "quotient";
        case OctalSolveMethod::exhaustive_search:
            return "search";
    }
    return "";
}

std::string json_report(const SolveOctalOptions& options, const OctalSolution& solution) {
    nlohmann::ordered_json report;
    report["game"] = "octal";
    report["code"] = to_string(options.code);
    report["heaps"] = options.heaps;
    report["convention"] = options.convention == Convention::normal ? "normal" : "misere";
    report["method"] = method_name(solution.method);
    report["outcome"] = solution.player_to_move_wins ? "first" : "second";
    report["winning_moves"] = nlohmann::ordered_json::array();
    for (const OctalSumMove& move : solution.winning_moves) {
        report["winning_moves"].push_back({{"heap", move.heap},
                                           {"remove", move.move.take},
                                           {"leave", {move.move.first, move.move.second}}});
    }
    if (solution.method == OctalSolveMethod::misere_quotient) {
        report["quotient_order"] = solution.quotient_order;
    }
    return report.dump() + "\n";
}

// "take 2, leave 1 and 3"; a move that takes nothing splits the heap.
std::string describe_move(const OctalMove& move) {
    if (move.take == 0) {
        return trf("split it into {0} and {1}", move.first, move.second);
    }
    if (move.first == 0) {
        return trf("take {0}, leave nothing", move.take);
    }
    if (move.second == 0) {
        return trf("take {0}, leave {1}", move.take, move.first);
    }
    return trf("take {0}, leave {1} and {2}", move.take, move.first, move.second);
}

std::string method_text(const SolveOctalOptions& options, const OctalSolution& solution) {
    switch (solution.method) {
        case OctalSolveMethod::grundy_values:
            return trf("Decided by the Grundy values of the heaps, {0}: nim-sum {1}.\n",
                       fmt::join(solution.heap_values, " "), solution.nim_sum);
        case OctalSolveMethod::misere_quotient:
            return trf(
                "Decided by the misère quotient of the sums of heaps of 0 to {0} tokens ({1}, "
                "proved).\n",
                *std::max_element(options.heaps.begin(), options.heaps.end()),
                ntrf("{0} element", "{0} elements", solution.quotient_order,
                     solution.quotient_order));
        case OctalSolveMethod::exhaustive_search: {
            const int stop = solution.quotient_stop ? solution.quotient_stop->heap : 0;
            return trf(
                "Decided by exhaustive search over the sums holding a heap of more than {0} "
                "tokens ({1}), the misère quotient of the heaps of 0 to {0} tokens ({2}) deciding "
                "the others: no quotient within its budget at heap {3}.\n",
                stop - 1,
                ntrf("{0} position", "{0} positions",
                     static_cast<long long>(solution.searched_positions),
                     solution.searched_positions),
                ntrf("{0} element", "{0} elements", solution.quotient_order,
                     solution.quotient_order),
                stop);
        }
    }
    return {};
}

std::string text_report(const SolveOctalOptions& options, const OctalSolution& solution) {
    std::string text = trf("Octal game {0}, heaps {1} (numbered from 0), {2}\n",
                           to_string(options.code), fmt::join(options.heaps, " "),
                           options.convention == Convention::normal
                               ? tr("normal play (whoever makes the last move wins)")
                               : tr("misère play (whoever makes the last move loses)"));
    text += method_text(options, solution);
    const bool any_move = std::any_of(options.heaps.begin(), options.heaps.end(),
                                      [&](int heap) { return has_octal_move(options.code, heap); });
    if (!any_move) {
        text += solution.player_to_move_wins
                    ? tr("No move is left: the player to move has won (the last move was the "
                         "opponent's).\n")
                    : tr("No move is left: the player to move has lost.\n");
    } else {
        text += solution.player_to_move_wins
                    ? tr("The player to move wins with perfect play.\n")
                    : tr("The player to move loses against perfect play.\n");
    }
    if (!solution.winning_moves.empty()) {
        text += ntr("Winning move:\n", "Winning moves:\n",
                    static_cast<long long>(solution.winning_moves.size()));
    }
    for (const OctalSumMove& move : solution.winning_moves) {
        const int heap = options.heaps[static_cast<std::size_t>(move.heap)];
        text += "  " +
                trf("heap {0} ({1}): {2}", move.heap, ntrf("{0} token", "{0} tokens", heap, heap),
                    describe_move(move.move)) +
                "\n";
    }
    return text;
}

std::string solve_octal_report(const SolveOctalOptions& options, ComputeLimit& limit) {
    std::optional<QuotientStop> stop;
    OctalSolveLimits limits;
    limits.compute = &limit;
    std::optional<OctalSolution> solution;
    try {
        solution = solve_octal_sum(options.code, options.heaps, options.convention, limits, &stop);
    } catch (const ComputeLimitReached& reached) {
        throw UsageError(limit_reached_message("solve octal", reached, limit,
                                               octal_progress_words(reached.at()),
                                               tr("ask for fewer or smaller heaps")));
    }
    if (!solution) {
        throw UsageError(
            trf("solve octal: too large to solve exactly: no misère quotient of {0} within its "
                "budget (it stops at heap {1}) and the search passed {2} positions",
                to_string(options.code), stop ? stop->heap : 0,
                OctalSolveLimits{}.max_search_positions));
    }
    if (solution->too_many_winning_moves) {
        throw UsageError(trf(
            "solve octal: more than {0} winning moves, too many to list: ask for fewer or smaller "
            "heaps",
            limits.max_winning_moves));
    }
    return options.json ? json_report(options, *solution) : text_report(options, *solution);
}

// The options' checks: a code, 1 to k_solve_octal_max_heaps heaps, each within what the
// convention's method computes quickly.
std::string solve_octal_command_report(const ParameterValues& values,
                                       const ReportContext& context) {
    SolveOctalOptions options;
    if (!values.given("code")) {
        throw UsageError(tr("solve octal: give a code, e.g. solve octal 0.77 --heaps 3,5,7"));
    }
    options.code = parse_octal_code_option("solve octal", values.text("code"));
    if (!values.given("--heaps")) {
        throw UsageError(tr("solve octal: give --heaps, the sizes of the heaps, e.g. 3,5,7"));
    }
    options.convention = values.flag("--misere") ? Convention::misere : Convention::normal;
    options.heaps = parse_pile_list("--heaps", values.text("--heaps"));
    if (std::ssize(options.heaps) > k_solve_octal_max_heaps) {
        throw UsageError(trf("--heaps: at most {0} heaps ({1} given)", k_solve_octal_max_heaps,
                             options.heaps.size()));
    }
    if (*std::min_element(options.heaps.begin(), options.heaps.end()) < 0) {
        throw UsageError(tr("--heaps: a heap cannot hold fewer than 0 tokens"));
    }
    const int largest = *std::max_element(options.heaps.begin(), options.heaps.end());
    if (options.convention == Convention::misere && largest > k_misere_max_heap) {
        throw UsageError(
            trf("--heaps: a heap of {0} tokens is more than {1}, the largest solved in misère play "
                "(normal play: up to {2})",
                largest, k_misere_max_heap, k_solve_octal_max_normal_heap));
    }
    if (largest > k_solve_octal_max_normal_heap) {
        throw UsageError(trf("--heaps: a heap of {0} tokens is more than {1}, the largest solved",
                             largest, k_solve_octal_max_normal_heap));
    }
    options.json = values.flag("--json");
    ComputeLimit limit =
        compute_limit_of(values, context, [&options](const ComputeProgress& progress) {
            return trf("solve octal {0}: {1}", to_string(options.code),
                       octal_progress_words(progress));
        });
    return solve_octal_report(options, limit);
}

}  // namespace

ReportCommand solve_octal_command() {
    return {"octal",
            tr("solve a sum of heaps of an octal game: solve octal 0.77 --heaps 3,5,7"),
            {octal_code_parameter(),
             {"--heaps", ParameterKind::text,
              trf("the sizes of the heaps, e.g. 3,5,7: 1 to {0} heaps of 0 to {1} tokens (misère "
                  "play: 0 to {2})",
                  k_solve_octal_max_heaps, k_solve_octal_max_normal_heap, k_misere_max_heap),
              "3,5,7"},
             {"--misere", ParameterKind::flag,
              tr("misère play: whoever makes the last move loses (default: normal play)")},
             {"--json", ParameterKind::flag, tr("print one JSON object")},
             time_limit_parameter()},
            solve_octal_command_report,
            "solve octal 0.77 --heaps 3,5,7"};
}

}  // namespace marienbad
