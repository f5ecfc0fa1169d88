// The board's colours and the shapes that go with them. Two palettes: the default, safe for
// colour-blind players (Okabe and Ito's colours), and the "classic" one, handout 002's light and
// dark grey for the two players. Colour is never the only signal: the first seat's marks are solid,
// the second seat's hatched, the winning cells starred, the pointer ringed. Every cell is framed
// (handout 002's FrameRect), so what fills a cell is seen against its frame and the frame against
// the background; the contrast of each such pair (WCAG's ratio) is checked by the tests: 3:1 or
// better for cells, marks and the focus ring, 4.5:1 for text.
#pragma once

#include <QColor>
#include <QString>
#include <vector>

namespace marienbad {

enum class PaletteKind { colour_blind_safe, classic };

struct BoardPalette {
    QColor background;
    QColor frame;      // every cell's outline
    QColor piece;      // a piece or a match
    QColor free_cell;  // the grid's free cells and the row's empty places
    QColor banned;
    QColor banned_mark;  // the cross on a banned cell
    QColor sink;
    QColor pawn;
    QColor pawn_text;
    QColor label;
    QColor seat_one;  // the first seat's marks: solid
    QColor seat_two;  // the second seat's marks: hatched
    QColor winning;   // the hint's star
    QColor focus;     // the pointer's ring
};

BoardPalette board_palette(PaletteKind kind);

// WCAG 2's contrast ratio of two colours, from 1 to 21.
double contrast_ratio(const QColor& a, const QColor& b);

// What must stand out from what: a colour, what surrounds it, the least ratio, and its name.
struct ContrastPair {
    QColor colour;
    QColor against;
    double least;
    QString what;
};
// Every pair the palette must keep apart.
std::vector<ContrastPair> contrast_pairs(const BoardPalette& palette);

}  // namespace marienbad
