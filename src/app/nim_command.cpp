// `marienbad nim`: the board (given, or drawn after asking for the number of columns), the
// players and the text front end.
#include "app/nim_command.hpp"

#include "app/exit_codes.hpp"
#include "app/game_setup.hpp"
#include "i18n/i18n.hpp"
#include "line/line_game.hpp"

namespace marienbad {

int run_nim_command(const NimOptions& options, Console& console) {
    console.line(trf("Marienbad {0}: Nim", MARIENBAD_VERSION));
    Random random = start_random(options.game, console);

    NimConfig board = options.board;
    if (board.piles.empty() && board.random_piles == 0) {
        const auto columns = ask_nim_columns(console);
        if (!columns) {
            console.line(abandoned_message());
            return k_exit_abandoned;
        }
        board.random_piles = *columns;
    }
    const NimPosition start = nim_start_position(board, random);
    const auto strength = settle_strength(options.game, console);
    if (!strength) {
        console.line(abandoned_message());
        return k_exit_abandoned;
    }

    const Seat first = options.game.lineup.first_seat(random);
    const auto session =
        make_session(NimSetup{board.convention, start}, seat_plans(options.game.lineup, *strength),
                     first, std::move(random));
    return play_line_game(console, *session, {options.game.explain, true, ReviewOffer::none, {}})
               ? k_exit_ok
               : k_exit_abandoned;
}

}  // namespace marienbad
