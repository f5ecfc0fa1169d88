// The ncurses terminal on a pseudo-terminal: it takes the terminal over (no echo, keys without
// Enter, the alternate screen) and gives it back as it was when the interface ends by an
// exception, and when a signal (SIGTERM) stops it — the signal then handled as before.
#include <gtest/gtest.h>
#include <pty.h>
#include <termios.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "tui/curses_terminal.hpp"
#include "tui/screen.hpp"

namespace marienbad {
namespace {

class PseudoTerminal : public ::testing::Test {
  protected:
    void SetUp() override {
        winsize size{};
        size.ws_row = 24;
        size.ws_col = 80;
        ASSERT_EQ(openpty(&master_, &slave_, nullptr, nullptr, &size), 0);
        input_ = fdopen(dup(slave_), "r");
        output_ = fdopen(dup(slave_), "w");
        ASSERT_NE(input_, nullptr);
        ASSERT_NE(output_, nullptr);
        setenv("TERM", "xterm", 1);
        ASSERT_EQ(tcgetattr(slave_, &before_), 0);
    }
    void TearDown() override {
        std::fclose(input_);
        std::fclose(output_);
        close(slave_);
        close(master_);
    }

    termios modes() const {
        termios now{};
        tcgetattr(slave_, &now);
        return now;
    }
    // What the program wrote to the terminal so far.
    std::string written() const {
        std::string text;
        char buffer[4096];
        while (true) {
            fd_set ready;
            FD_ZERO(&ready);
            FD_SET(master_, &ready);
            timeval no_wait{0, 100000};
            if (select(master_ + 1, &ready, nullptr, nullptr, &no_wait) <= 0) {
                return text;
            }
            const ssize_t count = read(master_, buffer, sizeof buffer);
            if (count <= 0) {
                return text;
            }
            text.append(buffer, static_cast<std::size_t>(count));
        }
    }

    int master_ = -1;
    int slave_ = -1;
    std::FILE* input_ = nullptr;
    std::FILE* output_ = nullptr;
    termios before_{};
};

bool same_modes(const termios& a, const termios& b) {
    return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_lflag == b.c_lflag &&
           a.c_cflag == b.c_cflag;
}

TEST_F(PseudoTerminal, AnExceptionGivesTheTerminalBackAsItWas) {
    ASSERT_TRUE((before_.c_lflag & ICANON) != 0 && (before_.c_lflag & ECHO) != 0);
    EXPECT_THROW(
        {
            CursesTerminal terminal(input_, output_);
            const termios during = modes();
            EXPECT_EQ(during.c_lflag & (ICANON | ECHO), 0U);
            Screen screen(80, 24, true);
            screen.write(0, 0, "hello", Style::title);
            terminal.show(screen);
            throw std::runtime_error("in the middle of a game");
        },
        std::runtime_error);
    EXPECT_TRUE(same_modes(modes(), before_));
    const std::string text = written();
    EXPECT_NE(text.find("hello"), std::string::npos);
    EXPECT_NE(text.find("\x1b[?1049h"), std::string::npos);  // the alternate screen, entered
    EXPECT_NE(text.find("\x1b[?1049l"), std::string::npos);  // and left
}

TEST_F(PseudoTerminal, ASignalStopsTheInterfaceAndIsHandledAsBeforeAfterwards) {
    struct sigaction previous {};
    {
        CursesTerminal terminal(input_, output_);
        std::raise(SIGTERM);
        const auto key = terminal.read_key(std::chrono::milliseconds(-1));
        ASSERT_TRUE(key);
        EXPECT_EQ(key->code, KeyCode::stop);
        EXPECT_EQ(terminal.stopping_signal(), SIGTERM);
    }
    EXPECT_TRUE(same_modes(modes(), before_));
    sigaction(SIGTERM, nullptr, &previous);
    EXPECT_EQ(previous.sa_handler, SIG_DFL);
}

TEST_F(PseudoTerminal, KeysAndTheTerminalsSize) {
    CursesTerminal terminal(input_, output_);
    EXPECT_EQ(terminal.size().width, 80);
    EXPECT_EQ(terminal.size().height, 24);
    EXPECT_TRUE(terminal.look().ascii);  // the tests run in the C locale
    // The arrow as a terminal in keypad mode sends it (xterm's kcuu1).
    const std::string typed = "q\x1bOA\r";
    ASSERT_EQ(write(master_, typed.data(), typed.size()), static_cast<ssize_t>(typed.size()));
    const auto first = terminal.read_key(std::chrono::milliseconds(2000));
    const auto second = terminal.read_key(std::chrono::milliseconds(2000));
    const auto third = terminal.read_key(std::chrono::milliseconds(2000));
    ASSERT_TRUE(first && second && third);
    EXPECT_TRUE(first->is('q'));
    EXPECT_EQ(second->code, KeyCode::up);
    EXPECT_EQ(third->code, KeyCode::enter);
    EXPECT_FALSE(terminal.read_key(std::chrono::milliseconds(50)));
}

}  // namespace
}  // namespace marienbad
