// The program as a function of its arguments and streams, so tests can run it in-process:
// language set-up, command-line parsing, dispatch to a command, and exit codes.
#pragma once

#include <iosfwd>
#include <optional>

namespace marienbad {

struct ProgramStreams {
    std::istream& input;
    std::ostream& output;
    std::ostream& errors;
    bool input_is_terminal;
    bool errors_is_terminal = false;                 // a long computation's progress is shown there
    std::optional<int> output_width = std::nullopt;  // the terminal's columns, when output is one
};

int run_program(int argc, const char* const* argv, const ProgramStreams& streams);

}  // namespace marienbad
