// Fuzz target: the command line as a whole. The input is argv, its arguments separated by NUL
// bytes (the rest of a run's standard input is empty). Every run must end with exit code 0, 2 or
// 3, a refusal on one short line. Left out: `bench` (seconds of fixed work), paths that leave the
// scratch directory (a '/' in an argument: a run may write records), and long computations, whose
// --time-limit is set to 1 second so that runs stay quick.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_support.hpp"

namespace {

// Whether the run may go: no `bench`, no path out of the scratch directory.
bool allowed(const std::vector<std::string>& arguments) {
    for (const std::string& argument : arguments) {
        if (argument == "bench" || argument.find('/') != std::string::npos) {
            return false;
        }
    }
    return true;
}

// Every --time-limit at 1 second, and one given to the commands that take it.
void shorten_time_limits(std::vector<std::string>& arguments) {
    bool computes = false;
    bool limited = false;
    for (std::size_t i = 0; i < arguments.size(); ++i) {
        std::string& argument = arguments[i];
        computes = computes || argument == "octal" || argument == "misere" || argument == "rate";
        if (argument == "--time-limit" && i + 1 < arguments.size()) {
            arguments[i + 1] = "1";
            limited = true;
        } else if (argument.starts_with("--time-limit=")) {
            argument = "--time-limit=1";
            limited = true;
        }
    }
    if (computes && !limited) {
        arguments.insert(arguments.end(), {"--time-limit", "1"});
    }
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    marienbad::fuzzing::prepare_process();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::vector<std::string> arguments =
        marienbad::fuzzing::split_at(marienbad::fuzzing::text_of(data, size), '\0');
    if (!allowed(arguments)) {
        return -1;  // not added to the corpus
    }
    shorten_time_limits(arguments);
    const auto result = marienbad::fuzzing::run_program_with(arguments, {});
    marienbad::fuzzing::check_result(result, "command line");
    marienbad::fuzzing::tidy_scratch_directory();
    return 0;
}
