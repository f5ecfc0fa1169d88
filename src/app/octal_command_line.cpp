// The options of `octal` and their checks.
#include "app/octal_command_line.hpp"

#include "app/option_values.hpp"
#include "app/usage_error.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

std::string octal_code_problem_message(std::string_view text, const OctalCodeParse& parse,
                                       std::string_view command) {
    const std::size_t at = parse.error_at;
    const std::string character = at < text.size() ? std::string(text.substr(at, 1)) : "";
    const auto place = static_cast<long long>(at + 1);
    std::string problem;
    switch (parse.error) {
        case OctalCodeError::none:
            return {};
        case OctalCodeError::empty:
            problem = tr("the code is empty");
            break;
        case OctalCodeError::unexpected_character:
            problem =
                trf("'{0}' (character {1}) is neither a digit nor the point", character, place);
            break;
        case OctalCodeError::not_octal_digit:
            problem = trf("'{0}' (character {1}) is not an octal digit, 0 to 7", character, place);
            break;
        case OctalCodeError::missing_point:
            problem = tr("the point is missing: write 0.777, not 777");
            break;
        case OctalCodeError::several_digits_before_point:
            problem = trf("'{0}' (character {1}): one digit at most comes before the point",
                          character, place);
            break;
        case OctalCodeError::bad_digit_before_point:
            problem = trf("'{0}' (character {1}): the digit before the point must be 0 or 4",
                          character, place);
            break;
        case OctalCodeError::no_digit_after_point:
            problem = tr("no digit after the point");
            break;
    }
    return trf("{0}: '{1}' is not an octal code: {2}", command, text, problem);
}

OctalCode parse_octal_code_option(std::string_view command, std::string_view text) {
    const OctalCodeParse parse = parse_octal_code(text);
    if (!parse.code) {
        throw UsageError(octal_code_problem_message(text, parse, command));
    }
    return *parse.code;
}

void add_octal_options(CLI::App& command, RawOctalOptions& raw) {
    raw.code_option =
        command.add_option("code", raw.code, tr("the code: 0.777 (the row), 0.77 (Kayles), 0.07"));
    raw.code_option->type_name("CODE");
    raw.count_option = command.add_option(
        "--count", raw.count,
        trf("how many values, G(0) to G(N-1), 1 to {0} (with --until-periodic, the most computed; "
            "default {0})",
            k_octal_max_count));
    raw.count_option->type_name("N");
    command.add_flag("--until-periodic", raw.until_periodic,
                     tr("stop as soon as the values prove a period"));
    command.add_flag("--json", raw.json, tr("print one JSON object"));
}

OctalOptions convert_octal_options(const RawOctalOptions& raw) {
    OctalOptions options;
    if (raw.code_option->count() == 0) {
        throw UsageError(tr("octal: give a code, e.g. octal 0.777 --count 100"));
    }
    options.code = parse_octal_code_option("octal", raw.code);
    options.until_periodic = raw.until_periodic;
    if (raw.count_option->count() > 0) {
        options.count = parse_int_value("--count", raw.count, 1, k_octal_max_count);
    } else if (!options.until_periodic) {
        throw UsageError(tr("octal: give --count N (or --until-periodic)"));
    }
    options.json = raw.json;
    return options;
}

}  // namespace marienbad
