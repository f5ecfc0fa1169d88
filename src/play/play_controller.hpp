// The play controller: one game on the screen, as every front end drives it (line mode, the
// terminal, the window), shaped like the midend of Simon Tatham's puzzle collection. It owns the
// game session, who is who, the message log, the pointer over the board model, the number being
// typed, how far the hint has gone and the winning moves it marks, whether the coach speaks, the
// computer's move held before it is played and the question waiting for an answer. A front end
// turns its own events (keys through game_keys.hpp, clicks, typed answers) into the actions below,
// which hold no key and no pixel, and draws the state it reads back (play_state.hpp); it decides
// nothing about the game. Each action does nothing in a phase where it makes no sense: only the
// person's phase takes moves.
//
// The computer's pace is the controller's too: `next_step_due()` says when the computer's next
// step is due (choosing its move at once, then playing it once it has been shown for
// `PlayOptions::computer_pace`); a front end only owns a timer set to `ms_until_step()` and calls
// `take_step()`.
//
// The pointer is one model for the mouse, a finger, the keys and assistive technology alike: a
// click plays what the mouse over the cell showed; a tap (a finger, a terminal's click, a screen
// reader's "press") points first and plays on a second tap of the cell it points at; the wheel,
// `+` and `-` and the count controls beside the board choose how many, or cycle the pawn that
// moves; a tap on a pawn that can move chooses it (unless the pawn already chosen can go there,
// where it then points), and pointing where no move is but a pawn stands chooses that pawn.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "games/game.hpp"
#include "play/board_pointer.hpp"
#include "play/message_log.hpp"
#include "play/play_state.hpp"
#include "session/game_session.hpp"
#include "text/participants.hpp"
#include "text/wording.hpp"

namespace marienbad {

// The question before a game in progress is left for `exit`, when it would be lost: "Quit
// Marienbad? The game in progress will be lost."; `exercise`: the game is an exercise.
std::string leave_question(GameExit exit, bool exercise);

using PlayClock = std::chrono::steady_clock;

// How long the computer's move is shown before it is played, unless a front end says otherwise.
inline constexpr std::chrono::milliseconds k_computer_pace{500};
// How long after a digit the next one still adds to the same number ("1" then "8": 18).
inline constexpr std::chrono::milliseconds k_digit_pause{1200};

// How an exercise of a lesson or a puzzle ended (play/course_run.hpp keeps the score).
struct ExerciseOutcome {
    bool succeeded = false;  // the winning move found, or the game won
    int wrong_tries = 0;     // moves refused because they lose
    bool hinted = false;     // a hint was asked for
};

// What makes a game an exercise of a lesson or of a puzzle series (play/course_run.hpp): a title
// of its own, a person's moves checked before they are played (a move that loses is refused with
// why, and the position stays for another try), and, for a winning move to find, an end as soon as
// one is played.
struct ExerciseOptions {
    std::string heading;  // the title's first part: "Lesson: Nim · 2 of 6 · The binary matrix"
    bool single_move = false;  // the exercise ends with the person's first move, once accepted
    // Why a person's move is refused (it loses), in the front end's words; none: it is played.
    std::function<std::optional<std::string>(const AnyMove&, const Wording&)> refuse;
    // Told once the exercise ends (a move found, or the game over); the lines it returns are
    // logged as the result.
    std::function<std::vector<std::string>(const ExerciseOutcome&)> ended;
};

struct PlayOptions {
    bool explain = false;       // say why the computer played each of its moves
    bool review_at_end = true;  // the review follows the result (else on request: review())
    // Called after every move, undo and redo, and once at the start (to keep a record up to
    // date); what it returns, when not empty, is logged as an alert.
    std::function<std::string(const GameSession&)> changed;
    // How long the computer's move is shown before it is played (0: at once).
    std::chrono::milliseconds computer_pace = k_computer_pace;
    // How the front end draws the board, where that changes the words (set_wording()).
    Wording wording = {};
    // The coach: right after a person's move that lets a win go, one line says so (set_coach()).
    bool coach = false;
    // The game is an exercise of a lesson or of a puzzle series.
    std::optional<ExerciseOptions> exercise = {};
};

// How a cell is pressed (press()).
enum class Press {
    click,  // a mouse, whose hover showed what a click there plays: it plays at once
    tap,    // a finger, a terminal's click, a screen reader's action: the first points, a second
            // on the cell the person pointed at plays
};

class PlayController {
  public:
    // `opening`: the messages the game opens with (the rules, what was drawn, the seed).
    PlayController(std::unique_ptr<GameSession> session, const std::vector<std::string>& opening,
                   PlayOptions options);

