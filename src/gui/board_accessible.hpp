// The board to assistive technology (a screen reader through AT-SPI): the board widget as a table
// whose rows are the lines of cells as drawn (Nim's piles, the grid's rows, the row's lines) and
// whose cells are named as the play layer names them ("row 2, piece 3 of 5", "cell 3, 4:
// banned", "place 7: a match"), the pointer's cell with what Enter plays there. A cell's "press"
// action points at it, and a second press on the cell pointed at plays, as a finger's tap does
// (PlayController::press). The board tells assistive technology when its cells changed (a move,
// undo, redo), when the pointer moved to another cell (a focus event, while the board has the
// focus), and when what the pointer's cell plays changed (its name).
#pragma once

#include "core/cell.hpp"

namespace marienbad {

class BoardWidget;

// Makes the board widgets accessible as tables (Qt's factory, installed once however often this
// is called).
void install_board_accessibility();
// The cells of `board` changed: assistive technology reads them again.
void board_changed_for_accessibility(BoardWidget* board);
// The pointer is on `cell` of `board`, which has the focus: that cell has it now.
void cell_focused_for_accessibility(BoardWidget* board, Cell cell);
// What `cell`'s name says changed (the move the pointer makes there).
void cell_changed_for_accessibility(BoardWidget* board, Cell cell);

}  // namespace marienbad
