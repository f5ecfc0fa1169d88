// Spawns build/marienbad with posix_spawn; standard input, output and errors go through
// temporary files, so no pipe can fill up and deadlock.
#include "support/program_runner.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

extern char** environ;

namespace marienbad::testing {
namespace {

std::string read_file(const std::filesystem::path& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

std::vector<std::string> child_environment(const std::map<std::string, std::string>& overrides) {
    std::vector<std::string> environment;
    for (char** entry = environ; *entry != nullptr; ++entry) {
        const std::string variable = *entry;
        const std::string name = variable.substr(0, variable.find('='));
        const bool language = name == "LANG" || name == "LANGUAGE" || name.starts_with("LC_");
        const bool display =
            name == "DISPLAY" || name == "WAYLAND_DISPLAY" || name == "QT_QPA_PLATFORM";
        if (!language && !display && !overrides.contains(name)) {
            environment.push_back(variable);
        }
    }
    for (const auto& [name, value] : overrides) {
        environment.push_back(name + "=" + value);
    }
    return environment;
}

std::vector<char*> pointers_to(std::vector<std::string>& strings) {
    std::vector<char*> pointers;
    for (auto& text : strings) {
        pointers.push_back(text.data());
    }
    pointers.push_back(nullptr);
    return pointers;
}

}  // namespace

std::string marienbad_executable() {
    return MARIENBAD_EXECUTABLE;
}

ProgramRun run_marienbad(const ProgramCall& call) {
    char directory_template[] = "/tmp/marienbad-test-XXXXXX";
    const char* directory_name = mkdtemp(directory_template);
    if (directory_name == nullptr) {
        return {};
    }
    const std::filesystem::path directory = directory_name;
    const auto input_path = directory / "input";
    const auto output_path = directory / "output";
    const auto errors_path = directory / "errors";
    std::ofstream(input_path, std::ios::binary) << call.input;

    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, STDIN_FILENO, input_path.c_str(), O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&files, STDOUT_FILENO, output_path.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_addopen(&files, STDERR_FILENO, errors_path.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0600);

    std::vector<std::string> arguments = {marienbad_executable()};
    arguments.insert(arguments.end(), call.arguments.begin(), call.arguments.end());
    // The student's progress goes to the run's own directory, removed with it, unless the test
    // says where: no run writes in the data directory of the person running the tests.
    std::map<std::string, std::string> overrides = call.environment;
    if (!overrides.contains("XDG_DATA_HOME") && !overrides.contains("HOME")) {
        overrides["XDG_DATA_HOME"] = (directory / "data").string();
    }
    std::vector<std::string> environment = child_environment(overrides);
    auto argument_pointers = pointers_to(arguments);
    auto environment_pointers = pointers_to(environment);

    ProgramRun run;
    pid_t child = 0;
    const int spawned = posix_spawn(&child, arguments.front().c_str(), &files, nullptr,
                                    argument_pointers.data(), environment_pointers.data());
    posix_spawn_file_actions_destroy(&files);
    if (spawned == 0) {
        const auto deadline = std::chrono::steady_clock::now() +
                              std::chrono::duration<double>(call.time_limit_seconds);
        int status = 0;
        while (waitpid(child, &status, WNOHANG) == 0) {
            if (std::chrono::steady_clock::now() > deadline) {
                kill(child, SIGKILL);
                waitpid(child, &status, 0);
                run.timed_out = true;
                break;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        if (!run.timed_out && WIFEXITED(status)) {
            run.exit_code = WEXITSTATUS(status);
        }
    }
    run.output = read_file(output_path);
    run.errors = read_file(errors_path);
    std::filesystem::remove_all(directory);
    return run;
}

}  // namespace marienbad::testing
