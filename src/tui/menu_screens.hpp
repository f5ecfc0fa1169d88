// The terminal interface's menu, on the game flow (play/game_flow.hpp): the list of games, and a
// game's form (play/game_form.hpp) — drawn, and keys turned into the flow's actions. The list:
// Up and Down or a digit choose, Enter opens the game's form; the form: Up and Down the item, Left
// and Right (or digits for a number) its value, Enter starts, Esc goes back to the list, m too.
// With a game in progress kept under them, Esc goes back to it. Esc on the list with no game,
// and q anywhere, ask before the program ends. The form says before the start when the board it
// would deal does not fit the terminal, and what size it needs.
#pragma once

#include "play/game_flow.hpp"
#include "tui/screen.hpp"
#include "tui/terminal_io.hpp"

namespace marienbad {

void draw_game_list(Screen& screen, const GameFlow& flow);
void draw_game_form(Screen& screen, const GameFlow& flow);

// What a key does on the list or the form; true when the person confirmed they want to quit.
bool handle_list_key(GameFlow& flow, const Key& key);
bool handle_form_key(GameFlow& flow, const Key& key);

}  // namespace marienbad
