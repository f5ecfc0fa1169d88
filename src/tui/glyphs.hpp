// The characters the terminal interface draws with, on a UTF-8 terminal and on a plain ASCII
// one: a cell of each kind (handout 000's pieces, handout 001's free and banned cells, sink and
// pawn or its crown, handout 004's matches), the marks that stand for colours on a terminal
// without them (NO_COLOR), and the lines and arrows of the frame.
#pragma once

namespace marienbad {

struct Glyphs {
    char32_t piece;
    char32_t match;
    char32_t free_cell;
    char32_t banned;
    char32_t sink;
    char32_t pawn;           // the pawn, when there is one
    char32_t crown;          // the same, drawn as a crown (PawnShape::crown)
    char32_t several_pawns;  // a cell where several pawns stand
    // Marks instead of colours.
    char32_t chosen;    // taken by the move under the cursor, or on its pawn's path
    char32_t computer;  // taken by the computer's move about to be played
    char32_t winning;   // taken by a winning move (the hint)
    char32_t rule;      // the line between zones
    char32_t more_above;
    char32_t more_below;
    char32_t previous_value;  // around a value a form lets you change
    char32_t next_value;
    char32_t cut;        // the end of a text cut short
    const char* arrows;  // the arrow keys, as the key reminders name them
};

inline constexpr Glyphs k_utf8_glyphs{U'●', U'┃', U'·', U'X', U'◎', U'O', U'♛', U'+', U'○',
                                      U'◆', U'★', U'─', U'↑', U'↓', U'◂', U'▸', U'…', "←→↑↓"};
inline constexpr Glyphs k_ascii_glyphs{U'*', U'|', U'.', U'X', U'@', U'O', U'Q', U'+', U'o',
                                       U'#', U'!', U'-', U'^', U'v', U'<', U'>', U'.', "<>^v"};

inline const Glyphs& glyphs_for(bool ascii) {
    return ascii ? k_ascii_glyphs : k_utf8_glyphs;
}

}  // namespace marienbad
