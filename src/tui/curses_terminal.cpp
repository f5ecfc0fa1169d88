// The ncurses terminal: taking it over and giving it back, the signals that stop the program,
// keys and mouse events, and frames shown with one refresh.
#include "tui/curses_terminal.hpp"

#include <curses.h>
#include <langinfo.h>
#include <termcap.h>
#include <unistd.h>

#include <array>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <string>

#include "tui/screen.hpp"

namespace marienbad {
namespace {

// The program's one piece of global mutable state, as little as a signal handler needs: the
// signal that asked the program to stop. A handler may only set a flag of this type; the
// interface reads it between keys and stops, the terminal is restored, and the signal is raised
// again (run_in_terminal).
volatile std::sig_atomic_t g_stop_signal = 0;

extern "C" void note_stop_signal(int signal) {
    g_stop_signal = signal;
}

// The signals that end the program which it can catch and which come from outside it (Ctrl-C,
// Ctrl-\, a closed terminal, kill, a timer, a signal of the user's): each gives the terminal back
// before the program ends by it.
constexpr std::array<int, 7> k_stop_signals{SIGINT,  SIGQUIT, SIGTERM, SIGHUP,
                                            SIGALRM, SIGUSR1, SIGUSR2};

// Keys read: a wait this long at most, to look at the signal flag between waits.
constexpr int k_slice_ms = 200;
// A key held down repeats every 25 to 50 ms: the same key again sooner than this is one held.
constexpr std::chrono::milliseconds k_repeat_interval{60};
// ERR this many times in a row, each returned at once, with no signal: the input is gone.
constexpr int k_errors_meaning_no_input = 50;

enum ColourPair : short {
    k_title = 1,
    k_keys,
    k_rule,
    k_label,
    k_alert,
    k_selected,
    k_piece,
    k_banned,
    k_sink,
    k_cursor,
    k_chosen,
    k_computer,
    k_winning,
};

void start_colours() {
    start_color();
    use_default_colors();
    init_pair(k_title, COLOR_WHITE, COLOR_BLUE);
    init_pair(k_keys, COLOR_BLACK, COLOR_WHITE);
    init_pair(k_rule, COLOR_BLUE, -1);
    init_pair(k_label, COLOR_CYAN, -1);
    init_pair(k_alert, COLOR_RED, -1);
    init_pair(k_selected, COLOR_BLACK, COLOR_CYAN);
    init_pair(k_piece, COLOR_YELLOW, -1);
    init_pair(k_banned, COLOR_RED, -1);
    init_pair(k_sink, COLOR_BLUE, -1);
    init_pair(k_cursor, COLOR_YELLOW, -1);
    init_pair(k_chosen, COLOR_BLACK, COLOR_YELLOW);
    init_pair(k_computer, COLOR_WHITE, COLOR_MAGENTA);
    init_pair(k_winning, COLOR_BLACK, COLOR_GREEN);
}

attr_t colour_attributes(Style style) {
    switch (style) {
        case Style::plain:
            return A_NORMAL;
        case Style::title:
            return COLOR_PAIR(k_title) | A_BOLD;
        case Style::keys:
            return COLOR_PAIR(k_keys);
        case Style::rule:
            return COLOR_PAIR(k_rule);
        case Style::label:
            return COLOR_PAIR(k_label);
        case Style::alert:
            return COLOR_PAIR(k_alert) | A_BOLD;
        case Style::selected:
            return COLOR_PAIR(k_selected);
        case Style::piece:
            return COLOR_PAIR(k_piece) | A_BOLD;
        case Style::free_cell:
            return A_DIM;
        case Style::banned:
            return COLOR_PAIR(k_banned);
        case Style::sink:
            return COLOR_PAIR(k_sink) | A_BOLD;
        case Style::pawn:
            return A_BOLD;
        case Style::cursor:
            return COLOR_PAIR(k_cursor) | A_BOLD;
        case Style::chosen:
            return COLOR_PAIR(k_chosen) | A_BOLD;
        case Style::computer:
            return COLOR_PAIR(k_computer) | A_BOLD;
        case Style::winning:
            return COLOR_PAIR(k_winning) | A_BOLD;
    }
    return A_NORMAL;
}

// Without colours, only what every terminal has: reverse video and bold (the board's marks are
// other characters, board_view.cpp).
attr_t plain_attributes(Style style) {
    switch (style) {
        case Style::title:
        case Style::keys:
        case Style::selected:
            return A_REVERSE;
        case Style::alert:
        case Style::pawn:
        case Style::cursor:
        case Style::chosen:
        case Style::computer:
        case Style::winning:
            return A_BOLD;
        default:
            return A_NORMAL;
    }
}

std::optional<Key> mouse_key() {
    MEVENT event{};
    if (getmouse(&event) != OK) {
        return std::nullopt;
    }
    Key key{KeyCode::mouse};
    key.row = event.y;
    key.col = event.x;
    if ((event.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)) != 0) {
        key.button = MouseButton::left;
    } else if ((event.bstate & BUTTON4_PRESSED) != 0) {
        key.button = MouseButton::wheel_up;
    } else if ((event.bstate & BUTTON5_PRESSED) != 0) {
        key.button = MouseButton::wheel_down;
    } else {
        return std::nullopt;
    }
    return key;
}

// The key ncurses read, in our terms; none for a key the interface does not use.
std::optional<Key> translate(int ch) {
    switch (ch) {
        case KEY_UP:
            return Key::of(KeyCode::up);
        case KEY_DOWN:
            return Key::of(KeyCode::down);
        case KEY_LEFT:
            return Key::of(KeyCode::left);
        case KEY_RIGHT:
            return Key::of(KeyCode::right);
        case KEY_ENTER:
        case '\r':
        case '\n':
            return Key::of(KeyCode::enter);
        case 27:
            return Key::of(KeyCode::escape);
        case KEY_PPAGE:
            return Key::of(KeyCode::page_up);
        case KEY_NPAGE:
            return Key::of(KeyCode::page_down);
        case KEY_HOME:
            return Key::of(KeyCode::home);
        case KEY_END:
            return Key::of(KeyCode::end);
        case '\t':
            return Key::of(KeyCode::tab);
        case KEY_RESIZE:
            return Key::of(KeyCode::resize);
        case KEY_MOUSE:
            return mouse_key();
        default:
            break;
    }
    if (ch >= 0x20 && ch < 0x7F) {
        return Key::of(static_cast<char>(ch));
    }
    return std::nullopt;
}

std::string utf8_of(char32_t character) {
    return to_utf8(std::u32string_view(&character, 1));
}

}  // namespace

