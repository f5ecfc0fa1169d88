// The options of `solve row` and their checks: exactly one of --length and --position, a
// pattern of 1s and 0s with at least one match, lengths within what the solver answers quickly
// for the max-take and convention given.
#include "app/solve_row_command_line.hpp"

#include <string_view>

#include "app/option_values.hpp"
#include "app/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

std::string too_long_message(std::string_view option, int length, Convention convention,
                             int max_take) {
    const int longest = solve_row_max_length(convention, max_take);
    if (longest == k_solve_row_max_length) {
        return trf("{0}: {1} places is more than {2}, the longest row solved", option, length,
                   longest);
    }
    if (convention == Convention::normal) {
        return trf(
            "{0}: {1} places is more than {2}, the longest row solved with max-take {3} "
            "(its Grundy values take long to compute; up to {4} with other max-takes)",
            option, length, longest, max_take, k_solve_row_max_length);
    }
    return trf(
        "{0}: {1} places is more than {2}, the longest row solved by exact search in misère play "
        "with max-take {3} (far longer rows with max-take 1 or 3, or with --normal)",
        option, length, longest, max_take);
}

RowPosition parse_position(std::string_view text, Convention convention, int max_take) {
    const RowPatternParse parse =
        parse_row_pattern(text, solve_row_max_length(convention, max_take));
    switch (parse.error) {
        case RowPatternError::none:
            return parse.position;
        case RowPatternError::empty:
            throw UsageError(tr("--position: the row is empty; give places such as 1101110"));
        case RowPatternError::bad_character: {
            const auto place = text.find_first_not_of("01");
            throw UsageError(
                trf("--position: '{0}' at place {1} is neither 1 (a match) nor 0 (an empty place)",
                    text.substr(place, 1), place));
        }
        case RowPatternError::no_match:
            throw UsageError(trf("--position: '{0}' holds no match; give at least one 1", text));
        case RowPatternError::too_long:
            throw UsageError(too_long_message("--position", static_cast<int>(text.size()),
                                              convention, max_take));
    }
    return parse.position;
}

// A length within the limit of the convention and max-take; a length that other rules allow
// is refused with a message that says so.
int parse_length(std::string_view text, Convention convention, int max_take) {
    const int length = parse_int_value("--length", text, 1, k_solve_row_max_length);
    if (length > solve_row_max_length(convention, max_take)) {
        throw UsageError(too_long_message("--length", length, convention, max_take));
    }
    return length;
}

}  // namespace

void add_solve_row_options(CLI::App& command, RawSolveRowOptions& raw) {
    raw.length_option = command.add_option(
        "--length", raw.length,
        trf("a full row of N places, 1 to {0}; in misère play, solved by exact search, up to "
            "{1} with max-take 2 and 4 to 6 and up to {2} with 7 and 8; in normal play with "
            "max-take 7, up to {3}",
            k_solve_row_max_length, row_max_length(Convention::misere, 2),
            row_max_length(Convention::misere, 7), k_solve_row_max_length_0_7777777));
    raw.length_option->type_name("N");
    raw.position_option = command.add_option(
        "--position", raw.position,
        tr("the places from place 0, 1 for a match and 0 for an empty place: 1101110"));
    raw.position_option->type_name("1101110");
    raw.max_take_option =
        command.add_option("--max-take", raw.max_take,
                           trf("most matches a move takes, 1 to {0} (default: {1})",
                               k_row_largest_max_take, k_row_default_max_take));
    raw.max_take_option->type_name("K");
    command.add_flag("--normal", raw.normal,
                     tr("normal play: whoever takes the last match wins (default: misère play, "
                        "whoever takes the last match loses)"));
    command.add_flag("--json", raw.json, tr("print one JSON object"));
}

SolveRowOptions convert_solve_row_options(const RawSolveRowOptions& raw) {
    SolveRowOptions options;
    options.convention = raw.normal ? Convention::normal : Convention::misere;
    const bool length_given = raw.length_option->count() > 0;
    const bool position_given = raw.position_option->count() > 0;
    if (length_given && position_given) {
        throw UsageError(tr("--length and --position cannot be used together"));
    }
    if (!length_given && !position_given) {
        throw UsageError(tr("solve row: give --length N or --position 1101110"));
    }
    if (raw.max_take_option->count() > 0) {
        options.max_take = parse_int_value("--max-take", raw.max_take, 1, k_row_largest_max_take);
    }
    if (length_given) {
        options.position =
            RowPosition::full(parse_length(raw.length, options.convention, options.max_take));
    } else {
        options.position = parse_position(raw.position, options.convention, options.max_take);
    }
    options.json = raw.json;
    return options;
}

}  // namespace marienbad
