// The window's text dialog: a sheet or the progress, saved or printed.
#include "gui/text_dialog.hpp"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFontDatabase>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QVBoxLayout>

#include "gui/qt_text.hpp"
#include "i18n/i18n.hpp"
#include "tutor/lesson_sheet.hpp"

namespace marienbad {

TextDialog::TextDialog(QWidget* parent, const QString& title, const std::string& text,
                       std::function<std::string()> markdown)
    : QDialog(parent),
      view_(new QPlainTextEdit(this)),
      text_(text),
      markdown_(std::move(markdown)) {
    setWindowTitle(title);
    setObjectName(QStringLiteral("text-dialog"));
    view_->setReadOnly(true);
    view_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view_->setPlainText(qt(text));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* save_button = buttons->addButton(qtr("&Save as…"), QDialogButtonBox::ActionRole);
    QPushButton* print_button = buttons->addButton(qtr("&Print…"), QDialogButtonBox::ActionRole);
    connect(save_button, &QPushButton::clicked, this, &TextDialog::save);
    connect(print_button, &QPushButton::clicked, this, &TextDialog::print);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(view_);
    layout->addWidget(buttons);
    resize(760, 560);
}

QString TextDialog::text() const {
    return view_->toPlainText();
}

void TextDialog::save() {
    const QString filters =
        markdown_ ? qtr("Plain text (*.txt);;Markdown (*.md)") : qtr("Plain text (*.txt)");
    QString chosen;
    const QString path =
        QFileDialog::getSaveFileName(this, qtr("Save as"), QString(), filters, &chosen);
    if (path.isEmpty()) {
        return;
    }
    const bool markdown = markdown_ && path.endsWith(QStringLiteral(".md"));
    const std::string contents = markdown ? markdown_() : text_;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(contents.data(), static_cast<qint64>(contents.size())) !=
            static_cast<qint64>(contents.size())) {
        QMessageBox::warning(this, qtr("Save as"),
                             qtrf("{0}: could not be written.", path.toStdString()));
    }
}

void TextDialog::print() {
    QPrinter printer;
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted) {
        view_->print(&printer);
    }
}

void show_lesson_sheet(QWidget* parent, const std::string& game) {
    TextDialog dialog(parent, qtr("The lesson's sheet"), lesson_sheet(game, SheetFormat::text),
                      [game] { return lesson_sheet(game, SheetFormat::markdown); });
    dialog.exec();
}

}  // namespace marienbad
