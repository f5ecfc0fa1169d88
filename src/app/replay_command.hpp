// `marienbad replay FILE`: a recorded game (records/record_file.hpp) shown move by move, each move
// announced and followed by the board, then how it ended and the review of every move.
#pragma once

#include "games/game_description.hpp"

namespace marienbad {

ReportCommand replay_command();

}  // namespace marienbad
