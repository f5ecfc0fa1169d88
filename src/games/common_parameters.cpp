// The parameters every game takes.
#include "games/common_parameters.hpp"

#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

ParameterSpec ui_parameter() {
    return {"--ui", ParameterKind::text,
            tr("interface: tui, full screen in the terminal, or text, line by line (default: tui "
               "when both standard input and output are a terminal, else text)"),
            "tui|text"};
}

ParameterSpec no_animation_parameter() {
    return {"--no-animation", ParameterKind::flag,
            tr("tui: play the computer's moves at once, without showing them first")};
}

ParameterSpec seed_parameter() {
    return {"--seed", ParameterKind::text, tr("random seed, to replay a game exactly"), "S"};
}

}  // namespace

std::vector<ParameterSpec> menu_parameters() {
    return {ui_parameter(), no_animation_parameter(), seed_parameter()};
}

std::vector<ParameterSpec> common_game_parameters() {
    return {
        {"--level", ParameterKind::number,
         tr("computer level: 1 beginner, 2 medium, 3 expert, 4 virtuoso (asked when missing)"),
         "1..4", k_min_level, k_max_level},
        {"--difficulty", ParameterKind::text,
         tr("probability that the computer plays its best move, from 0 to 1"), "P"},
        {"--first", ParameterKind::text, tr("who moves first (default: random)"),
         "human|computer|random"},
        {"--players", ParameterKind::text, tr("who plays (default: human-computer)"),
         "human-computer|computer-computer|human-human"},
        seed_parameter(),
        ui_parameter(),
        no_animation_parameter(),
        {"--explain", ParameterKind::flag, tr("explain each move of the computer")},
        {"--review", ParameterKind::flag,
         tr("at the end, review every move: kept the win, threw it away, or already lost")},
        {"--record", ParameterKind::text,
         tr("write the game to FILE as it goes (JSON), to replay or resume it"), "FILE"},
        {"--resume", ParameterKind::text,
         tr("continue the unfinished game recorded in FILE (and go on recording it there)"),
         "FILE"},
    };
}

std::vector<ParameterSpec> play_parameters(const GameDescription& game) {
    std::vector<ParameterSpec> specs = game.parameters();
    for (ParameterSpec& common : common_game_parameters()) {
        specs.push_back(std::move(common));
    }
    return specs;
}

MatchSettings read_match_settings(const ParameterValues& values) {
    MatchSettings settings;
    if (values.given("--level") && values.given("--difficulty")) {
        throw UsageError(tr("--level and --difficulty cannot be used together"));
    }
    if (const auto level = values.number_if_given("--level")) {
        settings.strength = Strength::from_level(*level);
    }
    if (values.given("--difficulty")) {
        settings.strength = Strength::from_probability(
            parse_probability("--difficulty", values.text("--difficulty")));
    }
    const std::string players =
        values.given("--players") ? values.text("--players") : std::string("human-computer");
    const std::string first = values.given("--first") ? values.text("--first") : "random";
    settings.lineup.mode = parse_players_mode("--players", players);
    settings.lineup.first = parse_first_player("--first", first);
    settings.first_given = values.given("--first");
    if (!settings.lineup.first_is_meaningful()) {
        throw UsageError(
            trf("--first {0}: only a human-computer game has a human and a computer", first));
    }
    if (values.given("--seed")) {
        settings.seed = parse_seed("--seed", values.text("--seed"));
    }
    if (values.given("--ui")) {
        settings.ui = parse_ui("--ui", values.text("--ui"));
    }
    settings.animation = !values.flag("--no-animation");
    settings.explain = values.flag("--explain");
    settings.review = values.flag("--review");
    if (values.given("--record")) {
        settings.record = values.text("--record");
    }
    if (values.given("--resume")) {
        settings.resume = values.text("--resume");
    }
    return settings;
}

}  // namespace marienbad
