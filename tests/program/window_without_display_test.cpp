// `--ui gui` where no window can open: one line naming the display and suggesting the terminal,
// exit code 2, nothing on the standard output, no game played (its answers are never read) —
// Qt never started, whose own refusal aborts the program with six lines of its messages.
// (tests/window/bad_displays.sh tries the displays that need a live X server.)
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <filesystem>

#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

// Whether something listens on the loopback's TCP `port`.
bool listening(int port) {
    const int socket_fd = socket(AF_INET, SOCK_STREAM, 0);
    if (socket_fd < 0) {
        return false;
    }
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool answered =
        connect(socket_fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
    close(socket_fd);
    return answered;
}

// The number of a display on which no X server runs: no socket nor lock file of its own in /tmp,
// nothing on its TCP port (6000 + the number).
int free_display_number() {
    for (int number = 77; number < 1000; ++number) {
        const std::string name = std::to_string(number);
        if (!std::filesystem::exists("/tmp/.X11-unix/X" + name) &&
            !std::filesystem::exists("/tmp/.X" + name + "-lock") && !listening(6000 + number)) {
            return number;
        }
    }
    ADD_FAILURE() << "every display from :77 to :999 has an X server";
    return 0;
}

void expect_no_window(const ProgramRun& result, const std::string& mentions) {
    EXPECT_EQ(result.exit_code, 2) << result.output << result.errors;
    EXPECT_EQ(result.output, "");
    EXPECT_EQ(count_lines(result.errors), 1) << result.errors;
    EXPECT_TRUE(contains(result.errors, mentions)) << result.errors;
    EXPECT_TRUE(contains(result.errors, "--ui tui")) << result.errors;
}

TEST(ProgramWindowWithoutDisplay, NoDisplaySet) {
    expect_no_window(run({"nim", "--ui", "gui", "--piles", "1,2,3,5,7"}, "0\n1\n"), "DISPLAY");
}

TEST(ProgramWindowWithoutDisplay, NoServerOnTheDisplay) {
    const std::string display = ":" + std::to_string(free_display_number());
    expect_no_window(run({"grid", "--ui", "gui"}, "5\n5\n", {{"DISPLAY", display}}), display);
}

TEST(ProgramWindowWithoutDisplay, ADisplayNameThatNamesNoDisplay) {
    expect_no_window(
        run({"nim", "--ui", "gui", "--piles", "1,2"}, "0\n1\n", {{"DISPLAY", "garbage"}}),
        "DISPLAY=garbage does not name a display");
}

TEST(ProgramWindowWithoutDisplay, NoServerOnTheDisplaysPortOverTcp) {
    const std::string display = "localhost:" + std::to_string(free_display_number());
    expect_no_window(
        run({"nim", "--ui", "gui", "--piles", "1,2"}, "0\n1\n", {{"DISPLAY", display}}),
        "no X server answers on display " + display);
}

TEST(ProgramWindowWithoutDisplay, QtsXPlatformNamedIsTriedToo) {
    expect_no_window(run({"nim", "--ui", "gui", "--piles", "1,2"}, "0\n1\n",
                         {{"DISPLAY", "garbage"}, {"QT_QPA_PLATFORM", "xcb"}}),
                     "garbage");
}

TEST(ProgramWindowWithoutDisplay, TheMenuToo) {
    const std::string display = ":" + std::to_string(free_display_number());
    expect_no_window(run({"--ui", "gui"}, "1\n", {{"DISPLAY", display}}), display);
}

TEST(ProgramWindowWithoutDisplay, InFrench) {
    const ProgramRun result = run({"row", "--ui", "gui", "--lang", "fr"}, "");
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_TRUE(contains(result.errors, "aucun écran")) << result.errors;
}

}  // namespace
}  // namespace marienbad::testing