    // The state of the game, computed once after each action that changes it; what a reference
    // to it reads is brought up to date by the next call.
    const PlayState& state() const;
    const MessageLog& messages() const { return log_; }
    // The session, for line mode's questions and the records; a front end that draws the game
    // reads state() only.
    const GameSession& session() const { return *session_; }
    // The game's setup (line mode's questions are the game's, about its setup).
    const AnySetup& setup() const { return session_->setup(); }
    // The game played: its sentences, its explanation in words (catalogue/catalogue.hpp).
    const Game& game() const { return *game_; }
    // The rules in a sentence, then how the board is drawn and what the mouse and the keys do on
    // it: a window's and a page's help on the game.
    std::string rules_help() const;
    // How many times the state was computed (once per action that changed something, at most).
    int state_computations() const { return computations_; }
    // How the front end draws the board, where that changes the words (Nim's piles as rows): the
    // messages from now on, and the state's texts, say it so.
    void set_wording(Wording wording);
    const Wording& wording() const { return wording_; }
    // The program speaks another language now: the board's names and the state's words again.
    void language_changed() { name_board(); }
    // The phase and the question waiting, without computing the state.
    PlayPhase phase() const;
    std::optional<GameExit> question() const { return question_; }

    // The pointer (the person's phase). Points at a cell: false, and the refusal logged, when
    // pointing there makes no move.
    bool point(Cell cell);
    // Points at the count-th move at `cell` (a typed answer); false when there is none.
    bool point(Cell cell, int count);
    // The cell under the mouse, or none: what a click there would make (any phase; marked in
    // the person's).
    void hover(std::optional<Cell> cell);
    // One step in a direction as the board is drawn (`transposed`: rows and columns swapped), or
    // as far as the pointer goes.
    void step(Direction direction, bool transposed);
    void step_to_end(Direction direction, bool transposed);
    // One more or one fewer (the row's matches, Nim's pieces, the grid's pawn); `count`: exactly
    // so many, as the board means a count (BoardModel::count_meaning). A count that cannot be
    // made is refused with its reason (set_count: false).
    void change_count(int delta);
    bool set_count(int count);
    // A digit typed at `now`: digits typed in a row, each within k_digit_pause of the last, make
    // one number while the board offers such a count ("1" then "8": 18); otherwise the digit
    // starts a new number.
    void type_digit(int digit, PlayClock::time_point now);
    // Plays the move under the pointer; false when there is none or it is not a person's turn.
    bool play_pointed();
    // Points at `cell` and plays what it makes there (a click in the window).
    bool play_at(Cell cell);
    // A cell pressed (Press): true when a move was played.
    bool press(Cell cell, Press how);
    // The wheel turned over the board (`delta` > 0: away from the person): at the cell under the
    // mouse, where a click would play, one more or one fewer; at the limit, nothing (no refusal
    // repeated at every notch).
    void wheel(int delta);
    // The position in words, asked for (a screen reader's `b`): logged as a `position` message.
    void describe_position();
    // The position worked out before it is asked for (the solver's tables made, the hint's
    // explanation ready): a front end that must answer the first click within a frame calls it
    // when the game is shown.
    void prepare();

    // An exercise's moves refused so far because they lose (ExerciseOptions::refuse).
    int wrong_tries() const { return wrong_tries_; }

    // Help and history. The hint, in the person's phase, one step further at each call
    // (text/hint_steps.hpp): the method, its computation on the position, then the move, with
    // every winning move marked and the pointer on the move it names; after the last step, the last
    // step again. Why the method works comes with the game's first step 1, in its message. A move,
    // undo, redo or restart starts the hint again at step 1. Undo and redo (the person's phase and
    // the end); back to the game's first position (undone turn by turn, so redo plays it all
    // again); the review, on request.
    void hint();
    void undo();
    void redo();
    void restart();
    void review();
    // The coach on or off (said in the messages): when on, right after a person's move that lets
    // a win go (GameSession::judge), one line says so, names a move that kept it and offers to
    // take it back; after any other move, nothing.
    void set_coach(bool on);
    bool coach() const { return coach_; }

