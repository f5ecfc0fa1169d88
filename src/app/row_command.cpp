// `marienbad row`: the seed, the level (asked when missing), who starts (at random unless
// --first says), the players and the text front end.
#include "app/row_command.hpp"

#include "app/exit_codes.hpp"
#include "app/game_setup.hpp"
#include "i18n/i18n.hpp"
#include "line/line_game.hpp"
#include "text/game_wording.hpp"

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

    const Lineup& lineup = options.game.lineup;
    const Seat first = lineup.first_seat(random);
    const RowSetup setup{rules.convention(), rules.max_take(), row_start_position(options.row)};
    const auto session =
        make_session(setup, seat_plans(lineup, *strength), first, std::move(random));
    return play_line_game(console, *session, {options.game.explain, false, ReviewOffer::none, {}})
               ? k_exit_ok
               : k_exit_abandoned;
}

}  // namespace marienbad
