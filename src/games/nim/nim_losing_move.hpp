// Why a Nim move loses, in a few lines a student can follow (handout 000 §6): the bit columns it
// leaves with an odd sum and the opponent's move that makes every sum even again, or the misère
// ending. A lesson or a puzzle refuses such a move with it.
#pragma once

#include <string>

#include "games/nim/nim_setup.hpp"
#include "text/wording.hpp"

namespace marienbad {

// Why a move from the start of `setup` that leaves `after`, won for the opponent, loses.
std::string nim_why_move_loses(const NimSetup& setup, const NimPosition& after,
                               const Wording& wording = {});

}  // namespace marienbad
