// The `learn` and `puzzle` commands' parameters and plans.
#include "tutor/course_commands.hpp"

#include <algorithm>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {
namespace {

ParameterSpec game_parameter() {
    return {"game", ParameterKind::argument, tr("the game: nim, grid or row (asked when missing)"),
            "GAME"};
}

// --ui and --no-animation, as the menu takes them.
std::vector<ParameterSpec> interface_parameters() {
    std::vector<ParameterSpec> specs;
    for (const ParameterSpec& spec : menu_parameters()) {
        if (spec.name == "--ui" || spec.name == "--no-animation") {
            specs.push_back(spec);
        }
    }
    return specs;
}

}  // namespace

std::vector<std::string> course_games() {
    std::vector<std::string> names;
    for (const Game* game : games()) {
        names.push_back(game->name());
    }
    return names;
}

std::vector<CourseCommand> course_commands() {
    std::vector<ParameterSpec> learn = {
        game_parameter(),
        {"--seed", ParameterKind::text,
         tr("random seed of the computer's moves in the lesson's last game"), "S"}};
    std::vector<ParameterSpec> puzzle = {
        game_parameter(),
        {.name = "--difficulty",
         .kind = ParameterKind::number,
         .help = tr("1 (easiest) to 5 (hardest); without it the series climbs from 1 to 5"),
         .value_name = "1..5",
         .min = k_min_puzzle_difficulty,
         .max = k_max_puzzle_difficulty},
        {.name = "--count",
         .kind = ParameterKind::number,
         .help = trf("how many puzzles in the series, 1 to {0} (default: {1})", k_max_puzzle_count,
                     k_default_puzzle_count),
         .value_name = "N",
         .min = 1,
         .max = k_max_puzzle_count,
         .fallback = k_default_puzzle_count},
        {"--seed", ParameterKind::text,
         tr("random seed of the puzzles, to pose the same ones again"), "S"}};
    for (std::vector<ParameterSpec>* specs : {&learn, &puzzle}) {
        for (ParameterSpec& spec : interface_parameters()) {
            specs->push_back(std::move(spec));
        }
    }
    return {{CourseKind::lesson, "learn",
             tr("learn a game's winning method, step by step: explanations, positions to find the "
                "winning move in, and a game to win"),
             std::move(learn)},
            {CourseKind::puzzles, "puzzle",
             tr("find the winning move: a series of puzzles at a difficulty from 1 to 5, scored"),
             std::move(puzzle)}};
}

CoursePlan course_plan(CourseKind kind, const ParameterValues& values) {
    CoursePlan plan;
    plan.kind = kind;
    plan.game = values.text("game");
    const std::vector<std::string> names = course_games();
    if (!plan.game.empty() && std::find(names.begin(), names.end(), plan.game) == names.end()) {
        throw UsageError(
            trf("{0}: no such game; choose {1}", plan.game, list_of_alternatives(names)));
    }
    if (kind == CourseKind::puzzles) {
        plan.difficulty = values.number_if_given("--difficulty").value_or(0);
        plan.count = values.number("--count");
    }
    plan.seed =
        values.given("--seed") ? parse_seed("--seed", values.text("--seed")) : Random::fresh_seed();
    return plan;
}

}  // namespace marienbad
