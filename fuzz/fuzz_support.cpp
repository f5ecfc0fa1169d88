// The fuzz targets' process set-up, program runs and checks.
#include "fuzz_support.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "app/game_command.hpp"
#include "app/menu.hpp"
#include "app/program.hpp"
#include "catalogue/catalogue.hpp"
#include "core/excerpt.hpp"
#include "games/common_parameters.hpp"
#include "games/usage_error.hpp"
#include "line/console.hpp"

namespace marienbad::fuzzing {
namespace {

[[noreturn]] void finding(std::string_view what, std::string_view detail) {
    std::fprintf(stderr, "FINDING (%.*s): %.*s\n", static_cast<int>(what.size()), what.data(),
                 static_cast<int>(detail.size()), detail.data());
    std::abort();
}

}  // namespace

void prepare_process() {
    char scratch[] = "/tmp/marienbad-fuzz-XXXXXX";
    if (mkdtemp(scratch) == nullptr || chdir(scratch) != 0) {
        std::perror("marienbad fuzz: scratch directory");
        std::abort();
    }
    // The scratch directory, the working one, goes when the fuzzer ends (a finding's abort
    // leaves it, with what the program wrote, to be looked at).
    std::atexit([] {
        std::error_code ignored;
        const std::filesystem::path here = std::filesystem::current_path(ignored);
        if (here.filename().string().starts_with("marienbad-fuzz-") && chdir("/") == 0) {
            std::filesystem::remove_all(here, ignored);
        }
    });
    const int null_device = open("/dev/null", O_RDWR);
    dup2(null_device, STDIN_FILENO);
    dup2(null_device, STDOUT_FILENO);
    close(null_device);
    unsetenv("LANGUAGE");
    setenv("LANG", "C.UTF-8", 1);
    // What the program keeps for a person (the tutor's progress, the settings) kept in the
    // scratch directory too, never in the home of whoever runs the fuzzer.
    for (const char* place : {"HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"}) {
        setenv(place, scratch, 1);
    }
    // No display either: `--ui gui` is refused in one line, never a window waiting for a person.
    for (const char* display : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) {
        unsetenv(display);
    }
}

void tidy_scratch_directory() {
    std::error_code ignored;
    for (const auto& entry : std::filesystem::directory_iterator(".", ignored)) {
        std::filesystem::remove_all(entry.path(), ignored);
    }
}

ProgramResult run_program_with(const std::vector<std::string>& arguments, std::string_view input) {
    std::vector<const char*> argv = {"marienbad"};
    for (const std::string& argument : arguments) {
        argv.push_back(argument.c_str());
    }
    argv.push_back(nullptr);
    // Each run in the language of its own --lang only, as a fresh process would be.
    unsetenv("LANGUAGE");
    std::istringstream in{std::string(input)};
    std::ostringstream out;
    std::ostringstream errors;
    ProgramResult result;
    result.exit_code = run_program(static_cast<int>(argv.size()) - 1, argv.data(),
                                   {in, out, errors, false, false});
    result.output = out.str();
    result.errors = errors.str();
    return result;
}

ProgramResult run_game_with(std::string_view game,
                            const std::vector<std::pair<std::string, std::string>>& values,
                            std::string_view input) {
    const Game* played = find_game(game);
    const GameDescription* description = played != nullptr ? &played->description() : nullptr;
    ParameterValues parameters(description != nullptr ? play_parameters(*description)
                                                      : menu_parameters());
    for (const auto& [name, text] : values) {
        parameters.give(name, text);
    }
    std::istringstream in{std::string(input)};
    std::ostringstream out;
    Console console(in, out, true);
    ProgramResult result;
    try {
        result.exit_code = description != nullptr ? run_game(*description, parameters, console)
                                                  : run_menu(parameters, console);
    } catch (const UsageError& error) {
        result.exit_code = 2;
        result.errors = std::string("marienbad: ") + error.what() + "\n";
    }
    result.output = out.str();
    return result;
}

std::vector<std::string> split_at(std::string_view text, char separator) {
    std::vector<std::string> pieces;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t end = std::min(text.find(separator, start), text.size());
        pieces.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return pieces;
}

void check_refusal(std::string_view message, std::string_view what) {
    if (message.find('\n') != std::string_view::npos) {
        finding(what, "a refusal on more than one line");
    }
    if (character_count(message) > k_longest_refusal) {
        finding(what, "a refusal longer than a short line");
    }
}

void check_result(const ProgramResult& result, std::string_view what) {
    switch (result.exit_code) {
        case 0:
        case 3:
            return;
        case 2:
            if (!result.errors.starts_with("marienbad: ") || !result.errors.ends_with("\n")) {
                finding(what, "exit code 2 without its one line");
            }
            check_refusal(std::string_view(result.errors).substr(0, result.errors.size() - 1),
                          what);
            return;
        default:
            finding(what, result.errors);
    }
}

}  // namespace marienbad::fuzzing
