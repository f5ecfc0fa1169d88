// GoogleTest printers for Nim's value types, so a failing assertion shows a board as
// "{3 10 14}" and a move as "{pile 1, take 3}" rather than as raw bytes. Found by argument-
// dependent lookup, so every test file that asserts on these types includes this header.
#pragma once

#include <ostream>

#include "games/nim/nim_rules.hpp"

namespace marienbad {

inline void PrintTo(const NimPosition& position, std::ostream* out) {
    *out << '{';
    const char* separator = "";
    for (const int pile : position.piles) {
        *out << separator << pile;
        separator = " ";
    }
    *out << '}';
}

inline void PrintTo(const NimMove& move, std::ostream* out) {
    *out << "{pile " << move.pile << ", take " << move.take << '}';
}

}  // namespace marienbad
