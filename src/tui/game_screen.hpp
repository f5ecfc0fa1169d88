// A game in the terminal interface, for every game, on the play controller the flow holds:
// handout 000's three zones — the title bar (the game and its rules, the computer's level, the
// seed, whose turn it is or the result), the board (board_view.hpp) with the pointer and the
// marks of the moment, and the console (console_log.hpp) with the prompt under it — and the line
// of keys. Keys go to the play layer (game_keys.hpp), which says what each means; clicks point
// and play; it draws the state it reads back and decides nothing about the game.
//
// It keeps no reference to the game: the loop (tui_app.cpp) hands it the flow's game at every
// event, and makes a new screen for each new game (`game_number`). It keeps only what is about
// characters: the console, the board's orientation, the layout for the state it last read, and
// whether the messages fill the screen (Tab; at the end of the game when the board leaves the
// console too little room).
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
    explicit GameScreen(int game_number) : game_number_(game_number) {}
    // Its layout's view reads its own copy of the board: never copied or moved.
    GameScreen(const GameScreen&) = delete;
    GameScreen& operator=(const GameScreen&) = delete;

    // The number of the flow's game this screen shows.
    int game_number() const { return game_number_; }

    // Before drawing or handling a key: the game's new messages into the console, and the board
    // laid out for `size` (in the orientation it was first drawn in, while that fits).
    // The game is told how its board is drawn (Nim's piles turned into rows are named rows).
    void update(PlayController& game, ScreenSize size);
    void draw(const PlayController& game, Screen& screen, bool colour) const;
    // A key (or a click): its action on the game; where the person chose to go when they leave.
    std::optional<GameExit> handle(PlayController& game, const Key& key);

  private:
    // The layout of the state last read (update()).
    const GameLayout& layout() const { return *layout_; }
    void handle_mouse(PlayController& game, const Key& key, const PlayState& state);
    std::string prompt(const PlayState& state) const;
    // The prompt as shown, "> " first, wrapped to `width` on one or two lines.
    std::vector<std::string> prompt_lines(const PlayState& state, int width) const;
    // The console's zone, less the lines a long prompt takes.
    ConsoleArea console_area(const PlayState& state) const;
    std::string keys_line(const PlayState& state, bool ascii) const;

    int game_number_;
    ConsoleLog console_;
    ScreenSize size_;
    std::optional<bool> transposed_;  // the orientation the board was first drawn in
    std::optional<GameLayout> layout_;
    BoardModel laid_out_;        // the board layout_ reads (its view refers to it)
    bool full_console_ = false;  // the person asked for the messages on the whole screen (Tab)
    bool ended_seen_ = false;    // the end of the game was laid out once
};

}  // namespace marienbad
