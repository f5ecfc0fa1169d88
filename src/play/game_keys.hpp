// The keys of a game, once for every front end: a key as the play layer knows it (a named key or
// a character, with Ctrl and Shift, and whether the keyboard repeats it because it is held down),
// the action each key asks for, and what pressing it does to the play controller. A front end maps
// its own key events (ncurses codes, Qt's, the browser's) to `GameKey`, calls `press_key`, and
// does what comes back for it to do: leave the game, scroll its messages, show the keys. The keys
// shown as help (as rows, for a table), the keys of the moment for a bottom line, and the
// question a leaving key asks are here too.
//
//   arrows         move the pointer over the cells where a move is (as the board is drawn)
//   Home End       the first or the last column or place
//   + - digits     one more, one fewer, exactly so many (digits typed in a row make one number);
//                  on the grid a digit names the pawn drawn with it, + and - cycle the pawns
//   Enter Space    play the move under the pointer; after the game, a new game
//   ?  F1          a hint (a step further each time)
//   u r            take the last turn back, play it again (also Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y)
//   b              the position in words
//   c              the coach on or off
//   n m Esc q      leave for a new game, the menu, the game's settings, or quit — after a
//                  question when a game in progress would be lost, answered by the same key
//   PgUp PgDn h    the messages scrolled, the keys shown (the front end's own)
//   Tab            the messages on the whole screen, or the board again (the front end's own)
#pragma once

#include <optional>
#include <string>
#include <vector>

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
    f1,
    other,  // a key with no meaning in a game
};

struct GameKey {
    KeyName name = KeyName::other;
    char character = 0;     // KeyName::character: the character (a letter as typed, without Ctrl)
    bool repeated = false;  // sent again by the keyboard because the key is held down
    bool ctrl = false;      // held with Ctrl
    bool shift = false;     // held with Shift (a character says it already)

    static GameKey of(char c) { return {KeyName::character, c}; }
    static GameKey named(KeyName name) { return {name}; }
    static GameKey with_ctrl(char c, bool shift = false) {
        return {KeyName::character, c, false, true, shift};
    }
    bool is(char c) const { return name == KeyName::character && character == c && !ctrl; }
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
    describe,     // the position in words
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

// A row of a table of keys: the keys, and what they do.
struct KeyHelp {
    std::string keys;  // "Enter", "u r", "Ctrl+Z"
    std::string what;  // "play the move under the pointer; after the game, a new game"
};

// The keys every game shares, as rows; `shortcuts`: with F1 and the Ctrl shortcuts (the window,
// the page: a terminal keeps Ctrl+Z for itself).
std::vector<KeyHelp> game_key_rows(bool shortcuts);
// Rows as lines aligned in two columns ("  Enter     play the move ..."), for a terminal and the
// manual page.
std::string key_rows_text(const std::vector<KeyHelp>& rows);
// The keys every front end shares, one a line: key_rows_text(game_key_rows(false)).
std::string game_keys_help();

// The keys of the moment for a front end's bottom line (the terminal's), each with its action in
// a word or two: to play (`arrows`: the arrows as the front end writes them), at the end, when
// the computers play each other, or with the messages on the whole screen (`board_shown` false).
std::vector<KeyHelp> keys_of_the_moment(const PlayState& state, bool board_shown,
                                        const std::string& arrows);
// Joined on one line: "Enter play again · m menu · q quit".
std::string keys_line_text(const std::vector<KeyHelp>& keys);

// The question a leaving key asks in a prompt, answered by the same key: "Press q again to quit,
// any other key to go on."
std::string key_question(GameExit exit);

}  // namespace marienbad
