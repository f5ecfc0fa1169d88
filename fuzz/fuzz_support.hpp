// What the fuzz targets share (docs/testing.md, "Fuzzing"): the program run
// in-process on streams, from a scratch directory of its own so that no file it writes lands
// anywhere else, its standard streams away from any terminal; and the house rules every run must
// keep, checked after it (a finding aborts, so that libFuzzer keeps the input): a refusal is one
// short line, "marienbad: ..." with exit code 2, and no run ends in an internal error.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace marienbad::fuzzing {

// Once per process: a scratch directory as the working directory, standard input and output on
// /dev/null and no display (so neither the terminal interface nor the window is ever started), the
// language English unless asked.
void prepare_process();

// Empties the scratch directory, so that the records a run writes do not pile up (cheap when it is
// empty, as it mostly is).
void tidy_scratch_directory();

struct ProgramResult {
    int exit_code = 0;
    std::string output;
    std::string errors;
};

// Runs the program with `arguments` (argv[1]...) and `input` as its standard input.
ProgramResult run_program_with(const std::vector<std::string>& arguments, std::string_view input);

// Runs the command of `game` (none: the menu) with `values` (name and text; a flag's text empty)
// and `input` as its standard input, as run_program does once its command line is read, without
// reading one (CLI11 takes most of a run's time: the command line has its own target).
ProgramResult run_game_with(std::string_view game,
                            const std::vector<std::pair<std::string, std::string>>& values,
                            std::string_view input);

// Aborts (a finding) unless `result` keeps the house rules: exit code 0, 2 or 3; on 2, standard
// error is exactly one line "marienbad: ...", at most k_longest_refusal characters.
void check_result(const ProgramResult& result, std::string_view what);

// Aborts unless `message` (a UsageError's) is one line of at most k_longest_refusal characters
// (a character is what the terminal shows as one: a UTF-8 character, or a byte that starts none).
void check_refusal(std::string_view message, std::string_view what);

inline constexpr std::size_t k_longest_refusal = 600;

// The pieces of `text` between `separator`s, empty ones too ("a,,b" → "a", "", "b").
std::vector<std::string> split_at(std::string_view text, char separator);

// The bytes of a fuzz input as text.
inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace marienbad::fuzzing
