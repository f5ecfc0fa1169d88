// `marienbad nim`: the board (given, or drawn after asking for the number of columns), the
// players and the text front end.
#include "app/nim_command.hpp"

#include "app/exit_codes.hpp"
#include "app/game_setup.hpp"
#include "i18n/i18n.hpp"
#include "text/nim_text_game.hpp"

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

    const NimRules rules(board.convention);
    NimSolver solver(rules.convention());
    const auto players = make_players(options.game.lineup, rules, solver, *strength, random, [&] {
        return std::make_unique<NimTextHuman>(console, rules);
    });
    const NimTextGame game{start, Participants::for_mode(options.game.lineup.mode),
                           options.game.lineup.first_seat(random), options.game.explain};
    const MatchResult result = play_nim_text_game(console, rules, solver, game, seats_of(players));
    return result.winner ? k_exit_ok : k_exit_abandoned;
}

}  // namespace marienbad
