// Octal games' codes: the parser and the code's few questions (octal_code.hpp).
#include "octal/octal_code.hpp"

#include <algorithm>

namespace marienbad {
namespace {

OctalCodeParse failure(OctalCodeError error, std::size_t at) {
    return {std::nullopt, error, at};
}

int digit_value(char character) {
    return character - '0';
}

bool is_decimal_digit(char character) {
    return character >= '0' && character <= '9';
}

}  // namespace

int OctalCode::digit(int take) const {
    if (take < 0 || take > max_take()) {
        return 0;
    }
    return digits[static_cast<std::size_t>(take)];
}

bool OctalCode::splits() const {
    return std::any_of(digits.begin(), digits.end(),
                       [](int digit) { return (digit & k_octal_leave_two) != 0; });
}

std::string to_string(const OctalCode& code) {
    std::string text(1, static_cast<char>('0' + code.digit(0)));
    text += '.';
    if (code.max_take() == 0) {
        text += '0';
    }
    for (int take = 1; take <= code.max_take(); ++take) {
        text += static_cast<char>('0' + code.digit(take));
    }
    return text;
}

OctalCode consecutive_takes_code(int max_take) {
    OctalCode code;
    code.digits.assign(static_cast<std::size_t>(std::max(max_take, 0)) + 1, 7);
    code.digits.front() = 0;
    return code;
}

OctalCodeParse parse_octal_code(std::string_view text) {
    if (text.empty()) {
        return failure(OctalCodeError::empty, 0);
    }
    std::optional<std::size_t> point;
    for (std::size_t at = 0; at < text.size(); ++at) {
        const char character = text[at];
        if (character == '.' && !point) {
            point = at;
        } else if (!is_decimal_digit(character)) {
            return failure(OctalCodeError::unexpected_character, at);
        } else if (digit_value(character) > 7) {
            return failure(OctalCodeError::not_octal_digit, at);
        }
    }
    if (!point) {
        return failure(OctalCodeError::missing_point, text.size());
    }
    if (*point > 1) {
        return failure(OctalCodeError::several_digits_before_point, 1);
    }
    OctalCode code;
    if (*point == 1) {
        code.digits.front() = digit_value(text.front());
        if (code.digits.front() != 0 && code.digits.front() != k_octal_leave_two) {
            return failure(OctalCodeError::bad_digit_before_point, 0);
        }
    }
    if (*point + 1 == text.size()) {
        return failure(OctalCodeError::no_digit_after_point, text.size());
    }
    if (text.size() - *point - 1 > k_octal_max_digits) {
        return failure(OctalCodeError::too_many_digits, *point + 1 + k_octal_max_digits);
    }
    for (const char character : text.substr(*point + 1)) {
        code.digits.push_back(digit_value(character));
    }
    while (code.digits.size() > 1 && code.digits.back() == 0) {
        code.digits.pop_back();
    }
    return {code, OctalCodeError::none, 0};
}

}  // namespace marienbad
