// The options of `row` and their checks.
#include "app/row_command_line.hpp"

#include "app/option_values.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

void add_row_options(CLI::App& command, RawRowOptions& raw) {
    command
        .add_option("--length", raw.length,
                    trf("number of places in the row, 1 to {0} (default: {1})", k_row_max_length,
                        k_row_default_length))
        ->type_name("N");
    command
        .add_option("--max-take", raw.max_take,
                    trf("most matches taken in one move, 1 to {0} (default: {1})",
                        k_row_largest_max_take, k_row_default_max_take))
        ->type_name("K");
    command.add_flag("--normal", raw.normal,
                     tr("normal play: whoever takes the last match wins (default: loses)"));
    add_game_options(command, raw.game);
}

RowOptions convert_row_options(const RawRowOptions& raw) {
    RowOptions options;
    options.game = convert_game_options(raw.game);
    options.row.length = parse_int_value("--length", raw.length, 1, k_row_max_length);
    options.row.max_take = parse_int_value("--max-take", raw.max_take, 1, k_row_largest_max_take);
    options.row.convention = raw.normal ? Convention::normal : Convention::misere;
    return options;
}

}  // namespace marienbad
