// Why a queen's move loses, in a few lines a student can follow: one queen left on a cell labelled
// 1 and the 0 the opponent then reaches (or the sink); several queens' values and their xor; in
// misère play, the last move made, or the answer the search finds. A lesson or a puzzle refuses
// such a move with it.
#pragma once

#include <string>

#include "games/queen/queen_setup.hpp"

namespace marienbad {

// Why `move`, from the start of `setup`, loses: it leaves `after`, won for the opponent.
std::string queen_why_move_loses(const QueenSetup& setup, const QueenMove& move,
                                 const QueenPosition& after);

}  // namespace marienbad
