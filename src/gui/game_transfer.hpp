// What the window's Game menu needs to move a game in and out of it (gui/main_window_transfer.cpp):
// the dialogs its questions are asked in — Qt's, which the tests replace by answers — and the
// program's record files, which the window reads and writes through the functions it is given
// (app/window_interface.cpp hands it records/record_file.hpp's), so that the window holds no file
// code of its own.
#pragma once

#include <QString>
#include <QWidget>
#include <functional>
#include <optional>
#include <string>

#include "catalogue/game_record.hpp"

namespace marienbad {

struct TransferDialogs {
    // A line typed in answer to `label`, `typed` in the field at first; none when cancelled.
    std::function<std::optional<QString>(const QString& title, const QString& label,
                                         const QString& typed)>
        ask_line;
    // A file to write (`suggested` its name at first), or one to read; none when cancelled.
    std::function<std::optional<QString>(const QString& title, const QString& suggested)> save_path;
    std::function<std::optional<QString>(const QString& title)> open_path;
    // Why what was asked could not be done.
    std::function<void(const QString& title, const QString& message)> warn;
};

// Qt's dialogs over `parent`: an input dialog, the file dialogs (records: *.json), a warning.
TransferDialogs qt_transfer_dialogs(QWidget* parent);

struct RecordFiles {
    // Writes the game's record to `path`: what went wrong, "" once written.
    std::function<std::string(const std::string& path, const GameDescription& game,
                              const GameSession& session)>
        save;
    // The game recorded in `path`, every move played again (UsageError saying what is wrong).
    std::function<LoadedRecord(const std::string& path)> open;
};

}  // namespace marienbad
