// `--ui gui` where no window can open: one line naming the display and suggesting the terminal,
// exit code 2, nothing on the standard output, no game played (its answers are never read) —
// Qt never started, whose own refusal aborts the program with six lines of its messages.
// (tests/window/bad_displays.sh tries the displays that need a live X server.)
#include "program_test_support.hpp"

namespace marienbad::testing {
namespace {

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
    expect_no_window(run({"grid", "--ui", "gui"}, "5\n5\n", {{"DISPLAY", ":77"}}), ":77");
}

TEST(ProgramWindowWithoutDisplay, ADisplayNameThatNamesNoDisplay) {
    expect_no_window(
        run({"nim", "--ui", "gui", "--piles", "1,2"}, "0\n1\n", {{"DISPLAY", "garbage"}}),
        "DISPLAY=garbage does not name a display");
}

TEST(ProgramWindowWithoutDisplay, NoServerOnTheDisplaysPortOverTcp) {
    expect_no_window(
        run({"nim", "--ui", "gui", "--piles", "1,2"}, "0\n1\n", {{"DISPLAY", "localhost:77"}}),
        "no X server answers on display localhost:77");
}

TEST(ProgramWindowWithoutDisplay, QtsXPlatformNamedIsTriedToo) {
    expect_no_window(run({"nim", "--ui", "gui", "--piles", "1,2"}, "0\n1\n",
                         {{"DISPLAY", "garbage"}, {"QT_QPA_PLATFORM", "xcb"}}),
                     "garbage");
}

TEST(ProgramWindowWithoutDisplay, TheMenuToo) {
    expect_no_window(run({"--ui", "gui"}, "1\n", {{"DISPLAY", ":77"}}), ":77");
}

TEST(ProgramWindowWithoutDisplay, InFrench) {
    const ProgramRun result = run({"row", "--ui", "gui", "--lang", "fr"}, "");
    EXPECT_EQ(result.exit_code, 2);
    EXPECT_TRUE(contains(result.errors, "aucun écran")) << result.errors;
}

}  // namespace
}  // namespace marienbad::testing
