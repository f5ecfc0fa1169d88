// Why a move of the row loses, in a few lines a student can follow (handout 004's recursion): the
// runs it leaves and the opponent's answer after which every move loses, runs in equal pairs named
// as such. A lesson or a puzzle refuses such a move with it.
#pragma once

#include <string>

#include "games/row/row_setup.hpp"

namespace marienbad {

// Why a move from the start of `setup` that leaves `after`, won for the opponent, loses.
std::string row_why_move_loses(const RowSetup& setup, const RowPosition& after);

}  // namespace marienbad
