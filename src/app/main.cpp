// marienbad: the program's entry point.
#include <unistd.h>

#include <iostream>

#include "app/program.hpp"

int main(int argc, char** argv) {
    return marienbad::run_program(
        argc, argv,
        {std::cin, std::cout, std::cerr, isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1});
}
