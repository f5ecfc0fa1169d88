// The frame as characters and styles, UTF-8 decoding, one column a character, plain ASCII.
#include "tui/screen.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <utility>

namespace marienbad {
namespace {

constexpr char32_t k_replacement = U'?';

// Characters dropped because they take no column (combining accents, zero-width spaces).
bool takes_no_column(char32_t c) {
    return (c >= 0x300 && c <= 0x36F) || (c >= 0x200B && c <= 0x200F) || c == 0xFEFF;
}

// Characters every terminal with a UTF-8 locale shows in exactly one column: Latin, Greek and
// Cyrillic letters, punctuation, arrows, mathematical signs, box drawing, blocks and shapes.
bool takes_one_column(char32_t c) {
    constexpr std::array<std::pair<char32_t, char32_t>, 12> k_ranges{{
        {0x20, 0x7E},
        {0xA0, 0x2FF},
        {0x370, 0x52F},
        {0x2010, 0x2027},
        {0x2030, 0x205E},
        {0x2070, 0x209F},
        {0x20A0, 0x20C0},
        {0x2100, 0x214F},
        {0x2190, 0x21FF},
        {0x2200, 0x22FF},
        {0x2500, 0x25FF},
        {0x2605, 0x2606},
    }};
    return std::any_of(k_ranges.begin(), k_ranges.end(),
                       [c](const auto& range) { return c >= range.first && c <= range.second; });
}

// The nearest ASCII character: the letter without its accent, the plain punctuation.
char32_t nearest_ascii(char32_t c) {
    if (c < 0x80) {
        return c;
    }
    // Latin-1 letters from U+00C0, each with its ASCII base ('?' for × and ÷ handled below).
    constexpr std::string_view k_latin1 =
        "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYTsaaaaaaaceeeeiiiidnooooo/ouuuuyty";
    if (c >= 0xC0 && c <= 0xFF) {
        return static_cast<char32_t>(k_latin1[c - 0xC0]);
    }
    constexpr std::array<std::pair<char32_t, char>, 34> k_table{{
        {0xA0, ' '},    {0xAB, '"'},   {0xBB, '"'},   {0xA7, 'S'},   {0xB5, 'u'},   {0xB7, '.'},
        {0xB2, '2'},    {0xB3, '3'},   {0xB9, '1'},   {0x152, 'O'},  {0x153, 'o'},  {0x2018, '\''},
        {0x2019, '\''}, {0x201C, '"'}, {0x201D, '"'}, {0x2013, '-'}, {0x2014, '-'}, {0x2026, '.'},
        {0x2022, '*'},  {0x2190, '<'}, {0x2192, '>'}, {0x2191, '^'}, {0x2193, 'v'}, {0x2295, '+'},
        {0x2500, '-'},  {0x2502, '|'}, {0x2503, '|'}, {0x25CF, '*'}, {0x25CB, 'o'}, {0x25C6, '#'},
        {0x2605, '!'},  {0x2592, 'X'}, {0x25CE, '@'}, {0x2070, '0'},
    }};
    for (const auto& [from, to] : k_table) {
        if (from == c) {
            return static_cast<char32_t>(to);
        }
    }
    if (c >= 0x2074 && c <= 0x2079) {  // superscript 4 to 9
        return U'4' + (c - 0x2074);
    }
    if (c >= 0x250C && c <= 0x254B) {  // box corners and crossings
        return U'+';
    }
    return k_replacement;
}

// The character a cell shows for `c`, or 0 when it takes no column.
char32_t cell_character(char32_t c, bool ascii) {
    if (c < 0x20 || c == 0x7F) {
        return U' ';
    }
    if (takes_no_column(c)) {
        return 0;
    }
    if (!takes_one_column(c)) {
        return k_replacement;
    }
    return ascii ? nearest_ascii(c) : c;
}

}  // namespace

Screen::Screen(int width, int height, bool ascii)
    : width_(std::max(width, 0)),
      height_(std::max(height, 0)),
      ascii_(ascii),
      cells_(static_cast<std::size_t>(width_) * static_cast<std::size_t>(height_)) {}

const ScreenCell& Screen::at(int row, int col) const {
    if (row < 0 || row >= height_ || col < 0 || col >= width_) {
        throw std::out_of_range("Screen::at: off the screen");
    }
    return cells_[static_cast<std::size_t>(row * width_ + col)];
}

void Screen::put(int row, int col, char32_t character, Style style) {
    const char32_t shown = cell_character(character, ascii_);
    if (shown == 0 || row < 0 || row >= height_ || col < 0 || col >= width_) {
        return;
    }
    cells_[static_cast<std::size_t>(row * width_ + col)] = {shown, style};
}

int Screen::write(int row, int col, std::string_view text, Style style, int max_width) {
    const int limit = max_width < 0 ? width_ - col : std::min(max_width, width_ - col);
    const std::u32string characters = screen_characters(text, ascii_);
    const int count = std::min(static_cast<int>(characters.size()), std::max(limit, 0));
    for (int i = 0; i < count; ++i) {
        put(row, col + i, characters[static_cast<std::size_t>(i)], style);
    }
    return count;
}

void Screen::fill(int row, int col, int width, char32_t character, Style style) {
    for (int c = col; c < col + width; ++c) {
        put(row, c, character, style);
    }
}

std::string Screen::text() const {
    std::string text;
    for (int row = 0; row < height_; ++row) {
        std::u32string line;
        for (int col = 0; col < width_; ++col) {
            line += at(row, col).character;
        }
        line.erase(line.find_last_not_of(U' ') + 1);
        text += to_utf8(line) + "\n";
    }
    return text;
}

std::string Screen::styles() const {
    std::string text;
    for (int row = 0; row < height_; ++row) {
        std::string line;
        for (int col = 0; col < width_; ++col) {
            line += style_letter(at(row, col).style);
        }
        line.erase(line.find_last_not_of(' ') + 1);
        text += line + "\n";
    }
    return text;
}

char style_letter(Style style) {
    switch (style) {
        case Style::plain:
            return ' ';
        case Style::title:
            return 'T';
        case Style::keys:
            return 'K';
        case Style::rule:
            return '-';
        case Style::label:
            return 'l';
        case Style::alert:
            return '!';
        case Style::selected:
            return 's';
        case Style::piece:
            return 'p';
        case Style::free_cell:
            return 'f';
        case Style::banned:
            return 'b';
        case Style::sink:
            return 'o';
        case Style::pawn:
            return 'P';
        case Style::cursor:
            return 'c';
        case Style::chosen:
            return 'C';
        case Style::computer:
            return 'M';
        case Style::winning:
            return 'W';
    }
    return ' ';
}

std::u32string screen_characters(std::string_view utf8, bool ascii) {
    std::u32string characters;
    for (std::size_t i = 0; i < utf8.size();) {
        if (const char32_t shown = cell_character(decode_utf8(utf8, i), ascii); shown != 0) {
            characters += shown;
        }
    }
    return characters;
}

int screen_width(std::string_view utf8) {
    return static_cast<int>(screen_characters(utf8, false).size());
}

std::vector<std::string> wrap_text(std::string_view utf8, int width) {
    std::vector<std::string> lines;
    for (const std::u32string& line : wrap_characters(screen_characters(utf8, false), width)) {
        lines.push_back(to_utf8(line));
    }
    return lines;
}

}  // namespace marienbad
