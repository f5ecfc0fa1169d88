// Fuzz target: a whole line-mode game driven by the input as its standard input. The first byte
// chooses the game and how it starts — each of the games with everything given or with its
// setup asked from the input, two people at one game, and the menu — the rest is what the players
// type. Every run must end as a game does: exit code 0 (over) or 3 (the input ended first).
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "fuzz_support.hpp"

namespace {

using Values = std::vector<std::pair<std::string, std::string>>;

struct Start {
    const char* game;  // "": the menu
    Values values;
};

const std::array<Start, 13> k_starts = {{
    {"nim", {{"--piles", "1,3,5,7"}, {"--level", "2"}, {"--first", "human"}, {"--seed", "1"}}},
    {"nim", {{"--seed", "2"}, {"--explain", ""}}},
    {"nim",
     {{"--piles", "2,5,9"}, {"--misere", ""}, {"--players", "human-human"}, {"--seed", "3"}}},
    {"grid",
     {{"--rows", "6"}, {"--cols", "7"}, {"--level", "3"}, {"--first", "human"}, {"--seed", "4"}}},
    {"grid", {{"--seed", "5"}, {"--pawns", "3"}}},
    {"grid", {{"--rows", "5"}, {"--cols", "5"}, {"--players", "human-human"}, {"--seed", "6"}}},
    {"row", {{"--length", "21"}, {"--level", "2"}, {"--first", "human"}, {"--seed", "7"}}},
    {"row", {{"--seed", "8"}, {"--max-take", "2"}, {"--explain", ""}}},
    {"row", {{"--length", "30"}, {"--normal", ""}, {"--players", "human-human"}, {"--seed", "9"}}},
    {"", {{"--seed", "10"}}},
    {"queen",
     {{"--rows", "8"}, {"--cols", "10"}, {"--level", "3"}, {"--first", "human"}, {"--seed", "11"}}},
    {"queen", {{"--seed", "12"}, {"--queens", "3"}}},
    {"queen",
     {{"--rows", "6"},
      {"--cols", "7"},
      {"--misere", ""},
      {"--players", "human-human"},
      {"--seed", "13"}}},
}};

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    marienbad::fuzzing::prepare_process();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const Start& start = k_starts[data[0] % k_starts.size()];
    Values values = start.values;
    values.emplace_back("--ui", "text");
    const auto result = marienbad::fuzzing::run_game_with(
        start.game, values, marienbad::fuzzing::text_of(data + 1, size - 1));
    if (result.exit_code != 0 && result.exit_code != 3) {
        marienbad::fuzzing::check_result(result, "line game");
        std::abort();  // exit code 2: a game's answers are never a bad option
    }
    return 0;
}
