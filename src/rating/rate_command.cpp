// The `rate` commands: their parameters, and the plan they make of them.
#include "rating/rate_command.hpp"

#include <algorithm>
#include <thread>

#include "catalogue/catalogue.hpp"
#include "games/compute_budget.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "rating/rating_report.hpp"
#include "rating/tournament.hpp"

namespace marienbad {
namespace {

constexpr int k_default_games = 2000;
constexpr int k_max_games = 10'000'000;
constexpr int k_max_threads = 256;
constexpr const char* k_default_levels = "1,2,3,4";

// The options every `rate GAME` takes, after the game's own.
std::vector<ParameterSpec> common_rate_parameters() {
    std::vector<ParameterSpec> specs;
    const int cores = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    specs.push_back({.name = "--games",
                     .kind = ParameterKind::number,
                     .help = tr("how many games at least (whole boards are played: each board by "
                                "every pair of levels, from both sides; default: 2000)"),
                     .value_name = "N",
                     .min = 2,
                     .max = k_max_games,
                     .fallback = k_default_games});
    specs.push_back({.name = "--levels",
                     .kind = ParameterKind::text,
                     .help = tr("the levels rated, at least two (default: 1,2,3,4)"),
                     .value_name = "1,2,3,4",
                     .default_text = k_default_levels});
    specs.push_back({.name = "--style",
                     .kind = ParameterKind::text,
                     .help = tr("how the levels play: classic or adaptive (default: classic)"),
                     .value_name = "classic|adaptive",
                     .default_text = "classic"});
    specs.push_back({.name = "--seed",
                     .kind = ParameterKind::text,
                     .help = tr("random seed of the boards and the games (default: 1)"),
                     .value_name = "S",
                     .default_text = "1"});
    specs.push_back({.name = "--threads",
                     .kind = ParameterKind::number,
                     .help = tr("threads playing the games (default: one a core)"),
                     .value_name = "N",
                     .min = 1,
                     .max = k_max_threads,
                     .fallback = cores});
    specs.push_back(time_limit_parameter());
    specs.push_back({"--json", ParameterKind::flag, tr("print the rating as one JSON object")});
    return specs;
}

std::vector<ParameterSpec> rate_parameters(const GameDescription& game) {
    std::vector<ParameterSpec> specs = game.parameters();
    // What the game's command would ask for, the rating takes at its form's first value
    // (board_parameters): its help says so.
    for (ParameterSpec& spec : specs) {
        if (!spec.question.empty() && spec.suggestion) {
            spec.help = trf("{0} (default: {1})", spec.help, *spec.suggestion);
        }
    }
    for (ParameterSpec& spec : common_rate_parameters()) {
        specs.push_back(std::move(spec));
    }
    return specs;
}

// The levels of --levels: distinct, in increasing order.
std::vector<int> rated_levels(const ParameterValues& values) {
    std::vector<int> levels =
        parse_int_list("--levels", values.text_or_default("--levels"), k_min_level, k_max_level);
    std::sort(levels.begin(), levels.end());
    levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
    if (levels.size() < 2) {
        throw UsageError(tr("--levels: give at least two different levels, e.g. 1,2,3,4"));
    }
    return levels;
}

// The board rated, every parameter of the game as the rating takes it: given, asked by its
// command and taken at its form's first value, or at its default; a flag given or not.
std::vector<BoardParameter> board_parameters(const GameDescription& game, ParameterValues& values) {
    std::vector<BoardParameter> board;
    for (const ParameterSpec& spec : game.parameters()) {
        if (values.to_ask(spec) && spec.suggestion) {
            values.give(spec.name, std::to_string(*spec.suggestion));
        }
        if (spec.kind == ParameterKind::flag) {
            board.push_back({spec.name, "", true, values.flag(spec.name)});
        } else if (values.given(spec.name)) {
            board.push_back({spec.name, values.text(spec.name)});
        } else if (spec.kind == ParameterKind::number && spec.fallback && !values.replaced(spec)) {
            board.push_back({spec.name, std::to_string(*spec.fallback)});
        } else if (spec.default_text) {
            board.push_back({spec.name, *spec.default_text});
        }
    }
    return board;
}

std::string rate_report(const GameDescription& game, ParameterValues values,
                        const ReportContext& context) {
    const auto board = board_parameters(game, values);
    TournamentPlan plan;
    plan.game = &game;
    plan.levels = rated_levels(values);
    plan.style = parse_style("--style", values.text_or_default("--style"));
    plan.games = values.number("--games");
    plan.seed = parse_seed("--seed", values.text_or_default("--seed"));
    plan.threads = values.number("--threads");
    plan.values = values;
    const int games_per_board = games_on_a_board(plan.levels.size());
    ComputeLimit limit = compute_limit_of(
        values, context, [&game, games_per_board](const ComputeProgress& progress) {
            return trf("rate {0}: {1} games of {2}", game.name(),
                       progress.done * static_cast<std::uint64_t>(games_per_board),
                       progress.total * static_cast<std::uint64_t>(games_per_board));
        });
    TournamentResult result;
    try {
        result = run_tournament(plan, &limit);
    } catch (const ComputeLimitReached& reached) {
        const auto games = reached.at().done * static_cast<std::uint64_t>(games_per_board);
        throw UsageError(limit_reached_message(
            "rate " + game.name(), reached, limit, trf("{0} games", games),
            trf("ask for --games {0} or fewer", std::max<std::uint64_t>(games, 2))));
    }
    if (values.flag("--json")) {
        return rating_json(result, game.name(), board, plan.style, plan.seed);
    }
    std::string described = game.name();
    for (const BoardParameter& parameter : board) {
        if (!parameter.flag) {
            described += " " + parameter.name + " " + parameter.text;
        } else if (parameter.set) {
            described += " " + parameter.name;
        }
    }
    return rating_text(result, described, plan.style, plan.seed);
}

}  // namespace

std::string rate_options_help() {
    std::vector<std::pair<std::string, std::string>> rows;
    std::size_t width = 0;
    for (const ParameterSpec& spec : common_rate_parameters()) {
        const std::string name =
            spec.value_name.empty() ? spec.name : spec.name + " " + spec.value_name;
        width = std::max(width, name.size());
        rows.emplace_back(name, spec.help);
    }
    std::string text = tr("Every rate GAME takes the game's own options (rate nim --help) and:") +
                       std::string("\n");
    for (const auto& [name, help] : rows) {
        text += "  " + name + std::string(width - name.size() + 2, ' ') + help + "\n";
    }
    text +=
        tr("The report ends in plain words: how often a beginner and a student who has done "
           "the lessons beat each level, and the level to set for each.");
    return text;
}

std::vector<ReportCommand> rate_commands() {
    std::vector<ReportCommand> commands;
    for (const GameDescription* game : game_descriptions()) {
        commands.push_back(
            {game->name(),
             trf("rate the computer's levels at {0}: each against the others, from both sides of "
                 "the same boards",
                 game->title()),
             rate_parameters(*game),
             [game](const ParameterValues& values, const ReportContext& context) {
                 return rate_report(*game, values, context);
             },
             "rate " + game->name()});
    }
    return commands;
}

}  // namespace marienbad
