// How to play each game in the window, for its Help: how the board is drawn and what the mouse and
// the keys do on it (the rules themselves are rules_sentence's).
#pragma once

#include <string>

#include "session/game_setups.hpp"

namespace marienbad {

std::string how_to_play_in_window(const AnySetup& setup);

}  // namespace marienbad
