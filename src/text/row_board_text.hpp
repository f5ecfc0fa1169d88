// The matchstick row as seed 004's exercise 7 draws it: the places numbered from 0 over a mark
// for each (`*` a match, blank an empty place), `|` between places, every place as wide as the
// widest number, and a long row cut into blocks of k_row_places_per_block places, each block
// with its own line of numbers. Rows whose numbers take three digits (101 places or more) leave
// out the `|` before a block's first place, so that a block of 20 places is 80 characters wide
// and a row of k_row_max_length places fits an 80x24 terminal. Whose turn it is, the game says.
#pragma once

#include <string>

#include "rules/row_rules.hpp"

namespace marienbad {

inline constexpr int k_row_places_per_block = 20;

std::string render_row_board(const RowPosition& position);

}  // namespace marienbad