struct CursesTerminal::State {
    SCREEN* screen = nullptr;
    std::array<struct sigaction, k_stop_signals.size()> previous{};
    int quick_errors = 0;
    bool input_gone = false;
    // The last key and when it came: the same one again within a keyboard's repeat interval is
    // a key held down.
    std::optional<Key> last_key;
    std::chrono::steady_clock::time_point last_key_at;
};

CursesTerminal::CursesTerminal(std::FILE* input, std::FILE* output)
    : state_(std::make_unique<State>()) {
    g_stop_signal = 0;
    struct sigaction action {};
    action.sa_handler = note_stop_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a signal ends the wait for a key at once
    for (std::size_t i = 0; i < k_stop_signals.size(); ++i) {
        sigaction(k_stop_signals[i], &action, &state_->previous[i]);
    }
    state_->screen = newterm(nullptr, output, input);
    if (state_->screen == nullptr) {
        for (std::size_t i = 0; i < k_stop_signals.size(); ++i) {
            sigaction(k_stop_signals[i], &state_->previous[i], nullptr);
        }
        const char* type = std::getenv("TERM");
        throw TerminalUnavailable(std::string("the terminal type '") + (type ? type : "") +
                                  "' is unknown");
    }
    set_term(state_->screen);
    cbreak();  // keys come without Enter; Ctrl-C still sends SIGINT
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    intrflush(stdscr, FALSE);
    set_escdelay(25);
    curs_set(0);
    mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON4_PRESSED | BUTTON5_PRESSED, nullptr);
    mouseinterval(0);
    const char* no_colour = std::getenv("NO_COLOR");
    look_.colour = has_colors() && (no_colour == nullptr || *no_colour == '\0');
    look_.ascii = std::strcmp(nl_langinfo(CODESET), "UTF-8") != 0;
    if (look_.colour) {
        start_colours();
    }
}

