// Fuzz target: records, as `replay` and `--resume` read them. The input is the file's text:
// parsed with its limits, the game it describes rebuilt move by move, then shown by `replay` and
// resumed by the game's own command (standard input empty: the game is abandoned, and written
// back), both as they run once the command line is read. Each is taken or refused with one short
// line; nothing else may happen.
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "app/replay_command.hpp"
#include "catalogue/game_record.hpp"
#include "fuzz_support.hpp"
#include "games/usage_error.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    marienbad::fuzzing::prepare_process();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = marienbad::fuzzing::text_of(data, size);
    std::string game;
    try {
        const marienbad::LoadedRecord loaded =
            marienbad::load_record(marienbad::parse_record(text));
        game = loaded.game->name();
    } catch (const marienbad::UsageError& error) {
        marienbad::fuzzing::check_refusal(error.what(), "record");
    }
    std::ofstream("record.json", std::ios::binary) << text;
    try {
        const marienbad::ReportCommand replay = marienbad::replay_command();
        marienbad::ParameterValues values(replay.parameters);
        values.give("file", "record.json");
        replay.report(values, {});
    } catch (const marienbad::UsageError& error) {
        marienbad::fuzzing::check_refusal(error.what(), "replay");
    }
    if (!game.empty()) {
        marienbad::fuzzing::check_result(
            marienbad::fuzzing::run_game_with(game, {{"--resume", "record.json"}, {"--ui", "text"}},
                                              {}),
            "--resume");
    }
    marienbad::fuzzing::tidy_scratch_directory();
    return 0;
}
