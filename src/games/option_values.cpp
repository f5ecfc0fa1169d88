// Typed option values and their error messages.
#include "games/option_values.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>

#include "core/excerpt.hpp"
#include "core/trim.hpp"
#include "games/usage_error.hpp"

namespace marienbad {
namespace {

[[noreturn]] void refuse(std::string message) {
    throw UsageError(message);
}

template <class Integer>
bool parse_whole(std::string_view text, Integer& value) {
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    return !text.empty() && error == std::errc() && stop == end;
}

// Whether `text` is a whole number, however large: digits after an optional minus sign ("-0" is
// the number 0; "+3", " 3" and "3.0" are not whole numbers as the command line writes them).
bool is_whole_number(std::string_view text) {
    if (text.starts_with('-')) {
        text.remove_prefix(1);
    }
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

std::string choices_error(std::string_view option, std::string_view text,
                          std::string_view choices) {
    return trf("{0}: '{1}' is not one of {2}", option, excerpt(text), choices);
}

// The value named `text` among `choices`, or a message listing the names.
template <class Value>
Value parse_choice(std::string_view option, std::string_view text,
                   std::initializer_list<std::pair<std::string_view, Value>> choices) {
    std::string names;
    for (const auto& [name, value] : choices) {
        if (name == text) {
            return value;
        }
        names += (names.empty() ? "" : ", ") + std::string(name);
    }
    refuse(choices_error(option, text, names));
}

// The items of a list separated by commas, empty ones included: "3,,5" has three, "7" one.
std::vector<std::string_view> comma_separated_items(std::string_view text) {
    std::vector<std::string_view> items;
    std::size_t start = 0;
    while (true) {
        const std::size_t comma = text.find(',', start);
        items.push_back(text.substr(start, comma - start));
        if (comma == std::string_view::npos) {
            return items;
        }
        start = comma + 1;
    }
}

// The value of digits with at most one point ("0.7", ".25", "1."), to within a unit in the last
// place: its first 18 significant digits over a power of ten, read by hand (std::from_chars for a
// double is missing from libc++ 13, Emscripten's, and the C library's readers follow the locale).
double decimal_value(std::string_view digits) {
    std::uint64_t significand = 0;
    int kept = 0;         // significant digits in `significand`
    int after_point = 0;  // digits after the point, up to the last one kept
    bool point = false;
    for (const char c : digits) {
        if (c == '.') {
            point = true;
        } else if ((significand != 0 || c != '0') && kept < 18) {
            significand = significand * 10 + static_cast<std::uint64_t>(c - '0');
            ++kept;
            after_point += point ? 1 : 0;
        } else if (significand == 0) {
            after_point += point ? 1 : 0;  // a zero before the first significant digit
        } else if (!point) {
            return 2.0;  // more than 18 digits before the point: far more than 1
        }
    }
    double scale = 1.0;
    for (int i = 0; i < after_point; ++i) {
        scale *= 10.0;
    }
    return static_cast<double>(significand) / scale;
}

}  // namespace

int parse_int_value(std::string_view option, std::string_view text, int min, int max) {
    return static_cast<int>(parse_int64_value(option, text, min, max));
}

std::int64_t parse_int64_value(std::string_view option, std::string_view text, std::int64_t min,
                               std::int64_t max) {
    std::int64_t value = 0;
    if (!is_whole_number(text)) {
        refuse(trf("{0}: '{1}' is not a whole number", option, excerpt(text)));
    }
    if (!parse_whole(text, value) || value < min || value > max) {
        refuse(trf("{0}: {1} is not between {2} and {3}", option, excerpt(text), min, max));
    }
    return value;
}

std::vector<CellNumbers> parse_cell_list(std::string_view option, std::string_view text,
                                         std::int64_t max) {
    std::vector<CellNumbers> cells;
    if (trim(text).empty()) {
        return cells;
    }
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t semicolon = std::min(text.find(';', start), text.size());
        const std::string_view item = trim(text.substr(start, semicolon - start));
        if (item.empty()) {
            refuse(trf("{0}: '{1}' holds an empty cell (expected cells such as 2,4;3,1)", option,
                       excerpt(text)));
        }
        const auto comma = item.find(',');
        const auto bad_cell = [&] {
            refuse(trf("{0}: '{1}' is not a cell (expected row,column such as 2,4)", option,
                       excerpt(item)));
        };
        if (comma == std::string_view::npos) {
            bad_cell();
        }
        try {
            cells.push_back({parse_int64_value(option, trim(item.substr(0, comma)), 1, max),
                             parse_int64_value(option, trim(item.substr(comma + 1)), 1, max)});
        } catch (const UsageError&) {
            bad_cell();
        }
        start = semicolon + 1;
    }
    return cells;
}

double parse_probability(std::string_view option, std::string_view text) {
    // Digits with at most one point, after an optional minus sign ("0.7", ".7", "1", "-0"): no
    // exponent, no "inf" or "nan".
    const std::string_view unsigned_part = text.starts_with('-') ? text.substr(1) : text;
    const bool decimal = unsigned_part.find_first_not_of("0123456789.") == std::string_view::npos &&
                         unsigned_part.find_first_of("0123456789") != std::string_view::npos &&
                         unsigned_part.find('.') == unsigned_part.rfind('.');
    const double value = decimal ? decimal_value(unsigned_part) : 2.0;
    const bool negative = text.starts_with('-');
    if (!decimal || value > 1.0 || (negative && value != 0.0)) {
        refuse(trf("{0}: '{1}' is not a probability between 0 and 1", option, excerpt(text)));
    }
    return value;
}

std::vector<int> parse_int_list(std::string_view option, std::string_view text, int min, int max) {
    std::vector<int> values;
    for (const std::string_view item : comma_separated_items(text)) {
        values.push_back(parse_int_value(option, item, min, max));
    }
    return values;
}

std::vector<std::string_view> parse_per_seat(std::string_view option, std::string_view text) {
    std::vector<std::string_view> items = comma_separated_items(text);
    if (items.size() > 2) {
        refuse(
            trf("{0}: '{1}' has more than two values; give one, or one for each seat "
                "separated by a comma",
                option, text));
    }
    return items;
}

std::uint64_t parse_seed(std::string_view option, std::string_view text) {
    std::uint64_t value = 0;
    const bool minus_zero =
        text.size() > 1 && text.front() == '-' && text.find_first_not_of('0', 1) == text.npos;
    if (!parse_whole(minus_zero ? text.substr(1) : text, value)) {
        refuse(trf("{0}: '{1}' is not a whole number from 0 to 18446744073709551615", option,
                   excerpt(text)));
    }
    return value;
}

std::vector<int> parse_whole_list(std::string_view option, std::string_view text) {
    std::vector<int> numbers;
    for (const std::string_view item : comma_separated_items(text)) {
        int number = 0;
        if (!parse_whole(item, number)) {
            refuse(trf("{0}: '{1}' is not a whole number", option, excerpt(item)));
        }
        numbers.push_back(number);
    }
    return numbers;
}

std::vector<int> parse_pile_list(std::string_view option, std::string_view text) {
    std::vector<int> piles;
    for (const std::string_view item : comma_separated_items(text)) {
        int pile = 0;
        if (!parse_whole(item, pile)) {
            refuse(trf("{0}: '{1}' is not a whole number (expected sizes such as 1,3,5,7)", option,
                       excerpt(item)));
        }
        piles.push_back(pile);
    }
    return piles;
}

PlayersMode parse_players_mode(std::string_view option, std::string_view text) {
    return parse_choice<PlayersMode>(option, text,
                                     {{"human-computer", PlayersMode::human_computer},
                                      {"computer-computer", PlayersMode::computer_computer},
                                      {"human-human", PlayersMode::human_human}});
}

FirstPlayer parse_first_player(std::string_view option, std::string_view text) {
    return parse_choice<FirstPlayer>(option, text,
                                     {{"human", FirstPlayer::human},
                                      {"computer", FirstPlayer::computer},
                                      {"random", FirstPlayer::random}});
}

UiKind parse_ui(std::string_view option, std::string_view text) {
    return parse_choice<UiKind>(
        option, text, {{"text", UiKind::text}, {"tui", UiKind::tui}, {"gui", UiKind::gui}});
}

StrengthStyle parse_style(std::string_view option, std::string_view text) {
    return parse_choice<StrengthStyle>(
        option, text, {{"classic", StrengthStyle::classic}, {"adaptive", StrengthStyle::adaptive}});
}

Language parse_language_option(std::string_view option, std::string_view text) {
    if (const auto language = parse_language(text)) {
        return *language;
    }
    refuse(choices_error(option, text, "en, fr"));
}

}  // namespace marienbad
