// Fuzz target: the game id parser (catalogue/game_id.hpp), on any text. An id is refused with a
// UsageError of one short line, or read; an id read is written back by its game in the one way it
// writes ids, and that id reads back to the same position (the same id again). Nothing else may
// happen.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "catalogue/game_id.hpp"
#include "fuzz_support.hpp"
#include "games/usage_error.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    marienbad::fuzzing::prepare_process();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(marienbad::fuzzing::text_of(data, size));
    std::string written;
    try {
        written = marienbad::game_id(marienbad::parse_game_id(text).setup);
    } catch (const marienbad::UsageError& error) {
        marienbad::fuzzing::check_refusal(error.what(), "game id");
        return 0;
    }
    // What the game writes is an id it reads, written the same way again.
    if (marienbad::game_id(marienbad::parse_game_id(written).setup) != written) {
        std::abort();
    }
    return 0;
}
