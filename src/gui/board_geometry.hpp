// Where a board model's cells go in the window's board area, as handout 002's dessine_cellule draws
// a cell of coordinates (h, v) at a scale, and its selectionne turns a click back into (h, v): one
// computation for both, so a click always lands on the cell drawn under it. The scale follows the
// area (recomputed at every size, never a scaled picture) and is snapped to device pixels so that
// cells stay crisp at any device pixel ratio. A transposable lattice is drawn transposed (Nim's
// piles as handout 002's horizontal rows of cells: a click takes the cell and every one to its
// right); a single row too long for the width wraps into lines of places. Labels go above the
// columns and left of the rows. The lattice laid out is the game's frame (play/board_frame.hpp):
// the scale and the place of every cell stay the same for the whole game, a removed pile leaving
// its line empty. In logical pixels, with no dependency on Qt.
#pragma once

#include <optional>
#include <vector>

#include "core/cell.hpp"
#include "play/board_frame.hpp"
#include "session/board_model.hpp"

namespace marienbad {

struct PixelPoint {
    double x = 0;
    double y = 0;
};

struct PixelRect {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;

    bool contains(PixelPoint point) const {
        return point.x >= x && point.x < x + width && point.y >= y && point.y < y + height;
    }
    PixelPoint centre() const { return {x + width / 2, y + height / 2}; }
};

// Labels over every 1, 2, 5 or 10 columns: the first step at which a label `width` wide (with
// its margin) fits the room of the columns it stands over, `pitch` each.
int label_step(double width, double pitch);

class BoardGeometry {
  public:
    // The board laid out in an area of `width` × `height` logical pixels, on a screen of
    // `device_ratio` device pixels per logical pixel; `largest_pitch` caps a cell and its gap.
    BoardGeometry(const BoardModel& board, double width, double height, double device_ratio,
                  double largest_pitch = 72);
    // The same in the game's frame: `frame` says where each column of `board` stands.
    BoardGeometry(const BoardModel& board, const BoardFrame& frame, double width, double height,
                  double device_ratio, double largest_pitch = 72);

    // The board model's lattice (the board now, not its frame).
    int rows() const { return board_rows_; }
    int cols() const { return board_cols_; }
    bool transposed() const { return transposed_; }
    // A single row cut into lines, each with its own labels above it.
    bool wrapped() const { return wrapped_; }
    // Drawn lines of cells, and cells per line.
    int lines() const { return lines_; }
    int per_line() const { return per_line_; }
    // A cell and the gap after it; a cell's side.
    double pitch() const { return pitch_; }
    double cell_size() const { return cell_; }
    // The room left for labels, above each line and left of the rows.
    double label_band() const { return band_; }

    // Where the lattice's cell is drawn; where a point lies, if on a cell (its square and the
    // gap after it, so no click falls between two cells).
    PixelRect cell_rect(Cell cell) const;
    std::optional<Cell> cell_at(PixelPoint point) const;
    // Where the label of a drawn line (left of it) and of a drawn column (above it, on each
    // line) go; the lattice's row or column each names.
    PixelRect line_label_rect(int line) const;
    PixelRect column_label_rect(int line, int column) const;
    // The lattice cell drawn at a line and a column, if any.
    std::optional<Cell> lattice_cell(int line, int column) const;
    // The drawn line of the board's row (its column when transposed) `index`, not wrapped.
    int line_of(int index) const;

  private:
    double snap(double logical) const;
    // A cell of the board now in the frame, and back (none where the frame holds no cell now).
    Cell in_frame(Cell cell) const;
    std::optional<Cell> in_board(Cell framed) const;

    int board_rows_ = 0;  // the board's lattice now
    int board_cols_ = 0;
    std::vector<int> columns_;  // the frame's column of each of the board's
    int rows_ = 0;              // the frame's lattice, laid out
    int cols_ = 0;
    bool transposed_ = false;
    bool wrapped_ = false;  // a single row cut into lines
    int lines_ = 0;
    int per_line_ = 0;
    double device_ratio_ = 1;
    double pitch_ = 0;
    double cell_ = 0;
    double band_ = 0;
    double left_ = 0;  // the first cell's corner
    double top_ = 0;
};

}  // namespace marienbad
