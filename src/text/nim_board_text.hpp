// The Nim board in line mode, drawn as in seed 000: one column of '*' per pile, the column
// indices (from 0) on top and the row numbers on the left.
#pragma once

#include <string>

#include "rules/nim_rules.hpp"

namespace marienbad {

std::string render_nim_board(const NimPosition& position);

}  // namespace marienbad
