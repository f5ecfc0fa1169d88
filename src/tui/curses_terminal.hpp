// The real terminal, through ncurses (wide-character build): full screen, keys without Enter,
// the arrows and the mouse, colours unless the terminal has none or NO_COLOR is set, UTF-8 or
// plain ASCII as the locale says. The terminal is restored on every way out — the end, q, an
// exception (the destructor), Ctrl-C, Ctrl-\ (SIGQUIT), SIGTERM, SIGHUP, SIGALRM, SIGUSR1 or
// SIGUSR2 (caught, they stop the interface like q; run_in_terminal then raises the signal again,
// so the caller sees what stopped the program).
#pragma once

#include <cstdio>
#include <functional>
#include <memory>
#include <stdexcept>

#include "tui/terminal_io.hpp"

namespace marienbad {

// The terminal cannot be driven (no terminal type, an unknown one, one that cannot move the
// cursor).
class TerminalUnavailable : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class CursesTerminal final : public TerminalIO {
  public:
    // Takes the terminal over (TerminalUnavailable when it cannot); `input` and `output` are the
    // terminal's streams (a pseudo-terminal in the tests).
    explicit CursesTerminal(std::FILE* input = stdin, std::FILE* output = stdout);
    ~CursesTerminal() override;
    CursesTerminal(const CursesTerminal&) = delete;
    CursesTerminal& operator=(const CursesTerminal&) = delete;

    ScreenSize size() const override;
    ScreenLook look() const override { return look_; }
    void show(const Screen& screen) override;
    std::optional<Key> read_key(std::chrono::milliseconds timeout) override;

    // The signal that stopped the interface, 0 when none did.
    int stopping_signal() const;

  private:
    struct State;
    std::unique_ptr<State> state_;
    ScreenLook look_;
};

// Runs `body` on the terminal and gives back the terminal as it was, however `body` ends; a
// signal that stopped it is raised again once the terminal is restored.
int run_in_terminal(const std::function<int(TerminalIO&)>& body);

// Whether the program can take the terminal over: both standard streams are terminals, and the
// terminal's type is known and can move the cursor (not "dumb").
bool terminal_usable();

}  // namespace marienbad
