// marienbad: the program's entry point.
#include <sys/ioctl.h>
#include <unistd.h>

#include <iostream>
#include <optional>

#include "app/program.hpp"

namespace {

// The columns of the terminal the output goes to; none when it goes elsewhere.
std::optional<int> output_width() {
    winsize size{};
    if (isatty(STDOUT_FILENO) != 1 || ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 ||
        size.ws_col == 0) {
        return std::nullopt;
    }
    return size.ws_col;
}

}  // namespace

int main(int argc, char** argv) {
    return marienbad::run_program(argc, argv,
                                  {std::cin, std::cout, std::cerr, isatty(STDIN_FILENO) == 1,
                                   isatty(STDERR_FILENO) == 1, output_width()});
}
