// A person's turn in line mode, asked the way each seed asks it, from the board model alone:
//  - seed 000 (piles as columns): a column, then how many pieces to take from it;
//  - seed 004 (a row of places): the place of the first match, then how many (not asked when
//    one is the most), an impossible move refused with the reason;
//  - seed 001 (the grid), and any other board: the moves numbered on one line ("choisir la
//    destination 1:(1,2) 2:(1,3)"), or one a line with several pawns, answered after "--->",
//    "error!" for a wrong answer; a single move is only confirmed with Enter.
// At every question "?" shows the hint, and "u" or "r" ends the turn to take the last turn back
// or play it again.
#pragma once

#include <optional>

#include "line/console.hpp"
#include "line/questions.hpp"
#include "session/game_session.hpp"

namespace marienbad {

struct TurnAnswer {
    std::optional<AnyMove> move;
    std::optional<TurnCommand> command;  // neither: the input ended
};

TurnAnswer ask_person_turn(Console& console, GameSession& session);

}  // namespace marienbad
