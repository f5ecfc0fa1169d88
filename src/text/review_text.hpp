// The review of a game in words (session/review.hpp): each move with whether it kept the win,
// threw it away (and a move that would have kept it) or was played from a lost position; and
// the note --explain adds after the explanation of a computer's move.
#pragma once

#include <string>
#include <vector>

#include "session/game_setups.hpp"
#include "session/review.hpp"
#include "text/participants.hpp"

namespace marienbad {

// Nothing when the move kept the win; else whether the position was lost or the computer's
// level made it play at random.
std::string verdict_note(MoveVerdict verdict);

// "Review of the game:" and a line a move: "   3. You take 1 piece from column 0. A mistake: it
// lets the win go. The move that kept it: take 2 pieces from column 1."
std::string render_review(const AnySetup& setup, const Participants& participants,
                          const std::vector<ReviewEntry>& review);

}  // namespace marienbad
