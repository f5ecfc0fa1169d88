// Records: a game as a small JSON document, which --record writes as the game goes, `replay`
// shows and --resume continues (README "Records"):
//
//   {"format": "marienbad-record", "version": 1, "game": "nim",
//    "setup": {"piles": [1, 3, 5], "convention": "normal"},
//    "players": "human-computer", "difficulty": 1.0, "first": 1,
//    "seed": 42, "draws": 17,
//    "moves": [{"pile": 2, "take": 4}, ...]}
//
// "difficulty" is the computer's probability of its best move, or each seat's ([0.5, 1]) when two
// computers play at different ones; "style": "adaptive" follows it in that style (classic when
// missing). "setup" and the moves are each game's (as `solve --json` writes them, 0-based); "first"
// is the seat that moved first (1 or 2; the person sits at 1 against the computer); "draws" counts
// the random generator's draws, so that a resumed game goes on exactly as if it had never stopped.
#pragma once

#include <memory>

#include <nlohmann/json_fwd.hpp>

#include "games/game_description.hpp"
#include "session/game_session.hpp"

namespace marienbad {

nlohmann::ordered_json record_json(const GameDescription& game, const GameSession& session);

struct LoadedRecord {
    const GameDescription* game = nullptr;
    std::unique_ptr<GameSession> session;  // every recorded move played again
};

// The game `record` describes. A document that is not a record, records another game than
// `expected` (when given), or is damaged, is refused with a UsageError saying what is wrong
// ("not a Marienbad record", "damaged: move 3 cannot be played there"), never a crash.
LoadedRecord load_record(const nlohmann::json& record, const GameDescription* expected = nullptr);

}  // namespace marienbad
