// A person's turn in line mode, asked the way each handout asks it
// (Game::turn_questions), from the play controller's board alone, naming no game:
//  - a column then how many (handout 000: "Column (0-6): ", then the pieces to take from it,
//    Enter enough when one is left; handout 004: the place of the first match, then how many
//    matches, not asked when one is the most); a board of one column asks no column;
//  - numbered moves (handout 001, and any other board): the moves on one line ("choisir la
//    destination 1:(1,2) 2:(1,3)"), or one a line with several pawns, answered after "--->",
//    "error!" for a wrong answer; a single move is only confirmed with Enter.
// The answers go to the controller as pointing and counting, as a click and the keys would: it
// decides what a count means and whether the move can be made, and a refusal it logs is printed
// and the question asked again. At every question "?" shows the hint, and "u" or "r" ends the
// turn to take the last turn back or play it again.
#pragma once

#include <functional>
#include <optional>

#include "games/game_description.hpp"
#include "line/console.hpp"
#include "line/questions.hpp"
#include "play/play_controller.hpp"

namespace marienbad {

enum class TurnEnd {
    played,      // the person's move was played
    undo,        // "u": take the last turn back
    redo,        // "r": play it again
    input_ended  // the input ended first
};

// Asks for the person's move and plays it. `show_messages` prints what the game said since it
// last printed (a refusal, the hint). `spoken`: every prompt in words, for a screen reader (the
// numbered moves asked with "Your choice: " rather than handout 001's arrow "---> ").
TurnEnd play_person_turn(Console& console, PlayController& game,
                         const std::function<void()>& show_messages, bool spoken = false);

}  // namespace marienbad
