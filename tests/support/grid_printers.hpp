// GoogleTest printers for the grid game's value types, 1-based as players see them: a cell
// prints as "(2,3)", a move as "{pawn 1 to (2,3)}", a position as its pawns' cells.
#pragma once

#include <ostream>

#include "games/grid/grid_rules.hpp"

namespace marienbad {

inline void PrintTo(const Cell& cell, std::ostream* out) {
    *out << '(' << cell.row + 1 << ',' << cell.col + 1 << ')';
}

inline void PrintTo(const GridMove& move, std::ostream* out) {
    *out << "{pawn " << move.pawn + 1 << " to ";
    PrintTo(move.to, out);
    *out << '}';
}

inline void PrintTo(const GridPosition& position, std::ostream* out) {
    *out << '{';
    const char* separator = "";
    for (const Cell& pawn : position.pawns) {
        *out << separator;
        PrintTo(pawn, out);
        separator = " ";
    }
    *out << '}';
}

}  // namespace marienbad
