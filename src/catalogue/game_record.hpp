// Records: a game as a small JSON document, which --record writes as the game goes, `replay`
// shows and --resume continues (docs/guide.md, "Records"):
//
//   {"format": "marienbad-record", "version": 1, "game": "nim",
//    "setup": {"piles": [1, 3, 5], "convention": "normal"},
//    "players": "human-computer", "difficulty": 1.0, "first": 1,
//    "seed": 42, "draws": 17,
//    "moves": [{"pile": 2, "take": 4}, ...],
//    "taken_back": [{"pile": 0, "take": 1}, ...]}
//
// "difficulty" is the computer's probability of its best move, or each seat's ([0.5, 1]) when two
// computers play at different ones; "style": "adaptive" follows it in that style (classic when
// missing). "setup" and the moves are each game's (as `solve --json` writes them, 0-based); "first"
// is the seat that moved first (1 or 2; the person sits at 1 against the computer); "draws" counts
// the random generator's draws, so that a resumed game goes on exactly as if it had never stopped;
// "taken_back", present when moves were taken back, the moves redo would play again in the order
// it plays them (records without it, written before it was kept, are read as having none).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "games/game_description.hpp"
#include "session/game_session.hpp"

namespace marienbad {

// What a record may be: larger or deeper than any game writes, a document is not read at all.
// A record of the longest game is a few tens of KB and nests 4 deep (the record, its setup, the
// banned cells, a cell).
inline constexpr std::size_t k_record_max_bytes = 1 << 20;
inline constexpr int k_record_max_depth = 16;
// The most random draws a record may say were made: as many as a game's generator counts before
// its stream starts over (session/game_session.hpp), so every record written is read back; a game
// draws a few thousand numbers for its board and a few for each computer move; skipping this many
// takes about a second.
inline constexpr std::uint64_t k_record_max_draws = k_game_max_draws;

nlohmann::ordered_json record_json(const GameDescription& game, const GameSession& session);

struct LoadedRecord {
    const GameDescription* game = nullptr;
    std::unique_ptr<GameSession> session;  // every recorded move played again
};

// The JSON document of a record's text: refused (UsageError) when larger than k_record_max_bytes,
// nested deeper than k_record_max_depth (before anything is built from it) or not JSON ("damaged"
// when it says it is a record, else "not a Marienbad record").
nlohmann::json parse_record(std::string_view text);

// Whether `document` says it is a Marienbad record (of any version or game, sound or not).
bool says_it_is_a_record(const nlohmann::json& document);

// The game `record` describes. A document that is not a record, records another game than
// `expected` (when given), or is damaged, is refused with a UsageError saying what is wrong
// ("not a Marienbad record", "damaged: move 3 cannot be played there"), never a crash.
LoadedRecord load_record(const nlohmann::json& record, const GameDescription* expected = nullptr);

}  // namespace marienbad
