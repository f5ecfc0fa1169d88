// Texts made safe and short to quote in a message.
#include "core/excerpt.hpp"

#include <array>
#include <cstdint>
#include <limits>
#include <utility>

namespace marienbad {
namespace {

// The length of the valid UTF-8 character at the start of `text`, 0 when it starts none
// (a stray continuation byte, an overlong form, a surrogate, past U+10FFFF, cut short).
std::size_t utf8_length(std::string_view text) {
    const auto byte = [&text](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    std::uint32_t code = 0;
    if (lead < 0x80) {
        return 1;
    }
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code = lead & 0x1FU;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code = lead & 0x0FU;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code = lead & 0x07U;
    } else {
        return 0;
    }
    if (text.size() < length) {
        return 0;
    }
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0U) != 0x80U) {
            return 0;
        }
        code = (code << 6U) | (byte(i) & 0x3FU);
    }
    constexpr std::array<std::uint32_t, 5> k_least = {0, 0, 0x80, 0x800, 0x10000};
    const bool overlong = code < k_least[length];
    const bool surrogate = code >= 0xD800 && code <= 0xDFFF;
    return overlong || surrogate || code > 0x10FFFF ? 0 : length;
}

std::string byte_code(unsigned char byte) {
    constexpr std::string_view k_digits = "0123456789abcdef";
    return {'\\', 'x', k_digits[byte >> 4U], k_digits[byte & 0x0FU]};
}

// The character at the start of `text` as a message shows it, how many bytes it took and how many
// characters it shows (an escape shows several: \xff is four).
struct ShownCharacter {
    std::string text;
    std::size_t bytes = 1;
    std::size_t width = 1;
};

ShownCharacter escape(std::string text, std::size_t bytes) {
    const std::size_t width = text.size();
    return {std::move(text), bytes, width};
}

ShownCharacter shown_character(std::string_view text) {
    const auto lead = static_cast<unsigned char>(text[0]);
    switch (lead) {
        case '\n':
            return escape("\\n", 1);
        case '\r':
            return escape("\\r", 1);
        case '\t':
            return escape("\\t", 1);
        default:
            break;
    }
    if (lead < 0x20 || lead == 0x7F) {
        return escape(byte_code(lead), 1);
    }
    const std::size_t length = utf8_length(text);
    if (length == 0) {
        return escape(byte_code(lead), 1);
    }
    // C1 control characters (U+0080 to U+009F), two bytes each.
    if (length == 2 && lead == 0xC2 && static_cast<unsigned char>(text[1]) < 0xA0) {
        return escape(byte_code(lead) + byte_code(static_cast<unsigned char>(text[1])), 2);
    }
    return {std::string(text.substr(0, length)), length, 1};
}

}  // namespace

std::string excerpt(std::string_view text, std::size_t most) {
    std::string shown;
    std::size_t characters = 0;
    for (std::size_t at = 0; at < text.size();) {
        ShownCharacter character = shown_character(text.substr(at));
        if (character.width > most - characters) {
            return shown + "…";
        }
        shown += character.text;
        at += character.bytes;
        characters += character.width;
    }
    return shown;
}

std::size_t character_count(std::string_view text) {
    std::size_t count = 0;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t length = utf8_length(text.substr(at));
        at += length == 0 ? 1 : length;
        ++count;
    }
    return count;
}

std::string one_line(std::string_view text) {
    return excerpt(text, std::numeric_limits<std::size_t>::max());
}

std::string character_at(std::string_view text, std::size_t at) {
    return at < text.size() ? shown_character(text.substr(at)).text : std::string();
}

}  // namespace marienbad
