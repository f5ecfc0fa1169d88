// The board model laid out in a character grid, for any game: the lattice's cells with their
// column labels on top and row labels on the left (handout 000's columns of pieces with their
// indices, handout 001's grid numbered from 1, handout 004's places numbered from 0), a cell drawn
// by its kind, and the marks of the moment — the cursor's brackets, the cells the move under the
// cursor takes, the computer's move about to be played, the winning moves of a hint — in colour,
// or as other characters on a terminal without colours.
//
// The layout fits the area it is given: the handouts' orientation with room between cells if it
// fits, else closer; a lattice that may be transposed (Nim's piles, drawn as rows as handout 002
// does) is turned when that fits better; a single row too wide is cut into blocks of places one
// under the other, each with its numbers (handout 004's long row); a wider lattice first gets cells
// narrower than their labels, a label every 2, 5 or 10 columns, then blocks too; and when
// nothing fits, the view says how big the area must be.
#pragma once

#include <optional>
#include <vector>

#include "core/cell.hpp"
#include "play/play_state.hpp"
#include "session/board_model.hpp"
#include "tui/screen.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

// How a lattice is cut into lines of text.
struct BoardPlan {
    bool transposed = false;
    int gap = 1;          // spaces before each cell
    int cell_width = 1;   // the widest column label
    int label_width = 0;  // the widest row label
    int view_rows = 0;    // the lattice as drawn (transposed or not)
    int view_cols = 0;
    int per_block = 0;    // columns drawn side by side
    int label_every = 1;  // every column labelled, or only one in 2, 5 or 10 when cells are
                          // narrower than their labels

    int blocks() const;
    int width() const;
    int height() const;
};

class BoardView {
  public:
    // Lays `board` out in an area `width` columns wide and `height` lines high; `transposed`,
    // when given, keeps that orientation (a game keeps the one it started with). The view reads
    // `board` when it draws: it must not outlive it.
    BoardView(const BoardModel& board, int width, int height,
              std::optional<bool> transposed = std::nullopt);

    bool fits() const { return fits_; }
    const BoardPlan& plan() const { return plan_; }
    // The smallest area the board needs, the one the fewest enlargements away from the area
    // given (when it does not fit; the board's own size when it does).
    ScreenSize needed() const { return needed_; }

    // The cell as drawn: its row and column on the screen's lattice (transposed or not).
    Cell view_cell(Cell cell) const;
    // Where a cell's character is drawn, from the top left of the area.
    Cell position(Cell cell) const;
    // The lattice cell drawn at a place of the area (a mouse click), if any.
    std::optional<Cell> cell_at(int row, int col) const;

    void draw(Screen& screen, int top, int left, const BoardMarks& marks, bool colour) const;

  private:
    const BoardModel& board_;
    BoardPlan plan_;
    bool fits_ = false;
    ScreenSize needed_;
};

}  // namespace marienbad
