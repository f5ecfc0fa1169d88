// Qt's dialogs for the window's Game menu's game ids.
#include "gui/game_transfer.hpp"

#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>

namespace marienbad {

TransferDialogs qt_transfer_dialogs(QWidget* parent) {
    return {
        [parent](const QString& title, const QString& label, const QString& typed) {
            bool accepted = false;
            const QString line =
                QInputDialog::getText(parent, title, label, QLineEdit::Normal, typed, &accepted);
            return accepted ? std::optional<QString>(line) : std::nullopt;
        },
        [parent](const QString& title, const QString& message) {
            QMessageBox::warning(parent, title, message);
        },
    };
}

}  // namespace marienbad
