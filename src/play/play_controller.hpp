// The play controller: one game on the screen, as every front end drives it (line mode, the
// terminal, the window), shaped like the midend of Simon Tatham's puzzle collection. It owns the
// game session, who is who, the message log, the pointer over the board model, the winning moves
// of the last hint, the computer's move held before it is played and the question waiting for
// an answer. A front end turns its own events (keys, clicks, typed answers) into the actions
// below, which hold no key and no pixel, and draws the state it reads back (play_state.hpp); it
// decides nothing about the game. Each action does nothing in a phase where it makes no sense:
// only the person's phase takes moves.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "play/board_pointer.hpp"
#include "play/message_log.hpp"
#include "play/play_state.hpp"
#include "session/game_session.hpp"
#include "text/participants.hpp"

namespace marienbad {

struct PlayOptions {
    bool explain = false;       // say why the computer played each of its moves
    bool review_at_end = true;  // the review follows the result (else on request: review())
    // Called after every move, undo and redo, and once at the start (to keep a record up to
    // date); what it returns, when not empty, is logged as an alert.
    std::function<std::string(const GameSession&)> changed;
};

class PlayController {
  public:
    // `opening`: the messages the game opens with (the rules, what was drawn, the seed).
    PlayController(std::unique_ptr<GameSession> session, const std::vector<std::string>& opening,
                   PlayOptions options);

    PlayState state() const;
    const MessageLog& messages() const { return log_; }
    const GameSession& session() const { return *session_; }

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
    // so many. A count that cannot be made is refused with its reason.
    void change_count(int delta);
    void set_count(int count);
    // Plays the move under the pointer; false when there is none or it is not a person's turn.
    bool play_pointed();
    // Points at `cell` and plays what it makes there (a click in the window).
    bool play_at(Cell cell);

    // Help and history: the hint (the person's phase); undo and redo (the person's phase and the
    // end); the review, on request.
    void hint();
    void undo();
    void redo();
    void review();

    // Leaving the game: when nothing would be lost (the game is over) the exit at once;
    // otherwise a question is asked, answered by confirm() (the exit) or cancel().
    std::optional<GameExit> ask(GameExit exit);
    std::optional<GameExit> confirm();
    void cancel();

    // The computer (its phase): its move chosen and shown, then played.
    void hold_computer_move();
    void play_held_move();

  private:
    PlayPhase phase() const;
    bool persons_turn() const;
    Participant participant(Seat seat) const { return participants_.at(seat); }
    void play(const AnyMove& move, std::string why);
    void after_change();
    void end();
    void refuse(Cell cell, int count);

    std::unique_ptr<GameSession> session_;
    PlayOptions options_;
    Participants participants_;
    MessageLog log_;
    std::optional<BoardPointer> pointer_;
    std::optional<Cell> hover_;
    std::vector<AnyMove> hint_moves_;       // the winning moves of the last hint, shown
    std::optional<AnyMove> computer_move_;  // chosen, shown, not played yet
    std::optional<GameExit> question_;      // asked, not answered yet
};

}  // namespace marienbad
