// GoogleTest printers for the matchstick row's value types (handout 004), so a failing assertion
// shows a row as its pattern "1101110" and a move as "{start 3, count 2}". Found by argument-
// dependent lookup: every test file that asserts on these types includes this header.
#pragma once

#include <ostream>

#include "games/row/row_rules.hpp"

namespace marienbad {

inline void PrintTo(const RowPosition& position, std::ostream* out) {
    *out << '"' << position.pattern() << '"';
}

inline void PrintTo(const RowMove& move, std::ostream* out) {
    *out << "{start " << move.start << ", count " << move.count << '}';
}

}  // namespace marienbad
