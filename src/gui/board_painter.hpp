// The board drawn with QPainter from the play controller's state: every cell of the board model
// by its kind (a piece or a match, a free or banned cell, the sink, an empty place), framed as
// handout 002's cells are, with the pawns and the labels; then the marks of the moment — the move
// under the mouse or the pointer in the shade of the seat to move (solid for the first seat,
// hatched for the second), the computer's move about to be played likewise, the hint's winning
// cells starred, the pointer ringed. Used by the board widget, the screenshots and the benchmark.
#pragma once

#include <QPainter>
#include <string>

#include "gui/board_geometry.hpp"
#include "gui/palette.hpp"
#include "play/play_state.hpp"

namespace marienbad {

void paint_board(QPainter& painter, const PlayState& state, const BoardGeometry& geometry,
                 const BoardPalette& palette, bool focused);
// The end of the game above the board: `result` ("You win") in a band across the top of `area`
// (result_band_height), which the board leaves free, so that the last position stays whole.
double result_band_height(double board_height);
void paint_result(QPainter& painter, const std::string& result, const QRectF& area,
                  const BoardPalette& palette);

}  // namespace marienbad
