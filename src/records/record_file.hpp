// Record files (catalogue/game_record.hpp): written as the game goes, read back for --resume and
// `replay`. A file that cannot be read, is not a record, is another game's or is damaged is
// refused with one line naming the option and the file. Writing never destroys anything by
// mistake (records/safe_file.hpp): the path is checked before the game starts (a file that holds
// anything but a Marienbad record is not written over; an empty one is), and a run that plays
// several games (the terminal interface's "play again") writes the first to the path and each
// next one to a numbered file beside it that did not exist (game.json, game-2.json, ...).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "catalogue/game_record.hpp"
#include "records/safe_file.hpp"

namespace marienbad {

// The record file of the n-th game of a run: game.json → game-2.json, "game" → "game-2".
std::string numbered_record_path(const std::string& path, int number);

// The records of a run's games kept up to date as they go (--record, --resume), in line mode and
// in the terminal interface: each written after every change until a write fails; the game goes
// on without it.
class RecordKeeper {
  public:
    // `path`: the record file, checked now, before any game starts (UsageError "OPTION: PATH:
    // why": a directory, a device, a read-only file, a file that is not a record...); none:
    // nothing is written.
    RecordKeeper(std::optional<std::string> path, std::string_view option);

    // Writes the record of `session`, the game numbered `number` in this run (from 1). Returns
    // what to tell the player: where the game goes at the first write of a numbered file; that
    // the game can no longer be written at the first write that fails (nothing is written for that
    // game after it); "" otherwise.
    std::string keep(const GameDescription& game, const GameSession& session, int number = 1);

  private:
    // Each game's file once it has one, and whether a write failed.
    struct GameFile {
        std::string path;
        bool failed = false;
    };
    // A numbered file for game `number` that nothing has, made with `text`; its message.
    std::string claim_numbered_file(int number, const std::string& text);

    std::optional<std::string> given_;
    WriteTarget target_;
    std::map<int, GameFile> games_;
    int next_number_ = 2;
};

// The record in `path`; UsageError "OPTION: PATH: what is wrong".
LoadedRecord read_record(const std::string& path, std::string_view option,
                         const GameDescription* expected = nullptr);

}  // namespace marienbad
