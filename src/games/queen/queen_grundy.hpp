// The Grundy values of one queen (Wythoff's game in normal play), for sums of several queens:
// G(x, y), at x rows above the sink and y columns left of it, is the smallest value not among
// the values of the cells it moves to along its column, its row and its diagonal. Several queens
// in normal play are won for the player to move exactly when the xor of their values is not 0
// (Sprague-Grundy). G(x, y) = 0 exactly on Wythoff's safe positions (games/queen/wythoff.hpp).
//
// The whole table up to (max_x, max_y) is computed at once, row by row, with a bit set of the
// values met so far on the current row, on each column and on each diagonal; a cell's value is
// the first value in none of its three sets. Two bounds make it fast and small:
//   y - 2x <= G(x, y) <= y + 2x  (and symmetrically in x and y).
// Upper: (x, y) has y + x + min(x, y) <= y + 2x moves. Lower: of the y cells left of (x, y) on
// its row, those worth more than g = G(x, y) have a move to a cell worth g, which cannot be on
// the row (that cell would be a move of (x, y) too); as each of the x rows above holds the value
// g at most once, on one column and one diagonal, at most 2x cells of the row are so served; the
// other y - 2x or more are worth less than g, and all differently (they move to each other), so
// g >= y - 2x. With the table laid out so that x is its shorter side S, a column's values lie in
// a window of 4S + 1 values, and so do a diagonal's: the sets hold only that window, and a cell's
// search starts at y - 2x.
#pragma once

#include <cstdint>
#include <vector>

namespace marienbad {

// The most cells (distances (x, y), sink included) a table may hold: 2,000 x 2,000. Measured on
// the project's 2-core machine (g++ 12 -O2, November 2026), 2,000 x 2,000 takes about 0.15 s,
// 1,000 x 1,000 about 0.02 s, 2 x 2,000,000 about 0.07 s, and a table of 4,000,000 cells holds
// 16 MB of values; past the bound a table is refused.
inline constexpr std::int64_t k_queen_grundy_max_cells = 4'000'000;

// Whether a table of distances 0..max_x by 0..max_y fits within k_queen_grundy_max_cells.
bool queen_grundy_table_fits(std::int64_t max_x, std::int64_t max_y);

class QueenGrundyTable {
  public:
    // The values of every (x, y) with 0 <= x <= max_x and 0 <= y <= max_y; std::invalid_argument
    // for negative sizes or more than k_queen_grundy_max_cells cells (the message says so).
    QueenGrundyTable(std::int64_t max_x, std::int64_t max_y);

    std::int64_t max_x() const { return max_x_; }
    std::int64_t max_y() const { return max_y_; }
    bool contains(std::int64_t x, std::int64_t y) const {
        return x >= 0 && x <= max_x_ && y >= 0 && y <= max_y_;
    }
    // G(x, y); std::invalid_argument outside the table.
    int value(std::int64_t x, std::int64_t y) const;

  private:
    std::int64_t max_x_;
    std::int64_t max_y_;
    bool transposed_;          // values_ is laid out with x and y swapped (max_x_ > max_y_)
    std::int64_t stride_;      // the longer side's length
    std::vector<int> values_;  // shorter side major
};

}  // namespace marienbad
