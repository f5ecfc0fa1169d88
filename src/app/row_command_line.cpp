// The options of `row` and their checks.
#include "app/row_command_line.hpp"

#include "app/option_values.hpp"
#include "app/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// A length within the longest row offered with these rules; one that other rules allow is
// refused with a message that says so.
int parse_length(std::string_view text, Convention convention, int max_take) {
    const int length = parse_int_value("--length", text, 1, k_row_max_length);
    const int longest = row_max_length(convention, max_take);
    if (length > longest) {
        throw UsageError(
            trf("--length: {0} places is more than {1}, the longest row played exactly in misère "
                "play with max-take {2} (up to {3} with max-take 1 or 3, or with --normal)",
                length, longest, max_take, k_row_max_length));
    }
    return length;
}

}  // namespace

void add_row_options(CLI::App& command, RawRowOptions& raw) {
    command
        .add_option("--length", raw.length,
                    trf("number of places in the row, 1 to {0}; in misère play, played by exact "
                        "search, up to {1} with max-take 2 and 4 to 6 and up to {2} with 7 and 8 "
                        "(default: {3})",
                        k_row_max_length, row_max_length(Convention::misere, 2),
                        row_max_length(Convention::misere, 7), k_row_default_length))
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
    options.row.max_take = parse_int_value("--max-take", raw.max_take, 1, k_row_largest_max_take);
    options.row.convention = raw.normal ? Convention::normal : Convention::misere;
    options.row.length = parse_length(raw.length, options.row.convention, options.row.max_take);
    return options;
}

}  // namespace marienbad
