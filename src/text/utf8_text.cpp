// UTF-8 decoded and encoded, and prose cut into lines.
#include "text/utf8_text.hpp"

namespace marienbad {

char32_t decode_utf8(std::string_view text, std::size_t& i) {
    constexpr char32_t k_replacement = U'?';
    const auto byte = [&](std::size_t at) { return static_cast<unsigned char>(text[at]); };
    const unsigned char first = byte(i++);
    if (first < 0x80) {
        return first;
    }
    int extra = 0;
    char32_t code = 0;
    if ((first & 0xE0) == 0xC0) {
        extra = 1;
        code = first & 0x1F;
    } else if ((first & 0xF0) == 0xE0) {
        extra = 2;
        code = first & 0x0F;
    } else if ((first & 0xF8) == 0xF0) {
        extra = 3;
        code = first & 0x07;
    } else {
        return k_replacement;
    }
    for (int k = 0; k < extra; ++k) {
        if (i >= text.size() || (byte(i) & 0xC0) != 0x80) {
            return k_replacement;
        }
        code = (code << 6) | (byte(i++) & 0x3F);
    }
    return code;
}

std::u32string utf8_characters(std::string_view text) {
    std::u32string characters;
    for (std::size_t i = 0; i < text.size();) {
        characters += decode_utf8(text, i);
    }
    return characters;
}

std::string to_utf8(std::u32string_view characters) {
    std::string text;
    for (const char32_t c : characters) {
        if (c < 0x80) {
            text += static_cast<char>(c);
        } else if (c < 0x800) {
            text += static_cast<char>(0xC0 | (c >> 6));
            text += static_cast<char>(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            text += static_cast<char>(0xE0 | (c >> 12));
            text += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            text += static_cast<char>(0x80 | (c & 0x3F));
        } else {
            text += static_cast<char>(0xF0 | (c >> 18));
            text += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
            text += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
            text += static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    return text;
}

std::vector<std::u32string> wrap_characters(std::u32string_view text, int width) {
    std::vector<std::u32string> lines;
    if (width < 1) {
        return lines;
    }
    // French puts a space before : ; ! ? and », which must not start a line.
    const auto breakable = [&](std::size_t space) {
        return space + 1 >= text.size() ||
               std::u32string_view(U":;!?»").find(text[space + 1]) == std::u32string_view::npos;
    };
    std::size_t start = 0;
    while (text.size() - start > static_cast<std::size_t>(width)) {
        const std::size_t limit = start + static_cast<std::size_t>(width);
        std::size_t cut = text.rfind(U' ', limit);
        while (cut != std::u32string_view::npos && cut > start && !breakable(cut)) {
            cut = text.rfind(U' ', cut - 1);
        }
        const bool at_space = cut != std::u32string_view::npos && cut > start;
        if (!at_space) {
            cut = limit;
        }
        lines.emplace_back(text.substr(start, cut - start));
        start = at_space ? cut + 1 : cut;
    }
    lines.emplace_back(text.substr(start));
    return lines;
}

std::vector<std::string> wrap_utf8(std::string_view text, int width) {
    const std::u32string characters = utf8_characters(text);
    const std::size_t indent = characters.find_first_not_of(U' ');
    const std::u32string margin(indent == std::u32string::npos ? 0 : indent, U' ');
    std::vector<std::string> lines;
    const int room = std::max(1, width - static_cast<int>(margin.size()));
    for (const std::u32string& line :
         wrap_characters(std::u32string_view(characters).substr(margin.size()), room)) {
        lines.push_back(to_utf8(margin + line));
    }
    return lines;
}

}  // namespace marienbad
