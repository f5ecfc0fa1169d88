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
    return {"game", ParameterKind::argument,
            trf("the game: {0} (asked when missing)", list_of_alternatives(course_games())),
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
        {"--restart", ParameterKind::flag,
         tr("start the lesson from its first exercise, not where you left it")},
        {"--print", ParameterKind::flag,
         tr("print the lesson's sheet, for a teacher to hand out: its explanations, exercises, "
            "answers and why, as plain text")},
        {"--markdown", ParameterKind::flag, tr("with --print: the sheet in Markdown")},
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
             tr("learn a game's winning method, step by step: explanations, tables to fill, "
                "positions to find the winning move in, and a game to win; resumed where you "
                "left it"),
             std::move(learn)},
            {CourseKind::puzzles, "puzzle",
             tr("find the winning move: a series of puzzles at a difficulty from 1 to 5, scored"),
             std::move(puzzle)},
            {std::nullopt,
             "progress",
             tr("your progress, kept between sessions: each game's lesson and puzzles found at the "
                "first try, by difficulty"),
             {{"--json", ParameterKind::flag, tr("print it as JSON")}}}};
}

std::optional<SheetFormat> sheet_format(const ParameterValues& values) {
    if (!values.flag("--print")) {
        return std::nullopt;
    }
    return values.flag("--markdown") ? SheetFormat::markdown : SheetFormat::text;
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
    } else {
        plan.restart = values.flag("--restart");
        if (values.flag("--markdown") && !values.flag("--print")) {
            throw UsageError(tr("--markdown: only with --print"));
        }
        if (values.flag("--print") && plan.game.empty()) {
            throw UsageError(trf("--print: say which game, e.g. learn nim --print"));
        }
    }
    plan.seed =
        values.given("--seed") ? parse_seed("--seed", values.text("--seed")) : Random::fresh_seed();
    return plan;
}

}  // namespace marienbad
