// Where a board model's cells go in the window's board area, as handout 002's dessine_cellule draws
// a cell of coordinates (h, v) at a scale, and its selectionne turns a click back into (h, v): one
// computation for both, so a click always lands on the cell drawn under it. The arrangement is the
// play layer's, in board units (play/board_placement.hpp: Nim's piles as rows, a single row on one
// line where it fits, else cut into lines that each carry their labels, the labels every 1, 2, 5
// or 10 columns), the one the web page draws too; here it is scaled to the area (recomputed at
// every size, never a scaled picture) and snapped to device pixels so that cells stay crisp at any
// device pixel ratio. The lattice laid out is the game's frame (play/board_frame.hpp): the scale
// and the place of every cell stay the same for the whole game, a removed pile leaving its line
// empty. In logical pixels, with no dependency on Qt.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/cell.hpp"
#include "play/board_frame.hpp"
#include "play/board_placement.hpp"
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

// A label where it is painted: a line's right-aligned in its room, a column's centred on it.
struct PixelLabel {
    std::string text;
    PixelRect rect;
    bool line_label = false;
};

class BoardGeometry {
  public:
    // The board laid out in an area of `width` × `height` logical pixels, on a screen of
    // `device_ratio` device pixels per logical pixel; `largest_pitch` caps a cell and its gap;
    // `transposed`: drawn with rows and columns swapped (PlayState::transposed); `reserved_top`:
    // the height at the area's top the board leaves to something else (the result at the end).
    BoardGeometry(const BoardModel& board, const BoardFrame& frame, bool transposed, double width,
                  double height, double device_ratio, double largest_pitch = 72,
                  double reserved_top = 0);
    // The board in a frame of its own, drawn transposed when it may be.
    BoardGeometry(const BoardModel& board, double width, double height, double device_ratio,
                  double largest_pitch = 72);

    // The board model's lattice (the board now, not its frame).
    int rows() const { return rows_; }
    int cols() const { return cols_; }
    bool transposed() const { return placement_.transposed(); }
    // A single row cut into lines, each with its own labels above it.
    bool wrapped() const { return placement_.wrapped(); }
    // Drawn lines of cells, and cells per line.
    int lines() const { return placement_.lines(); }
    int per_line() const { return placement_.per_line(); }
    // A cell and the gap after it; a cell's side; the labels' font size.
    double pitch() const { return pitch_; }
    double cell_size() const { return cell_; }
    double label_size() const { return placement_.label_size() * pitch_; }

    // Where the lattice's cell is drawn; where a point lies, if on a cell (its square and the
    // gap after it, so no click falls between two cells).
    PixelRect cell_rect(Cell cell) const;
    std::optional<Cell> cell_at(PixelPoint point) const;
    // The labels where they are painted.
    std::vector<PixelLabel> labels() const;
    // The arrangement in board units (the lines of cells a screen reader reads row by row).
    const BoardPlacement& placement() const { return placement_; }

  private:
    double snap(double logical) const;
    // A length down the board, in pitches from its top, in pixels from the area's top.
    double down(double units) const;

    BoardPlacement placement_;
    int rows_ = 0;
    int cols_ = 0;
    double device_ratio_ = 1;
    double pitch_ = 0;
    double cell_ = 0;
    double line_step_ = 0;  // from a line of cells to the next, in pixels
    double left_ = 0;       // the first cell's corner
    double top_ = 0;
};

}  // namespace marienbad
