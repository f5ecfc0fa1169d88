// What a front end reads back from the play controller after every action, as one value: the
// phase of the game, the board model, its names for a screen reader and the cells to mark on it,
// the move under the pointer and under the mouse, what the count controls would make, the status,
// the question asked, who sits at each seat and the title's parts, what undo and redo can do, how
// far the hint has gone and whether the coach is on. A front end draws this and nothing else; it
// decides nothing about the game (and reads nothing of the session).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/cell.hpp"
#include "play/board_frame.hpp"
#include "session/board_model.hpp"
#include "session/game_setups.hpp"
#include "text/board_names.hpp"
#include "text/participants.hpp"

namespace marienbad {

enum class PlayPhase {
    person_to_move,       // a person is to move: the pointer, the count, play, hint, undo, redo
    computer_to_move,     // the computer is to move: the front end holds its move when ready
    computer_move_shown,  // the computer's move is shown on the board, not played yet
    question,             // a question waits for an answer: confirm or cancel
    game_over,            // the game is over: undo, redo, leave
};

// Where leaving the game leads.
enum class GameExit {
    quit,      // the program ends
    new_game,  // a new game with the same settings (the next seed)
    list,      // the list of games
    form,      // this game's form, with its settings
    course,    // a lesson or a series of puzzles (GameFlow::ask_course)
};

// The cells to mark on the board now.
struct BoardMarks {
    std::optional<Cell> pointer;  // the pointer's cell (the person's phase)
    std::vector<Cell> pointed;    // the cells the move under the pointer takes
    std::vector<Cell> hovered;    // the cells a click under the mouse would take
    std::vector<Cell> winning;    // the cells of the hint's winning moves
    std::vector<Cell> computer;   // the computer's move, shown before it is played
};

// The title's parts, the longest first: a front end shows those that fit.
struct TitleParts {
    std::string game;      // "Nim, misère play", "Grid 5 × 7, 3 banned cells"
    std::string strength;  // "level 4 (virtuoso)"; empty when people play both seats
    std::string seed;      // "seed 7"
};

// What the pointer front ends' count controls ("−" and "+" beside the board, as the wheel and the
// `+` and `-` keys) would make now: one cell fewer or more, or the previous or next pawn.
struct CountControls {
    std::optional<AnyMove> fewer;  // the move "−" would point at, if any
    std::optional<AnyMove> more;
    std::string fewer_text;  // its label: "Fewer: take 1 match from place 4"
    std::string more_text;   // "More: take 3 matches from place 4", "Next: pawn 2 to (2,3)"
};

struct PlayState {
    PlayPhase phase = PlayPhase::person_to_move;
    std::optional<GameExit> question;  // the question asked: leave the game for this?
    std::string question_text;         // it in words: "Quit Marienbad? The game in progress ..."
    BoardModel board;
    BoardFrame frame;  // where the board stays put for the whole game (board_frame.hpp)
    // The board as a screen reader says it (cells, columns, pawns, the position), the same object
    // for as long as the position and the words do not change.
    std::shared_ptr<const BoardNames> names = std::make_shared<const BoardNames>();
    // Counts the boards the game has shown (a move, undo, redo, other words): a front end that
    // keeps what it drew of the board redraws it when this changes.
    int board_number = 0;
    bool transposed = false;  // drawn with rows and columns swapped (Nim's piles as rows)
    BoardMarks marks;
    // The person put the pointer where it is (pointing, the keys, the count, the hint's move): a
    // tap on its cell plays it (PlayController::press).
    bool pointer_chosen = false;
    CountControls count;
    std::optional<AnyMove> pointed;        // the move the pointer makes, if any
    std::string pointed_text;              // it in words: "take 2 pieces from column 1"
    std::optional<Cell> hover;             // the cell under the mouse
    std::string hover_text;                // what a click there makes, in words, or why nothing
    bool hover_plays = false;              // a click there makes a move
    Participant mover = Participant::you;  // who is to move (when the game is not over)
    Seat seat_to_move = Seat::one;         // their seat: the pointed and computer's marks are its
    std::string turn;                      // "Your turn.", "The computer plays."; empty at the end
    std::string status;                    // the turn, or at the end "Game over · You win"
    std::string result;                    // at the end: "You win", "The computer wins"
    TitleParts title;
    // The game id of the position on the board (catalogue/game_id.hpp), which opens it in every
    // front end; the start's once the game is over.
    std::string id;
    // Who sits at each seat and how the marks of their moves look: "You: solid marks show the
    // cells a move takes".
    std::array<std::string, 2> seats;
    bool person_plays = true;  // a person sits at the board (else the computer plays itself)
    bool exercise = false;     // an exercise of a lesson or of puzzles: after it, the next one
    bool can_undo = false;
    bool can_redo = false;
    // The hint's steps shown for this position (0 to k_hint_steps: text/hint_steps.hpp); the
    // winning moves are marked once they all are.
    int hint_step = 0;
    bool coach = false;  // the coach speaks after a person's move that lets a win go
    // An exercise's question waits for a number (`turn` says it, with the digits typed): digits
    // and Enter answer it; no move is pointed at meanwhile.
    bool answering = false;
    int answer_min = 0;  // what may be typed
    int answer_max = 0;
};

}  // namespace marienbad
