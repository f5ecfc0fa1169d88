// The menu: each game offered with its key choices; the game then asks for the rest.
#include "app/menu.hpp"

#include "app/exit_codes.hpp"
#include "app/grid_command.hpp"
#include "app/nim_command.hpp"
#include "app/row_command.hpp"
#include "i18n/i18n.hpp"
#include "line/questions.hpp"
#include "text/participants.hpp"

namespace marienbad {
namespace {

constexpr int k_game_count = 3;

int run_nim_from_menu(Console& console) {
    console.line(tr("Rules:"));
    console.line(tr("  1. normal play: whoever takes the last piece wins"));
    console.line(tr("  2. misère play: whoever takes the last piece loses"));
    const auto rules = ask_integer(console, {tr("Choose the rules (1-2): "), 1, 2});
    if (!rules) {
        console.line(abandoned_message());
        return k_exit_abandoned;
    }
    NimOptions options;
    options.board.convention = *rules == 2 ? Convention::misere : Convention::normal;
    return run_nim_command(options, console);
}

int run_row_from_menu(Console& console) {
    console.line(tr("Rules:"));
    console.line(tr("  1. misère play: whoever takes the last match loses"));
    console.line(tr("  2. normal play: whoever takes the last match wins"));
    const auto rules = ask_integer(console, {tr("Choose the rules (1-2): "), 1, 2});
    if (!rules) {
        console.line(abandoned_message());
        return k_exit_abandoned;
    }
    RowOptions options;
    options.row.convention = *rules == 2 ? Convention::normal : Convention::misere;
    return run_row_command(options, console);
}

}  // namespace

int run_menu(Console& console) {
    console.line(trf("Marienbad {0}", MARIENBAD_VERSION));
    console.line(tr("Games:"));
    console.line(tr("  1. Nim: take pieces from one column at a time"));
    console.line(tr("  2. The pawn on a grid: push it right or down into the sink"));
    console.line(
        tr("  3. The matchstick row: take 1 to 3 matches side by side; whoever takes the last "
           "one loses"));
    const auto game =
        ask_integer(console, {trf("Choose a game (1-{0}): ", k_game_count), 1, k_game_count});
    if (!game) {
        console.line(abandoned_message());
        return k_exit_abandoned;
    }
    if (*game == 2) {
        return run_grid_command(GridOptions{}, console);
    }
    if (*game == 3) {
        return run_row_from_menu(console);
    }
    return run_nim_from_menu(console);
}

}  // namespace marienbad
