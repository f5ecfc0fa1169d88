// Where a game's zones go on the terminal (handout 000's three zones): the title bar, the board
// laid out to fit (board_view.hpp), the rule, the console and its prompt, the keys line. The
// console keeps a readable height (8 lines) when the board can leave it that much, and never less
// than 4; the board keeps the orientation the game started with while it fits.
#pragma once

#include <optional>

#include "session/board_model.hpp"
#include "tui/board_view.hpp"
#include "tui/console_log.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

struct GameLayout {
    BoardView view;
    bool fits;
    ScreenSize needed;  // when it does not fit: the smallest terminal it would
    int board_top;
    int board_left;
    int rule_row;
    int console_top;
    ConsoleArea console;  // the messages' zone, the prompt's line under it left out
    int prompt_row;
};

// The layout of `board` on a screen of `size`; `transposed`: the orientation to keep, if any.
// The view reads `board`: the layout must not outlive it.
GameLayout lay_out_game(const BoardModel& board, ScreenSize size, std::optional<bool> transposed);

}  // namespace marienbad
