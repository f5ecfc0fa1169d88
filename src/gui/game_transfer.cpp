// Qt's dialogs for the window's Game menu's questions.
#include "gui/game_transfer.hpp"

#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>

#include "gui/qt_text.hpp"

namespace marienbad {
namespace {

QString records_filter() {
    return qtr("Marienbad records (*.json);;All files (*)");
}

std::optional<QString> chosen(const QString& path) {
    return path.isEmpty() ? std::nullopt : std::optional<QString>(path);
}

}  // namespace

TransferDialogs qt_transfer_dialogs(QWidget* parent) {
    return {
        [parent](const QString& title, const QString& label, const QString& typed) {
            bool accepted = false;
            const QString line =
                QInputDialog::getText(parent, title, label, QLineEdit::Normal, typed, &accepted);
            return accepted ? std::optional<QString>(line) : std::nullopt;
        },
        [parent](const QString& title, const QString& suggested) {
            return chosen(QFileDialog::getSaveFileName(parent, title, suggested, records_filter()));
        },
        [parent](const QString& title) {
            return chosen(QFileDialog::getOpenFileName(parent, title, QString(), records_filter()));
        },
        [parent](const QString& title, const QString& message) {
            QMessageBox::warning(parent, title, message);
        },
    };
}

}  // namespace marienbad
