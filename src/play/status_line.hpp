// The status line of a front end played with a pointer (the window, the web page): what the last
// action or the pointer has to say, read from the game's state and the messages the front end
// has not read yet, in the words of the pointer in hand (a mouse and keys, or a finger).
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "play/message_log.hpp"
#include "play/play_state.hpp"

namespace marienbad {

// What the person points with: a mouse (with the keys), whose hover shows what a click plays; or
// a finger, whose first tap shows what a second tap plays.
enum class PointerKind { mouse, touch };

// Why the last click, tap or key did nothing (the newest refusal among the messages added since
// the log's total was `seen`), else, when no message was added, what a click under the mouse
// makes (or why it makes nothing), else what Enter plays at the person's turn — with a finger,
// what a second tap plays once the person pointed; nothing when none of these applies (the front
// end then shows `state.status`).
std::optional<std::string> pointer_status_line(const PlayState& state, const MessageLog& log,
                                               std::size_t seen,
                                               PointerKind pointer = PointerKind::mouse);

}  // namespace marienbad
