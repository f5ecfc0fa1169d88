// The common game options of every game command.
#include "app/game_option_flags.hpp"

#include "app/option_values.hpp"
#include "app/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

void add_game_options(CLI::App& command, RawGameOptions& raw) {
    auto* level = raw.level_option =
        command.add_option("--level", raw.level,
                           tr("computer level: 1 beginner, 2 medium, 3 expert, "
                              "4 virtuoso (asked when missing)"));
    level->type_name("1..4");
    auto* difficulty = raw.difficulty_option =
        command.add_option("--difficulty", raw.difficulty,
                           tr("probability that the computer plays its best move, from 0 to 1"));
    difficulty->type_name("P");
    raw.first_option =
        command.add_option("--first", raw.first, tr("who moves first (default: random)"));
    raw.first_option->type_name("human|computer|random");
    command.add_option("--players", raw.players, tr("who plays (default: human-computer)"))
        ->type_name("human-computer|computer-computer|human-human");
    raw.seed_option =
        command.add_option("--seed", raw.seed, tr("random seed, to replay a game exactly"));
    raw.seed_option->type_name("S");
    command.add_option("--ui", raw.ui, tr("interface (default: text)"))->type_name("text");
    command.add_flag("--explain", raw.explain, tr("explain each move of the computer"));
}

GameOptions convert_game_options(const RawGameOptions& raw) {
    GameOptions options;
    if (raw.level_option->count() > 0 && raw.difficulty_option->count() > 0) {
        throw UsageError(tr("--level and --difficulty cannot be used together"));
    }
    if (raw.level_option->count() > 0) {
        options.strength =
            Strength::from_level(parse_int_value("--level", raw.level, k_min_level, k_max_level));
    }
    if (raw.difficulty_option->count() > 0) {
        options.strength =
            Strength::from_probability(parse_probability("--difficulty", raw.difficulty));
    }
    options.lineup.mode = parse_players_mode("--players", raw.players);
    options.lineup.first = parse_first_player("--first", raw.first);
    options.first_given = raw.first_option->count() > 0;
    if (!options.lineup.first_is_meaningful()) {
        throw UsageError(
            trf("--first {0}: only a human-computer game has a human and a computer", raw.first));
    }
    if (raw.seed_option->count() > 0) {
        options.seed = parse_seed("--seed", raw.seed);
    }
    options.ui = parse_ui("--ui", raw.ui);
    options.explain = raw.explain;
    return options;
}

}  // namespace marienbad
