// The two palettes and their contrast.
#include "gui/palette.hpp"

#include <algorithm>
#include <cmath>

namespace marienbad {
namespace {

double channel(double value) {
    return value <= 0.04045 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
}

// Qt 6 gives the channels as float.
double luminance(const QColor& colour) {
    return 0.2126 * channel(static_cast<double>(colour.redF())) +
           0.7152 * channel(static_cast<double>(colour.greenF())) +
           0.0722 * channel(static_cast<double>(colour.blueF()));
}

}  // namespace

BoardPalette board_palette(PaletteKind kind) {
    BoardPalette palette{
        .background = QColor(0xff, 0xff, 0xff),
        .frame = QColor(0x00, 0x00, 0x00),
        .piece = QColor(0x1a, 0x1a, 0x1a),
        .free_cell = QColor(0xff, 0xff, 0xff),
        .banned = QColor(0x40, 0x40, 0x40),
        .banned_mark = QColor(0xff, 0xff, 0xff),
        .sink = QColor(0x00, 0x00, 0x00),
        .pawn = QColor(0x00, 0x00, 0x00),
        .pawn_text = QColor(0xff, 0xff, 0xff),
        .label = QColor(0x44, 0x44, 0x44),
        // Okabe and Ito: orange and sky blue, told apart by everyone; bluish green for the hint.
        .seat_one = QColor(0xe6, 0x9f, 0x00),
        .seat_two = QColor(0x56, 0xb4, 0xe9),
        .winning = QColor(0x00, 0x9e, 0x73),
        .focus = QColor(0xd5, 0x5e, 0x00),
    };
    if (kind == PaletteKind::classic) {
        // Handout 002: the cells greyed light or dark according to the player.
        palette.seat_one = QColor(0xc8, 0xc8, 0xc8);
        palette.seat_two = QColor(0x80, 0x80, 0x80);
        palette.winning = QColor(0xff, 0xff, 0xff);
        palette.focus = QColor(0x00, 0x00, 0x00);
    }
    return palette;
}

double contrast_ratio(const QColor& a, const QColor& b) {
    const double one = luminance(a);
    const double two = luminance(b);
    return (std::max(one, two) + 0.05) / (std::min(one, two) + 0.05);
}

std::vector<ContrastPair> contrast_pairs(const BoardPalette& palette) {
    return {
        {palette.frame, palette.background, 3, "a cell's frame against the background"},
        {palette.piece, palette.background, 3, "a piece against the background"},
        {palette.seat_one, palette.frame, 3, "the first seat's mark against a cell's frame"},
        {palette.seat_two, palette.frame, 3, "the second seat's mark against a cell's frame"},
        {palette.seat_one, palette.piece, 3, "the first seat's mark against a piece"},
        {palette.seat_two, palette.piece, 3, "the second seat's mark against a piece"},
        {palette.winning, palette.frame, 3, "the hint's star against its outline"},
        {palette.banned, palette.background, 3, "a banned cell against the background"},
        {palette.banned_mark, palette.banned, 3, "a banned cell's cross"},
        {palette.pawn, palette.free_cell, 3, "a pawn against its cell"},
        {palette.pawn_text, palette.pawn, 4.5, "a pawn's number"},
        {palette.sink, palette.free_cell, 3, "the sink against its cell"},
        {palette.focus, palette.background, 3, "the focus ring against the background"},
        {palette.label, palette.background, 4.5, "the labels' text"},
    };
}

}  // namespace marienbad
