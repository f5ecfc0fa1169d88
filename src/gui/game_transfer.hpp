// How the window's Game menu asks for a game id (gui/main_window_transfer.cpp): the dialogs its
// questions are asked in — Qt's, which the tests replace by answers.
#pragma once

#include <QString>
#include <QWidget>
#include <functional>
#include <optional>

namespace marienbad {

struct TransferDialogs {
    // A line typed in answer to `label`, `typed` in the field at first; none when cancelled.
    std::function<std::optional<QString>(const QString& title, const QString& label,
                                         const QString& typed)>
        ask_line;
    // Why what was asked could not be done.
    std::function<void(const QString& title, const QString& message)> warn;
};

// Qt's dialogs over `parent`: an input dialog, a warning.
TransferDialogs qt_transfer_dialogs(QWidget* parent);

}  // namespace marienbad
