// A game in line mode, for every game, on its play controller: the board and whose turn it is,
// a person's moves asked (person_turn.hpp), the computer's moves held and played, "u" and "r"
// taking turns back and playing them again, and every message the controller logs printed as it
// comes (the moves, --explain's reasons, hints, the end); at the end, on request, the review of
// the game. Laid out as each handout does (SetupDialogue): handouts 000 and 004 show the board
// before every turn; handout 001 §5 shows it after every move ("C'est parti !", then the board,
// then each computer's move and the board again). For a screen reader the board is said in words
// (the position's names, text/board_names.hpp) where it would be drawn.
#pragma once

#include "games/game_description.hpp"
#include "line/console.hpp"
#include "play/play_controller.hpp"

namespace marienbad {

enum class ReviewOffer {
    none,  // the game ends with the winner
    ask,   // the person is asked whether to see the review (a person at a terminal)
    show,  // the review follows the winner (--review)
};

struct LineGameOptions {
    SetupDialogue dialogue;  // how the game's handout lays it out and asks a move
    ReviewOffer review = ReviewOffer::none;
    // The board said in words rather than drawn (--screen-reader: every line makes sense read
    // aloud).
    bool board_in_words = false;
};

// Plays the game to its end; false when the input ended first (the game is abandoned). The
// controller's options say whether the computer explains its moves and keep the record.
bool play_line_game(Console& console, PlayController& game, const LineGameOptions& options);

}  // namespace marienbad