CursesTerminal::~CursesTerminal() {
    // A terminal without an alternate screen (vt100) would keep the last frame: clear it, as
    // leaving the alternate screen does elsewhere.
    const char* enter_alternate = tigetstr("smcup");
    if (enter_alternate == nullptr || enter_alternate == reinterpret_cast<char*>(-1)) {
        werase(stdscr);
        wrefresh(stdscr);
    }
    endwin();
    delscreen(state_->screen);
    for (std::size_t i = 0; i < k_stop_signals.size(); ++i) {
        sigaction(k_stop_signals[i], &state_->previous[i], nullptr);
    }
}

ScreenSize CursesTerminal::size() const {
    int height = 0;
    int width = 0;
    getmaxyx(stdscr, height, width);
    return {width, height};
}

void CursesTerminal::show(const Screen& screen) {
    const ScreenSize now = size();
    if (now.width != screen.width() || now.height != screen.height()) {
        werase(stdscr);
    }
    const int height = std::min(now.height, screen.height());
    const int width = std::min(now.width, screen.width());
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            const ScreenCell& cell = screen.at(row, col);
            const attr_t attributes =
                look_.colour ? colour_attributes(cell.style) : plain_attributes(cell.style);
            attrset(static_cast<int>(attributes));
            mvaddstr(row, col, utf8_of(cell.character).c_str());
        }
    }
    attrset(A_NORMAL);
    wnoutrefresh(stdscr);
    doupdate();
}

std::optional<Key> CursesTerminal::read_key(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (true) {
        if (g_stop_signal != 0 || state_->input_gone) {
            return Key::of(KeyCode::stop);
        }
        const auto now = std::chrono::steady_clock::now();
        int wait = k_slice_ms;
        if (timeout.count() >= 0) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count();
            if (left <= 0) {
                return std::nullopt;
            }
            wait = static_cast<int>(std::min<long long>(left, k_slice_ms));
        }
        wtimeout(stdscr, wait);
        const int ch = wgetch(stdscr);
        if (ch == ERR) {
            const auto waited = std::chrono::steady_clock::now() - now;
            const bool at_once = waited < std::chrono::milliseconds(wait / 2);
            state_->quick_errors = at_once && g_stop_signal == 0 ? state_->quick_errors + 1 : 0;
            state_->input_gone = state_->quick_errors >= k_errors_meaning_no_input;
            continue;
        }
        state_->quick_errors = 0;
        if (auto key = translate(ch)) {
            const auto at = std::chrono::steady_clock::now();
            const auto& last = state_->last_key;
            key->repeated = last && last->code == key->code && last->character == key->character &&
                            at - state_->last_key_at < k_repeat_interval;
            state_->last_key = key;
            state_->last_key_at = at;
            return key;
        }
    }
}

int CursesTerminal::stopping_signal() const {
    return static_cast<int>(g_stop_signal);
}

int run_in_terminal(const std::function<int(TerminalIO&)>& body) {
    int code = 0;
    int signal = 0;
    {
        CursesTerminal terminal;
        code = body(terminal);
        signal = terminal.stopping_signal();
    }
    if (signal != 0) {
        std::signal(signal, SIG_DFL);
        std::raise(signal);
    }
    return code;
}

bool terminal_usable() {
    const char* type = std::getenv("TERM");
    if (isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1 || type == nullptr ||
        *type == '\0') {
        return false;
    }
    // The terminal's description must be known, and say how to move the cursor.
    std::array<char, 2048> entry{};
    if (tgetent(entry.data(), type) != 1) {
        return false;
    }
    std::array<char, 2048> strings{};
    char* area = strings.data();
    return tgetstr("cm", &area) != nullptr;
}

}  // namespace marienbad
