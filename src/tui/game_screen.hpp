// A game in the terminal interface, for every game, driven through its session: seed 000's three
// zones — the title bar (the game and its rules, the computer's level, the seed, whose turn it
// is), the board (board_view.hpp) with the cursor (board_pointer.hpp), and the console
// (console_log.hpp) that says the moves, hints, refusals, the end and the review — with the line
// of keys under them. It reads keys and draws frames; the loop that feeds it keys, waits while
// the computer's move is shown and starts the next game is tui_app.cpp's.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "session/game_session.hpp"
#include "text/participants.hpp"
#include "tui/board_pointer.hpp"
#include "tui/console_log.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

struct TuiGameOptions {
    bool explain = false;  // why the computer played each of its moves
    // Called after every move, undo and redo (to keep a record up to date); what it returns is
    // said in the console (nothing when empty).
    std::function<std::string(const GameSession&)> changed;
};

// What the person chose to do when the game screen closes.
enum class GameExit { quit, new_game, menu };

class GameScreen {
  public:
    // `opening`: the lines the console starts with (the rules, what was drawn, the seed).
    GameScreen(std::unique_ptr<GameSession> session, const std::vector<std::string>& opening,
               TuiGameOptions options);

    void draw(Screen& screen, bool colour) const;

    // True when the computer is to move and nothing waits for the person.
    bool computer_to_move() const;
    // Asks the session for the computer's move and shows its cells, not played yet.
    void choose_computer_move();
    // Plays the move chosen (or asks for one first).
    void play_computer_move();

    // A key from the person; what they chose when the screen closes.
    std::optional<GameExit> handle(const Key& key);

  private:
    enum class Question { none, quit, new_game, menu };

    BoardModel board() const { return session_->board(); }
    bool persons_turn() const;
    void play(Participant mover, const AnyMove& move, std::string why);
    void end();
    void hint();
    void take_back(bool undo);
    void changed();
    // The pointer put back on `now`, the board after a move, an undo or a redo.
    void point_again(const BoardModel& now);
    void digit(int count, const BoardModel& now);
    void mouse(const Key& key);
    std::optional<GameExit> answer(Question question, const Key& key);
    std::optional<GameExit> handle_over(const Key& key);
    // What the console's last line says; `pointed`: the move under the cursor on the person's
    // turn, if any.
    std::string prompt(const std::optional<AnyMove>& pointed) const;
    std::string keys_line(bool ascii) const;

    std::unique_ptr<GameSession> session_;
    TuiGameOptions options_;
    Participants participants_;
    ConsoleLog console_;
    std::optional<BoardPointer> pointer_;
    std::vector<AnyMove> hint_moves_;       // the winning moves of the last hint, shown
    std::optional<AnyMove> computer_move_;  // chosen, shown, not played yet
    Question question_ = Question::none;    // a key press waits for confirmation
    mutable ScreenSize drawn_size_;         // the last frame's size, to place mouse clicks
};

}  // namespace marienbad
