// A long text shown in the window in a fixed font, to read, save or print: a lesson's sheet (the
// same as `marienbad learn GAME --print`, saved as plain text or Markdown), the student's progress.
// Modal, as the window's other dialogs; closed by Close or Esc.
#pragma once

#include <QDialog>
#include <functional>
#include <string>

class QPlainTextEdit;

namespace marienbad {

class TextDialog : public QDialog {
    Q_OBJECT

  public:
    // `markdown`, when given, is what Save writes to a file whose name ends with .md.
    TextDialog(QWidget* parent, const QString& title, const std::string& text,
               std::function<std::string()> markdown = {});

    // Test seam: the text shown.
    QString text() const;

  private:
    void save();
    void print();

    QPlainTextEdit* view_;
    std::string text_;
    std::function<std::string()> markdown_;
};

// Shows `game`'s lesson sheet in a dialog over `parent`, with Save and Print.
void show_lesson_sheet(QWidget* parent, const std::string& game);

}  // namespace marienbad
