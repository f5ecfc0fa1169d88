// The parameters every game takes.
#include "games/common_parameters.hpp"

#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "text/participants.hpp"

namespace marienbad {
namespace {

// The level a form offers first: handout 001 §5's example game is played at level 2.
constexpr int k_form_level = 2;

ParameterSpec ui_parameter() {
    return {"--ui", ParameterKind::text,
            tr("interface: gui, a window; tui, full screen in the terminal; or text, line by line "
               "(default: tui when both standard input and output are a terminal, else text)"),
            "gui|tui|text"};
}

ParameterSpec no_animation_parameter() {
    return {"--no-animation", ParameterKind::flag,
            tr("play the computer's moves at once, without showing them first (the terminal "
               "interface and the window)")};
}

// The computer plays at least one seat.
ParameterCondition computer_plays() {
    return {"--players", {"human-computer", "computer-computer"}};
}

ParameterSpec level_parameter() {
    std::vector<ParameterChoice> levels;
    for (int level = k_min_level; level <= k_max_level; ++level) {
        levels.push_back({std::to_string(level), describe_strength(Strength::from_level(level))});
    }
    return {.name = "--level",
            .kind = ParameterKind::number,
            .help = tr("computer level: 1 beginner, 2 medium, 3 expert, 4 virtuoso; two computers "
                       "may each have their own, e.g. 2,4 (asked when missing)"),
            .value_name = "1..4|A,B",
            .min = k_min_level,
            .max = k_max_level,
            .unless = "--difficulty",
            .label = tr("Computer level"),
            .suggestion = k_form_level,
            .form_help = tr("how well the computer plays: a beginner plays at random, a virtuoso "
                            "always plays its best move"),
            .choices = std::move(levels),
            .applies_when = ParameterCondition{"--players", {"human-computer"}},
            .seat_labels = {tr("Computer 1's level"), tr("Computer 2's level")},
            .per_seat_when = ParameterCondition{"--players", {"computer-computer"}}};
}

ParameterSpec difficulty_parameter() {
    return {"--difficulty", ParameterKind::text,
            tr("probability that the computer plays its best move, from 0 to 1; two computers may "
               "each have their own, e.g. 0.5,1"),
            "P|P,Q"};
}

ParameterSpec style_parameter() {
    return {.name = "--style",
            .kind = ParameterKind::text,
            .help = tr("how the level is played: classic, a fixed chance of the best move at "
                       "every move, as in the original exercises; adaptive, a level's mistakes "
                       "made while the game is big, plausible ones, none once it is small "
                       "(default: classic)"),
            .value_name = "classic|adaptive",
            .label = tr("Computer's play"),
            .form_help = tr("classic: the same chance of a random move at every move, as in the "
                            "original exercises; adaptive: mistakes a person could make, while "
                            "the game is big, about as many on every board"),
            .choices = {{"classic", tr("classic (the same chance at every move)")},
                        {"adaptive", tr("adaptive (sharper as the game gets smaller)")}},
            .default_text = "classic",
            .applies_when = computer_plays()};
}

ParameterSpec first_parameter() {
    return {.name = "--first",
            .kind = ParameterKind::text,
            .help = tr("who moves first (default: random)"),
            .value_name = "human|computer|random",
            .label = tr("Who starts"),
            .form_help = tr("who moves first, when you play against the computer"),
            .choices = {{"random", tr("drawn at random")},
                        {"human", tr("you")},
                        {"computer", tr("the computer")}},
            .default_text = "random",
            .applies_when = ParameterCondition{"--players", {"human-computer"}}};
}

ParameterSpec players_parameter() {
    return {.name = "--players",
            .kind = ParameterKind::text,
            .help = tr("who plays (default: human-computer)"),
            .value_name = "human-computer|computer-computer|human-human",
            .label = tr("Players"),
            .form_help = tr("who sits at the board"),
            .choices = {{"human-computer", tr("you against the computer")},
                        {"computer-computer", tr("the computer against itself")},
                        {"human-human", tr("two people taking turns")}},
            .default_text = "human-computer"};
}

// A flag a form offers as off or on: its "on" choice gives it, its "off" choice leaves it out.
ParameterSpec coach_parameter() {
    return {.name = "--coach",
            .kind = ParameterKind::flag,
            .help = tr("right after each of your moves that lets a win go, say so and offer to "
                       "take it back (c turns it on or off during a game in the terminal "
                       "interface and the window)"),
            .label = tr("Coach"),
            .form_help = tr("right after a move of yours that lets a win go, one line says so and "
                            "offers to take it back; nothing after a good move"),
            .choices = {{"", tr("off")}, {"on", tr("on")}}};
}

ParameterSpec record_parameter() {
    return {"--record", ParameterKind::text,
            tr("write the game to FILE as it goes (JSON), to replay or resume it; the next games "
               "of the run to numbered files beside it"),
            "FILE"};
}

ParameterSpec seed_parameter() {
    return {"--seed", ParameterKind::text, tr("random seed, to replay a game exactly"), "S"};
}

// --level or --difficulty: one strength for both seats, or one each (two computers only).
std::optional<SeatStrengths> read_strengths(const ParameterValues& values, StrengthStyle style,
                                            PlayersMode mode) {
    std::vector<Strength> strengths;
    std::string option;
    if (values.given("--level")) {
        option = "--level";
        for (const int level : values.seat_numbers(option)) {
            strengths.push_back(Strength::from_level(level, style));
        }
    }
    if (values.given("--difficulty")) {
        option = "--difficulty";
        for (const std::string_view text : parse_per_seat(option, values.text(option))) {
            strengths.push_back(Strength::from_probability(parse_probability(option, text), style));
        }
    }
    if (strengths.empty()) {
        return std::nullopt;
    }
    if (strengths.size() == 2 && mode != PlayersMode::computer_computer) {
        throw UsageError(
            trf("{0} {1}: one value for each seat needs two computers (--players "
                "computer-computer)",
                option, values.text(option)));
    }
    return SeatStrengths{strengths.front(), strengths.back()};
}

ParameterSpec screen_reader_parameter() {
    return {"--screen-reader", ParameterKind::flag,
            tr("in line mode, say the board in words rather than draw it (for a screen reader)")};
}

}  // namespace

std::vector<ParameterSpec> menu_parameters() {
    return {ui_parameter(), no_animation_parameter(), seed_parameter(), screen_reader_parameter(),
            record_parameter()};
}

std::vector<ParameterSpec> common_game_parameters() {
    return {
        level_parameter(),
        difficulty_parameter(),
        first_parameter(),
        players_parameter(),
        style_parameter(),
        coach_parameter(),
        seed_parameter(),
        ui_parameter(),
        no_animation_parameter(),
        {"--explain", ParameterKind::flag, tr("explain each move of the computer")},
        {"--review", ParameterKind::flag,
         tr("at the end, review every move: kept the win, threw it away, or already lost")},
        screen_reader_parameter(),
        record_parameter(),
        {"--resume", ParameterKind::text,
         tr("continue the unfinished game recorded in FILE (and go on recording it there)"),
         "FILE"},
    };
}

std::vector<ParameterSpec> own_play_parameters(const GameDescription& game) {
    std::vector<ParameterSpec> specs = game.parameters();
    for (ParameterSpec& spec : specs) {
        if (!spec.question.empty()) {
            spec.help = trf("{0} (asked when missing)", spec.help);
        }
    }
    return specs;
}

std::vector<ParameterSpec> play_parameters(const GameDescription& game) {
    std::vector<ParameterSpec> specs = own_play_parameters(game);
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
    // The menu's values take neither: their defaults come from the specs all the same.
    const auto given_or_default = [&](const ParameterSpec& spec) {
        return values.given(spec.name) ? values.text(spec.name) : *spec.default_text;
    };
    const std::string players = given_or_default(players_parameter());
    const std::string first = given_or_default(first_parameter());
    settings.lineup.mode = parse_players_mode("--players", players);
    settings.lineup.first = parse_first_player("--first", first);
    settings.first_given = values.given("--first");
    if (!settings.lineup.first_is_meaningful()) {
        throw UsageError(
            trf("--first {0}: only a human-computer game has a human and a computer", first));
    }
    settings.style = parse_style("--style", given_or_default(style_parameter()));
    settings.strengths = read_strengths(values, settings.style, settings.lineup.mode);
    if (values.given("--seed")) {
        settings.seed = parse_seed("--seed", values.text("--seed"));
    }
    if (values.given("--ui")) {
        settings.ui = parse_ui("--ui", values.text("--ui"));
    }
    settings.animation = !values.flag("--no-animation");
    settings.explain = values.flag("--explain");
    settings.coach = values.flag("--coach");
    settings.review = values.flag("--review");
    settings.screen_reader = values.flag("--screen-reader");
    if (values.given("--record")) {
        settings.record = values.text("--record");
    }
    if (values.given("--resume")) {
        settings.resume = values.text("--resume");
    }
    return settings;
}

}  // namespace marienbad
