// Screen: one frame of the terminal interface as text, a character and a style per cell, drawn
// in full before the terminal shows it at once (no flicker), and read back as text by the tests.
// Every character takes one column: text is decoded from UTF-8, anything that would not take
// exactly one column is replaced, and on a plain ASCII terminal accented letters lose their
// accents (é → e) and other characters become the nearest ASCII.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "text/utf8_text.hpp"

namespace marienbad {

// What a cell is, for the terminal to colour it (curses_terminal.cpp) — or not.
enum class Style : std::uint8_t {
    plain,
    title,     // the title bar
    keys,      // the line of keys at the bottom
    rule,      // the lines between zones
    label,     // row and column numbers
    alert,     // a refused move, a question
    selected,  // the menu's chosen line
    piece,     // a piece or a match
    free_cell,
    banned,
    sink,
    pawn,
    cursor,    // the brackets around the pointed cell
    chosen,    // the cells the move under the cursor takes
    computer,  // the cells of the computer's move, shown before it is played
    winning,   // the cells of the winning moves, when a hint is shown
};

struct ScreenCell {
    char32_t character = U' ';
    Style style = Style::plain;
    bool operator==(const ScreenCell&) const = default;
};

class Screen {
  public:
    Screen(int width, int height, bool ascii);

    int width() const { return width_; }
    int height() const { return height_; }
    bool ascii() const { return ascii_; }
    const ScreenCell& at(int row, int col) const;

    // Puts one character (made printable, and ASCII on an ASCII screen); nothing off the screen.
    void put(int row, int col, char32_t character, Style style);
    // Writes UTF-8 text from (row, col) on at most `max_width` columns (to the right edge when
    // negative); returns the columns written.
    int write(int row, int col, std::string_view text, Style style, int max_width = -1);
    void fill(int row, int col, int width, char32_t character, Style style);

    // The frame as text: a line a row, trailing spaces left out.
    std::string text() const;
    // The style of every cell as a letter (style_letter), trailing plain cells left out.
    std::string styles() const;

  private:
    int width_;
    int height_;
    bool ascii_;
    std::vector<ScreenCell> cells_;
};

// A letter per style, for tests and for reading styles() by eye: ' ' plain, 'T' title, 'K'
// keys, '-' rule, 'l' label, '!' alert, 's' selected, 'p' piece, 'f' free cell, 'b' banned, 'o'
// sink, 'P' pawn, 'c' cursor, 'C' chosen, 'M' the computer's move (machine), 'W' winning.
char style_letter(Style style);

// Text as the characters a screen shows, one a column.
std::u32string screen_characters(std::string_view utf8, bool ascii);
// How many columns `utf8` takes on a screen.
int screen_width(std::string_view utf8);
// The text cut into lines of at most `width` columns, at spaces where it can.
std::vector<std::string> wrap_text(std::string_view utf8, int width);

}  // namespace marienbad
