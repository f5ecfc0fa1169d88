// Cell: a place on a small lattice, by row and column, both 0-based. The grid of handout 001 is
// such a lattice, and so is every board model that front ends draw (session/board_model.hpp).
#pragma once

#include <compare>

namespace marienbad {

struct Cell {
    int row = 0;
    int col = 0;
    auto operator<=>(const Cell&) const = default;
};

}  // namespace marienbad
