// The student's progress as a front end shows it (the window's Help, the web page): the table of
// `marienbad progress`, from the flow's keeper, or why none is kept.
#pragma once

#include <string>

#include "play/game_flow.hpp"

namespace marienbad {

std::string flow_progress_text(const GameFlow& flow);

}  // namespace marienbad
