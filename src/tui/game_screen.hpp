// A game in the terminal interface, for every game, on its play controller: handout 000's three
// zones — the title bar (the game and its rules, the computer's level, the seed, whose turn it
// is or the result), the board (board_view.hpp) with the pointer and the marks of the moment, and
// the console (console_log.hpp) with the prompt under it — and the line of keys. It turns keys
// and the mouse into the controller's actions (game_keys.hpp) and draws the state it reads back;
// it decides nothing about the game. The loop that feeds it keys and times the computer's moves
// is tui_app.cpp's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "play/play_controller.hpp"
#include "tui/console_log.hpp"
#include "tui/game_layout.hpp"
#include "tui/screen.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

class GameScreen {
  public:
    explicit GameScreen(PlayController& game) : game_(game) {}

    // Before drawing or handling a key: the game's new messages into the console, and the board
    // laid out for `size` (in the orientation it was first drawn in, while that fits).
    void update(ScreenSize size);
    void draw(Screen& screen, bool colour) const;
    // A key (or a click): its action on the game; where the person chose to go when they leave.
    std::optional<GameExit> handle(const Key& key);

  private:
    std::optional<GameExit> handle_question(const Key& key);
    void handle_mouse(const Key& key, const GameLayout& layout, const PlayState& state);
    // A key of the game itself (not the console's, not a question's).
    std::optional<GameExit> handle_play(const Key& key, const PlayState& state);
    std::string prompt(const PlayState& state) const;
    // The prompt as shown, "> " first, wrapped to `width` on one or two lines.
    std::vector<std::string> prompt_lines(const PlayState& state, int width) const;
    // The console's zone, less the lines a long prompt takes.
    ConsoleArea console_area(const GameLayout& layout, const PlayState& state) const;
    std::string keys_line(const PlayState& state, bool ascii) const;

    PlayController& game_;
    ConsoleLog console_;
    ScreenSize size_;
    std::optional<bool> transposed_;  // the orientation the board was first drawn in
};

}  // namespace marienbad
