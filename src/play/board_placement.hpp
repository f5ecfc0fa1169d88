// The board laid out in board units, once for every front end that draws it at a scale (the window
// and the web page both draw and hit-test by it): the game's frame (play/board_frame.hpp) as lines
// of cells — Nim's piles as rows when the board is drawn transposed, a single row on one line
// where it fits and otherwise cut into lines that each carry their labels — each cell a square and
// the gap after it, the labels above the columns and left of the lines, and the whole board's
// size, all measured in pitches (a cell and its gap: 1). The pitch itself, in the front end's
// units (logical or CSS pixels), is the largest that fits the area within the front end's bounds;
// at its smallest (a finger's target) a board too big for the area is larger than it and scrolls.
// Since the lattice is the game's frame, no cell moves under the pointer while the game is played,
// and a removed pile leaves its line empty with the labels of the others kept.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/cell.hpp"
#include "play/board_frame.hpp"
#include "session/board_model.hpp"
#include "text/board_names.hpp"

namespace marienbad {

// Where the board is drawn, in the front end's units.
struct PlacementArea {
    double width = 0;
    double height = 0;
    double largest_pitch = 72;  // a cell and its gap, at most
    double smallest_pitch = 0;  // at least: a finger's target (the board then may not fit)
    double smallest_label = 0;  // a label's font size, at least (its room grows to hold it)
};

// A rectangle in pitches, from the board's top left corner.
struct UnitRect {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;

    bool contains(double px, double py) const {
        return px >= x && px < x + width && py >= y && py < y + height;
    }
};

// A label and its room (in pitches): a line's, right-aligned and centred down its room left of
// the line; a column's, centred across its room above the column and standing on its bottom.
struct PlacedLabel {
    std::string text;
    UnitRect rect;
    bool line_label = false;
};

class BoardPlacement {
  public:
    // The board of now in its frame, drawn transposed or not, in `area`.
    BoardPlacement(const BoardModel& board, const BoardFrame& frame, bool transposed,
                   const PlacementArea& area);

    // Whether a transposable board is best drawn transposed in `area` (the larger pitch; at a
    // finger's smallest, the one that scrolls only down); a front end asks once, for its game.
    static bool better_transposed(const BoardModel& board, const BoardFrame& frame,
                                  const PlacementArea& area);

    // The pitch chosen, in the area's units.
    double pitch() const { return pitch_; }
    // The board's size, in pitches (its labels included).
    double width() const { return width_; }
    double height() const { return height_; }
    // A cell's side, in pitches (the rest of the pitch is the gap after it).
    static constexpr double cell_side = 0.86;
    // The labels' font size, in pitches.
    double label_size() const { return label_size_; }

    bool transposed() const { return transposed_; }
    bool wrapped() const { return wrapped_; }
    int lines() const { return lines_; }
    int per_line() const { return per_line_; }

    // Where a cell of the board now is drawn: its square; its square and the gap after it (what a
    // pointer on it hits); none where it is not drawn.
    UnitRect cell_rect(Cell cell) const;
    UnitRect hit_rect(Cell cell) const;
    // The board's cell under a point (in pitches), if any: a cell owns its square and the gap
    // after it, so no point between two cells is lost.
    std::optional<Cell> cell_at(double x, double y) const;
    // The board's cells as drawn, line after line, each line left to right (a screen reader's
    // rows); a line of the frame whose cells are gone (a removed pile) is left out.
    std::vector<std::vector<Cell>> drawn_lines() const;
    // The drawn line and column of a board cell, and the board's cell drawn at a line and a
    // column (none where none is).
    std::pair<int, int> drawn_place(Cell cell) const;
    std::optional<Cell> cell_at_place(int line, int column) const {
        return lattice_cell(line, column);
    }
    // The room of the labels: left of the lines, and above a line (above each line of a wrapped
    // row), in pitches.
    double label_left() const { return label_left_; }
    double label_top() const { return label_top_; }
    const std::vector<PlacedLabel>& labels() const { return labels_; }
    // The name of each of drawn_lines() for a screen reader: a pile's name when a line is a pile
    // (`names` of the board), "row 2" for a grid's row, "places 7 to 13" for a line of a row,
    // "piece 3 of each column" for Nim drawn as columns.
    std::vector<std::string> line_names(const BoardModel& board, const BoardNames& names) const;

  private:
    // The frame's lattice cell of a board cell, and back (none where the frame holds none now).
    Cell in_frame(Cell cell) const;
    std::optional<Cell> in_board(Cell framed) const;
    // The lattice cell at a drawn line and column.
    std::optional<Cell> lattice_cell(int line, int column) const;
    void place_labels(const BoardModel& board);

    int board_rows_ = 0;
    int board_cols_ = 0;
    std::vector<int> columns_;  // the frame's column of each of the board's
    int rows_ = 0;              // the frame's lattice
    int cols_ = 0;
    bool transposed_ = false;
    bool wrapped_ = false;
    int lines_ = 0;
    int per_line_ = 0;
    double pitch_ = 0;
    double label_size_ = 0.42;
    double label_left_ = 0;  // room for the lines' labels, left of the cells
    double label_top_ = 0;   // room for the columns' labels, above a line
    double width_ = 0;
    double height_ = 0;
    std::vector<PlacedLabel> labels_;
};

}  // namespace marienbad
