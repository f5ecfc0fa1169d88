// The status line of a front end played with a mouse (the window, the web page): what the last
// action or the pointer has to say, read from the game's state and the messages the front end
// has not read yet.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "play/message_log.hpp"
#include "play/play_state.hpp"

namespace marienbad {

// Why the last click or key did nothing (the newest refusal among the messages added since the
// log's total was `seen`), else, when no message was added, what a click under the mouse makes
// (or why it makes nothing), else what Enter plays at the person's turn; nothing when none of
// these applies (the front end then shows its own line, usually `state.status`).
std::optional<std::string> pointer_status_line(const PlayState& state, const MessageLog& log,
                                               std::size_t seen);

}  // namespace marienbad
