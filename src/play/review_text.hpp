// The review of a game in words (session/review.hpp): each move with whether it kept the win,
// threw it away (and a move that would have kept it) or was played from a lost position; and
// what --explain says of a computer's move, its answer first; what undo and redo say.
// Every front end says these the same way.
#pragma once

#include <string>
#include <vector>

#include "games/game.hpp"
#include "players/strength.hpp"
#include "session/explanations.hpp"
#include "session/game_setups.hpp"
#include "session/review.hpp"
#include "text/participants.hpp"
#include "text/wording.hpp"

namespace marienbad {

// The answer to "why the computer played this", in one line: a winning move; or the position
// was lost and it plays on; or its level made it play at random (classic) or make a mistake a
// person could make (adaptive), and what would have won.
std::string verdict_answer(const Game& game, MoveVerdict verdict, const AnyExplanation& explanation,
                           StrengthStyle style = StrengthStyle::classic,
                           const Wording& wording = {});

// What --explain says after a computer's move: "Why the computer played this:", the verdict's
// answer, then the explanation.
std::string computer_move_reason(const Game& game, const AnyExplanation& explanation,
                                 MoveVerdict verdict, StrengthStyle style = StrengthStyle::classic,
                                 const Wording& wording = {});

// What undo and redo say: how many moves were taken back or played again, or that there was
// none (`moves` is what GameSession::undo or redo returned).
std::string taken_back_message(int moves);
// "Back to the game's first position: 6 moves taken back (r plays them again)."
std::string restarted_message(int moves);
std::string played_again_message(int moves);

// "Review of the game:" and a line a move: "   3. You take 1 piece from column 0. A mistake: it
// lets the win go. The move that kept it: take 2 pieces from column 1."
std::string render_review(const AnySetup& setup, const Participants& participants,
                          const std::vector<ReviewEntry>& review, const Wording& wording = {});

}  // namespace marienbad
