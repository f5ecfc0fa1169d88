// `marienbad grid`: the parameter dialogue of seed 001 §5 (rows, columns, the number of banned
// cells drawn, the level, who starts) for what the command line did not give, then the game.
#include "app/grid_command.hpp"

#include "app/exit_codes.hpp"
#include "app/game_setup.hpp"
#include "i18n/i18n.hpp"
#include "line/line_game.hpp"
#include "rules/grid_generator.hpp"
#include "text/game_wording.hpp"

namespace marienbad {
namespace {

// The grid's size, asked for when missing; empty at end of input.
std::optional<std::pair<int, int>> settle_size(const GridConfig& config, Console& console) {
    const auto rows = config.rows ? config.rows : ask_grid_rows(console);
    if (!rows) {
        return std::nullopt;
    }
    const auto cols = config.cols ? config.cols : ask_grid_columns(console);
    if (!cols) {
        return std::nullopt;
    }
    return std::pair{*rows, *cols};
}

// The board: the banned cells given (checked by the command line), else as many as asked for
// (or drawn) at random places; every count in range has a valid grid.
GridBoard make_board(const GridConfig& config, int rows, int cols, Random& random,
                     Console& console) {
    if (config.banned_cells) {
        console.line(trf("Banned cells: {0}", config.banned_cells->size()));
        return *build_grid_board(rows, cols, *config.banned_cells).board;
    }
    const int count = config.banned_count.value_or(random_banned_count(rows, cols, random));
    console.line(trf("Banned cells generated: {0}", count));
    return random_grid_board(rows, cols, count, random);
}

}  // namespace

int run_grid_command(const GridOptions& options, Console& console) {
    console.line(trf("Marienbad {0}: the pawn on a grid", MARIENBAD_VERSION));
    console.line(grid_rules_sentence(options.board.pawns));
    Random random = start_random(options.game, console);

    console.line(tr("Game settings:"));
    const auto size = settle_size(options.board, console);
    if (!size) {
        console.line(abandoned_message());
        return k_exit_abandoned;
    }
    GridBoard board = make_board(options.board, size->first, size->second, random, console);
    const auto strength = settle_strength(options.game, console);
    if (!strength) {
        console.line(abandoned_message());
        return k_exit_abandoned;
    }
    Lineup lineup = options.game.lineup;
    if (lineup.mode == PlayersMode::human_computer && !options.game.first_given) {
        const auto first = ask_who_starts(console);
        if (!first) {
            console.line(abandoned_message());
            return k_exit_abandoned;
        }
        lineup.first = *first;
    }

    const Seat first = lineup.first_seat(random);
    const GridSetup setup{std::move(board),
                          std::vector<Cell>(static_cast<std::size_t>(options.board.pawns), Cell{})};
    const auto session =
        make_session(setup, seat_plans(lineup, *strength), first, std::move(random));
    return play_line_game(console, *session, {options.game.explain, false, ReviewOffer::none, {}})
               ? k_exit_ok
               : k_exit_abandoned;
}

}  // namespace marienbad
