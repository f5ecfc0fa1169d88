// `marienbad octal CODE (--count N | --until-periodic) [--json]`: the nim-sequence of an octal
// game (seed 004's row is 0.777) and its period when the Octal Periodicity Theorem proves one.
#pragma once

#include "games/game_description.hpp"

namespace marienbad {

ReportCommand octal_command();

}  // namespace marienbad
