// A game in line mode, for every game, driven through its session: the board and whose turn it
// is, a person's moves asked (person_turn.hpp), the computer's moves asked of the session and
// announced, "u" and "r" taking turns back and playing them again, --explain after each
// computer move, and at the end who won and, on request, the review of the game. Laid out as
// each seed does: seeds 000 and 004 show the board before every turn; seed 001 §5 shows it after
// every move ("C'est parti !", then the board, then each move and the board again).
#pragma once

#include <functional>

#include "line/console.hpp"
#include "session/game_session.hpp"

namespace marienbad {

enum class ReviewOffer {
    none,  // the game ends with the winner
    ask,   // the person is asked whether to see the review (a person at a terminal)
    show,  // the review follows the winner (--review)
};

struct LineGameOptions {
    bool explain = false;         // why the computer played each of its moves
    bool announce_rules = false;  // the rules sentence opens the game
    ReviewOffer review = ReviewOffer::none;
    // Called after every move, undo and redo (to keep a record up to date).
    std::function<void(const GameSession&)> changed;
};

// Plays the session to its end; false when the input ended first (the game is abandoned).
bool play_line_game(Console& console, GameSession& session, const LineGameOptions& options);

}  // namespace marienbad
