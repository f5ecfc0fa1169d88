// The JSON a report command prints (`octal`, `solve`, `rate` with --json): run with --json added,
// checked to succeed quietly with one object on one line, and parsed.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "program_test_support.hpp"

namespace marienbad::testing {

// `command arguments... --json`, parsed.
inline nlohmann::json command_json(const std::string& command, std::vector<std::string> arguments) {
    arguments.insert(arguments.begin(), command);
    arguments.push_back("--json");
    const ProgramRun result = run(arguments);
    EXPECT_EQ(result.exit_code, 0) << result.errors;
    EXPECT_EQ(result.errors, "");
    EXPECT_EQ(count_lines(result.output), 1) << "one object on one line:\n" << result.output;
    return nlohmann::json::parse(result.output);
}

}  // namespace marienbad::testing
