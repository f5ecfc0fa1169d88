// What the terminal interface needs of a terminal, and the keys it reads: the screen's size and
// look, showing a whole frame at once, and the next key. curses_terminal.hpp is the real one
// (ncurses); tests drive the interface with a scripted one.
#pragma once

#include <chrono>
#include <optional>

namespace marienbad {

class Screen;

enum class KeyCode {
    character,  // a printable ASCII character: `character`
    up,
    down,
    left,
    right,
    enter,
    escape,
    page_up,
    page_down,
    home,
    end,
    tab,
    mouse,   // a click or the wheel at (row, col)
    resize,  // the terminal changed size
    stop,    // a signal asks the program to stop (Ctrl-C, SIGTERM, SIGHUP) or the input is gone
};

enum class MouseButton { none, left, wheel_up, wheel_down };

struct Key {
    KeyCode code = KeyCode::character;
    char character = 0;
    MouseButton button = MouseButton::none;
    int row = 0;  // a mouse event's cell
    int col = 0;
    bool repeated = false;  // the same key again at once, as a key held down repeats

    static Key of(char c) { return {KeyCode::character, c}; }
    static Key of(KeyCode code) { return {code}; }
    bool is(char c) const { return code == KeyCode::character && character == c; }
};

struct ScreenSize {
    int width = 80;
    int height = 24;
};

// How the terminal shows things: colours or marks, UTF-8 or plain ASCII.
struct ScreenLook {
    bool colour = true;
    bool ascii = false;
};

class TerminalIO {
  public:
    virtual ~TerminalIO() = default;

    virtual ScreenSize size() const = 0;
    virtual ScreenLook look() const = 0;
    // Shows the frame, all at once.
    virtual void show(const Screen& screen) = 0;
    // The next key; none when `timeout` passes first (forever when it is negative).
    virtual std::optional<Key> read_key(std::chrono::milliseconds timeout) = 0;
};

}  // namespace marienbad
