// Both palettes keep what must stand apart at WCAG's contrast: 3:1 for cells, marks and the focus
// ring against what surrounds them, 4.5:1 for text; the two seats' marks differ in shade.
#include <gtest/gtest.h>

#include "gui/palette.hpp"

namespace marienbad {
namespace {

TEST(Palette, ContrastOfEveryPairInBothPalettes) {
    for (const PaletteKind kind : {PaletteKind::colour_blind_safe, PaletteKind::classic}) {
        const BoardPalette palette = board_palette(kind);
        for (const ContrastPair& pair : contrast_pairs(palette)) {
            EXPECT_GE(contrast_ratio(pair.colour, pair.against), pair.least)
                << pair.what.toStdString();
        }
        EXPECT_NE(palette.seat_one, palette.seat_two);
    }
}

TEST(Palette, TheContrastRatioIsWcags) {
    EXPECT_NEAR(contrast_ratio(Qt::black, Qt::white), 21.0, 1e-9);
    EXPECT_NEAR(contrast_ratio(Qt::white, Qt::white), 1.0, 1e-9);
    EXPECT_NEAR(contrast_ratio(QColor(0x76, 0x76, 0x76), Qt::white), 4.54, 0.01);
}

}  // namespace
}  // namespace marienbad
