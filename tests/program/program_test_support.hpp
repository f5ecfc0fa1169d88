// What the program tests share: running build/marienbad with arguments, an input and a time
// limit (so a hang fails the test instead of blocking it), and small helpers to read its output.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "catalogue/catalogue.hpp"
#include "support/program_runner.hpp"
#include "support/text_search.hpp"

namespace marienbad::testing {

// The longest row `solve row` takes without search (docs/guide.md, "Solving positions").
inline constexpr int k_solve_row_max_length = 1'000'000;

// Almost every run here takes milliseconds; a run that takes this long is a hang. A run that
// computes for seconds by design (2^20 values of an octal game) is given the long limit: the
// limits catch hangs, they never time the program (docs/measurements.md does).
inline constexpr double k_time_limit_seconds = 20.0;
inline constexpr double k_long_time_limit_seconds = 180.0;

inline ProgramRun run(std::vector<std::string> arguments, std::string input = {},
                      std::map<std::string, std::string> environment = {},
                      double time_limit_seconds = k_time_limit_seconds) {
    ProgramCall call;
    call.arguments = std::move(arguments);
    call.input = std::move(input);
    call.environment = std::move(environment);
    call.time_limit_seconds = time_limit_seconds;
    ProgramRun result = run_marienbad(call);
    EXPECT_FALSE(result.timed_out) << "marienbad ran past " << time_limit_seconds << " s";
    return result;
}

// `arguments` with `more` after them.
inline std::vector<std::string> with(std::vector<std::string> arguments,
                                     const std::vector<std::string>& more) {
    arguments.insert(arguments.end(), more.begin(), more.end());
    return arguments;
}

// `answers` (each ended by a line break) `times` times over.
inline std::string repeat(const std::string& answers, int times) {
    std::string input;
    for (int i = 0; i < times; ++i) {
        input += answers;
    }
    return input;
}

// Enough "column 0, take 1 piece" answers to finish any game on a board of `pieces` pieces:
// column 0 exists and holds a piece as long as the game goes on.
inline std::string take_one_from_column_zero(int pieces) {
    return repeat("0\n1\n", pieces);
}

inline int count_lines(const std::string& text) {
    return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

// The output without its "Seed: ..." line, to compare games apart from their seeds.
inline std::string without_seed_line(const std::string& output) {
    const auto start = output.find("Seed: ");
    if (start == std::string::npos) {
        return output;
    }
    return output.substr(0, start) + output.substr(output.find('\n', start) + 1);
}

inline constexpr const char* k_abandoned = "End of input: the game is abandoned.\n";

// The menu's entries: the games (Nim, the grid, the row first), then each game's lesson, then each
// game's puzzles; its numbers as the program asks for them ("1-12").
inline int listed_games() {
    return static_cast<int>(game_descriptions().size());
}
inline std::string menu_range() {
    return "1-" + std::to_string(3 * listed_games());
}
// The number of an entry, as the menu lists it: "  5. " (right-aligned under the largest).
inline std::string menu_number(int number) {
    const std::string text = std::to_string(number) + ". ";
    const std::size_t width = std::to_string(3 * listed_games()).size() + 2;
    return std::string(2 + width - text.size(), ' ') + text;
}

// The input ended before the game did: exit code 3, the message said once and last, and no
// end of game or winner announced.
inline void expect_abandoned(const ProgramRun& result) {
    EXPECT_EQ(result.exit_code, 3) << result.output << result.errors;
    EXPECT_TRUE(result.output.ends_with(k_abandoned)) << result.output;
    EXPECT_EQ(count_occurrences(result.output, k_abandoned), 1) << result.output;
    EXPECT_FALSE(contains(result.output, "It's over")) << result.output;
    EXPECT_FALSE(contains(result.output, "You win")) << result.output;
    EXPECT_FALSE(contains(result.output, "The computer wins")) << result.output;
    EXPECT_EQ(result.errors, "");
}

// A bad command line for a parameterized test: its name, the arguments, and what the message
// must mention so that it says what is wrong.
struct RefusedCommandLine {
    const char* name;
    std::vector<std::string> arguments;
    std::vector<std::string> mentions;
};

inline void PrintTo(const RefusedCommandLine& bad, std::ostream* out) {
    *out << bad.name;
}

// A bad command line refused: exit code 2, nothing on the standard output, exactly one line on
// the standard error, "marienbad: " and what is wrong, which mentions each of `mentions`.
inline void expect_refused(const ProgramRun& result, const std::vector<std::string>& mentions) {
    EXPECT_EQ(result.exit_code, 2) << result.output << result.errors;
    EXPECT_EQ(result.output, "");
    EXPECT_TRUE(result.errors.starts_with("marienbad: ")) << result.errors;
    EXPECT_EQ(count_lines(result.errors), 1) << result.errors;
    EXPECT_TRUE(result.errors.ends_with("\n")) << result.errors;
    for (const std::string& mention : mentions) {
        EXPECT_TRUE(contains(result.errors, mention)) << mention << " in: " << result.errors;
    }
}

}  // namespace marienbad::testing
