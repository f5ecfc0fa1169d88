// Why a move from a won position loses, in a few lines a student can follow, as each handout
// would show it: Nim's bit columns left with an odd sum and the opponent's move that makes every
// sum even again (handout 000 §6), or the misère ending; the grid's cell labelled 1 the pawn would
// stand on and the 0 the opponent then reaches (handout 001 §3), or the pawns' values and their
// xor; the row's runs left and the opponent's answer after which every move loses (handout 004's
// recursion), runs in equal pairs named as such. A lesson or a puzzle refuses such a move with it.
#pragma once

#include <optional>
#include <string>

#include "session/game_setups.hpp"
#include "text/wording.hpp"

namespace marienbad {

// Why `move`, legal at the start of `setup`, loses there; none when it wins, or when the start is
// lost already (every move loses: there is nothing to refuse).
std::optional<std::string> why_move_loses(const AnySetup& setup, const AnyMove& move,
                                          const Wording& wording = {});

}  // namespace marienbad
