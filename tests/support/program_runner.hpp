// Runs the built program as a person or a script would: arguments, a standard input given as
// text, an environment; returns the exit code and everything it printed. A program that runs
// past the time limit is killed and reported, so a hang fails the test instead of blocking it.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace marienbad::testing {

struct ProgramRun {
    int exit_code = -1;  // -1 when killed or not started
    bool timed_out = false;
    std::string output;
    std::string errors;
};

struct ProgramCall {
    std::vector<std::string> arguments;
    std::string input;
    // Added to (or replacing) the environment; LANG, LANGUAGE and LC_* are cleared first so a
    // test sees the same language on every machine unless it sets one, and DISPLAY,
    // WAYLAND_DISPLAY and QT_QPA_PLATFORM so no run opens a window unless the test asks. Unless
    // it sets XDG_DATA_HOME or HOME, XDG_DATA_HOME is a directory of the run's own, removed after
    // it (the student's progress is kept there).
    std::map<std::string, std::string> environment;
    double time_limit_seconds = 60.0;
};

ProgramRun run_marienbad(const ProgramCall& call);

// The path of build/marienbad.
std::string marienbad_executable();

}  // namespace marienbad::testing
