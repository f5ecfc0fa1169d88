// `marienbad row`: the seed, the level (asked when missing), who starts (at random unless
// --first says), the players and the text front end.
#include "app/row_command.hpp"

#include "app/exit_codes.hpp"
#include "app/game_setup.hpp"
#include "i18n/i18n.hpp"
#include "text/row_text_game.hpp"

namespace marienbad {

int run_row_command(const RowOptions& options, Console& console) {
    const RowRules rules(options.row.convention, options.row.max_take);
    console.line(trf("Marienbad {0}: the matchstick row", MARIENBAD_VERSION));
    console.line(row_rules_sentence(rules));
    Random random = start_random(options.game, console);
    const auto strength = settle_strength(options.game, console);
    if (!strength) {
        console.line(abandoned_message());
        return k_exit_abandoned;
    }

    RowSolver solver(rules.convention(), rules.max_take());
    const Lineup& lineup = options.game.lineup;
    const auto players = make_players(lineup, rules, solver, *strength, random, [&] {
        return std::make_unique<RowTextHuman>(console, rules, solver);
    });
    const RowTextGame game{row_start_position(options.row), Participants::for_mode(lineup.mode),
                           lineup.first_seat(random), options.game.explain};
    const MatchResult result = play_row_text_game(console, rules, solver, game, seats_of(players));
    return result.winner ? k_exit_ok : k_exit_abandoned;
}

}  // namespace marienbad
