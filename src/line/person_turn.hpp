// A person's turn in line mode, asked the way each handout asks it (SetupDialogue::turn_questions),
// from the play controller's board alone, naming no game:
//  - a column then how many (handout 000: "Column (0-6): ", then the pieces to take from it;
//  handout
//    004: the place of the first match, then how many matches, not asked when one is the most),
//    a move the board does not make refused with the reason; a board of one column asks no
//    column;
//  - numbered moves (handout 001, and any other board): the moves on one line ("choisir la
//    destination 1:(1,2) 2:(1,3)"), or one a line with several pawns, answered after "--->",
//    "error!" for a wrong answer; a single move is only confirmed with Enter.
// At every question "?" shows the hint, and "u" or "r" ends the turn to take the last turn back
// or play it again. The answer is where the person points, which the game loop plays.
#pragma once

#include <functional>
#include <optional>

#include "games/game_description.hpp"
#include "line/console.hpp"
#include "line/questions.hpp"
#include "play/play_controller.hpp"

namespace marienbad {

struct TurnAnswer {
    std::optional<BoardPointer> pointer;  // the move: where it points and how many
    std::optional<TurnCommand> command;   // neither: the input ended
};

// `show_messages` prints what the game said since it last printed (the hint).
TurnAnswer ask_person_turn(Console& console, PlayController& game, TurnQuestions questions,
                           const std::function<void()>& show_messages);

}  // namespace marienbad
