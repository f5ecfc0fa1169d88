// GoogleTest printers for the queen's value types, cells 1-based as players see them: a cell
// prints as "(2,3)", a move as "{queen 1 to (2,3)}", a position as its queens' cells; distances
// to the sink as "[x=2 y=3]" and a pair as "k=2 (3,5)".
#pragma once

#include <ostream>

#include "games/queen/queen_rules.hpp"
#include "games/queen/wythoff.hpp"

namespace marienbad {

inline void PrintTo(const QueenCell& cell, std::ostream* out) {
    *out << '(' << cell.row + 1 << ',' << cell.col + 1 << ')';
}

inline void PrintTo(const QueenMove& move, std::ostream* out) {
    *out << "{queen " << move.queen + 1 << " to ";
    PrintTo(move.to, out);
    *out << '}';
}

inline void PrintTo(const QueenPosition& position, std::ostream* out) {
    *out << '{';
    const char* separator = "";
    for (const QueenCell& queen : position.queens) {
        *out << separator;
        PrintTo(queen, out);
        separator = " ";
    }
    *out << '}';
}

inline void PrintTo(const WythoffPosition& position, std::ostream* out) {
    *out << "[x=" << position.x << " y=" << position.y << ']';
}

inline void PrintTo(const WythoffPair& pair, std::ostream* out) {
    *out << "k=" << pair.k << " (" << pair.a << ',' << pair.b << ')';
}

}  // namespace marienbad
