// Record files (games/game_record.hpp): written as the game goes, read back for --resume and
// `replay`. A file that cannot be read, is not a record, is another game's or is damaged is
// refused with one line naming the option and the file.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "games/game_record.hpp"

namespace marienbad {

// Writes the record of `session` to `path`, through a file beside it renamed over it, so that a
// reader never sees half a record; false when it cannot be written.
bool write_record(const std::string& path, const GameDescription& game, const GameSession& session);

// The record of a game kept up to date as it goes (--record, --resume), in line mode and in the
// terminal interface: written after every change until a write fails; the game goes on without it.
class RecordKeeper {
  public:
    // `path`: the record file; none: nothing is written.
    explicit RecordKeeper(std::optional<std::string> path) : path_(std::move(path)) {}

    // Writes the record of `session`; on the first write that fails, the message to show the
    // player, and nothing is written after it; "" otherwise.
    std::string keep(const GameDescription& game, const GameSession& session);

  private:
    std::optional<std::string> path_;
    bool failed_ = false;
};

// The record in `path`; UsageError "OPTION: PATH: what is wrong".
LoadedRecord read_record(const std::string& path, std::string_view option,
                         const GameDescription* expected = nullptr);

}  // namespace marienbad