    // Leaving the game: when nothing would be lost (the game is over, no move was played yet, or
    // it is left for its form or the list, under which the flow keeps it) the exit at once;
    // otherwise a question is asked, answered by confirm() (the exit) or cancel(). `question`: its
    // words, when the flow has better ones than the exit's (leave_question()).
    std::optional<GameExit> ask(GameExit exit, std::string question = {});
    std::optional<GameExit> confirm();
    void cancel();

    // The computer's pace: when its next step is due (none when it is not the computer's turn or
    // a question waits): at once to choose and show its move, then once the move has been shown
    // long enough. take_step() does the step that is due (early, if asked).
    std::optional<PlayClock::time_point> next_step_due() const;
    void take_step(PlayClock::time_point now = PlayClock::now());
    // How long a front end's timer waits for the next step from `now` (0: at once); none when no
    // step is due.
    std::optional<std::chrono::milliseconds> ms_until_step(
        PlayClock::time_point now = PlayClock::now()) const;
    // The computer's move chosen, shown and played now, as the timer would over its pace (line
    // mode, which shows no move before it is played; a test).
    void finish_computer_move();

  private:
    bool persons_turn() const;
    Participant participant(Seat seat) const { return participants_.at(seat); }
    // The computer's steps: its move chosen and shown, then played.
    void hold_computer_move(PlayClock::time_point now);
    void play_held_move();
    void play(const AnyMove& move, std::string why);
    // The coach's line before `move`, a person's, is played: none unless it lets a win go.
    std::string coach_remark(const AnyMove& move);
    void after_change();
    void end();
    // An exercise's end: its outcome told, its result logged.
    void end_exercise(bool succeeded);
    // A single-move exercise whose move was played.
    bool exercise_done() const;
    void refuse(Cell cell, int count);
    // The pointer the person chose (it is marked chosen, any digits typed forgotten).
    void choose_pointer(const BoardPointer& pointer);
    // What the count controls would point at: one fewer or more, or another pawn.
    std::optional<BoardPointer> counted(int delta) const;
    // The board changed (a move, undo, redo) or its words did: its names again.
    void name_board();
    // Why a count typed at the pointer makes no move (Game::refused_count).
    std::string refused_count(int count) const;
    // Something the state shows changed: it is computed again when next read.
    void changed() { state_current_ = false; }
    PlayState compute_state() const;
    // The mouse's part of the state (the cell under it, what a click there makes, its marks).
    void fill_hover(PlayState& state) const;

    std::unique_ptr<GameSession> session_;
    const Game* game_;
    PlayOptions options_;
    Participants participants_;
    Wording wording_;
    MessageLog log_;
    BoardModel board_;  // the session's board, built once per position
    BoardFrames frames_;
    std::shared_ptr<const BoardNames> names_;  // the board's, in the words of `wording_`
    int board_number_ = 0;
    std::optional<BoardPointer> pointer_;
    bool pointer_chosen_ = false;  // the person put the pointer where it is
    std::optional<Cell> hover_;
    std::vector<AnyMove> hint_moves_;       // the winning moves of the last hint, shown
    std::optional<AnyExplanation> hinted_;  // the explanation the hint's steps show
    int hint_step_ = 0;                     // the hint's steps shown for this position
    bool why_told_ = false;                 // why the method works was said in this game
    bool coach_ = false;
    std::optional<AnyMove> computer_move_;  // chosen, shown, not played yet
    PlayClock::time_point shown_since_;     // when the computer's move was shown
    std::optional<GameExit> question_;      // asked, not answered yet
    std::string question_text_;             // its words
    int wrong_tries_ = 0;                   // an exercise's moves refused because they lose
    std::string typed_;                     // the digits of the number being typed
    PlayClock::time_point typed_at_;        // when its last digit was typed
    mutable PlayState state_;               // kept in one place, so a reference to it never dangles
    mutable bool state_current_ = false;
    mutable int computations_ = 0;
};

}  // namespace marienbad
