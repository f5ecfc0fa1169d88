// The keys of a game, once for every front end: a key as the play layer knows it (a named key or
// a character, and whether the keyboard repeats it because it is held down), the action each key
// asks for, and what pressing it does to the play controller. A front end maps its own key events
// (ncurses codes, Qt's) to `GameKey`, calls `press_key`, and does what comes back for it to do:
// leave the game, scroll its messages, show the keys. The list of keys shown as help is here too.
//
//   arrows         move the pointer over the cells where a move is (as the board is drawn)
//   Home End       the first or the last column or place
//   + - digits     one more, one fewer, exactly so many (digits typed in a row make one number);
//                  on the grid a digit names the pawn drawn with it
//   Enter Space    play the move under the pointer; after the game, a new game
//   ?  u  r        a hint (a step further each time), take the last turn back, play it again
//   c              the coach on or off
//   n m Esc q      leave for a new game, the menu, the game's settings, or quit — after a
//                  question when a game in progress would be lost, answered by the same key
//   PgUp PgDn h    the messages scrolled, the keys shown (the front end's own)
//   Tab            the messages on the whole screen, or the board again (the front end's own)
#pragma once

#include <optional>
#include <string>

#include "play/play_controller.hpp"

namespace marienbad {

enum class KeyName {
    character,  // a printable ASCII character: `GameKey::character`
    left,
    right,
    up,
    down,
    home,
    end,
    enter,
    escape,
    page_up,
    page_down,
    tab,
    other,  // a key with no meaning in a game
};

struct GameKey {
    KeyName name = KeyName::other;
    char character = 0;
    bool repeated = false;  // sent again by the keyboard because the key is held down

    static GameKey of(char c) { return {KeyName::character, c}; }
    static GameKey named(KeyName name) { return {name}; }
    bool is(char c) const { return name == KeyName::character && character == c; }
};

// What a key asks for.
enum class GameAction {
    step_left,
    step_right,
    step_up,
    step_down,
    first,  // Home: the first column or place
    last,   // End
    more,
    fewer,
    digit,  // a digit of a count (GameKey::character)
    play,
    hint,
    coach,  // the coach on or off
    undo,
    redo,
    leave,        // for GameExit (n, m, Esc, q), after a question when a game would be lost
    play_again,   // Enter after the game: a new game with the same settings
    scroll_back,  // the front end's own: its messages a page back or on, the keys shown
    scroll_on,
    show_keys,
    switch_view,  // the front end's own: the messages on the whole screen, or the board again
};

struct KeyAction {
    GameAction action;
    GameExit exit = GameExit::quit;  // GameAction::leave: where to
};

// The action a key asks for in a game, if any. A held-down Enter does not start new games.
std::optional<KeyAction> action_of(const GameKey& key, PlayPhase phase);

// What a key did that the front end must carry out.
struct KeyOutcome {
    bool handled = false;                // the key means something in a game
    std::optional<GameExit> leave = {};  // leave the game for this (asked and answered, or not
                                         // needed)
    std::optional<GameAction> front_end = {};  // scroll_back, scroll_on, show_keys, switch_view
};

// Presses `key` in `game`, drawn `transposed` (rows and columns swapped), at `now` (digits typed in
// a row make one number for a moment). While a question waits, the key that asked it answers yes
// and any other no.
KeyOutcome press_key(PlayController& game, const GameKey& key, bool transposed,
                     PlayClock::time_point now = PlayClock::now());

// The keys every front end shares, one a line ("  Enter     play the move ..."), for a front
// end's help and the manual page; a front end adds its own (the mouse, scrolling).
std::string game_keys_help();

}  // namespace marienbad
