// What a screen reader is told after an action, for every front end that speaks (the window's
// announcements, the web page's live region): the messages the action added — the moves and what
// they did, the computer's reason, a refusal, a step of the hint, the coach, turns taken back or
// played again, how the game ended and who won, the position asked for — but not the review,
// which stays in the messages for reading; at a game's start, the position after its opening;
// then whose turn it is, when a move or the start made it the person's.
#pragma once

#include <cstddef>
#include <string>

#include "play/message_log.hpp"
#include "play/play_state.hpp"

namespace marienbad {

// The announcement of the messages added since the log's total was `seen` (0: the game's start),
// in `state`; empty when nothing is to be said.
std::string announcement(const PlayState& state, const MessageLog& log, std::size_t seen);

}  // namespace marienbad
