// A one-line label that never cuts a word in the middle: a text too long for its width is shown up
// to the last whole word that fits, followed by "…", the whole of it in its tooltip and to
// assistive technology (the window's status line).
#pragma once

#include <QLabel>
#include <QString>

namespace marienbad {

// `text` shortened to `width` pixels of `metrics` at a word boundary, "…" after it; whole when it
// fits. A first word wider than the width is cut where it must be, "…" after it too.
QString elided_at_word(const QString& text, const QFontMetrics& metrics, int width);

class ElidedLabel : public QLabel {
    Q_OBJECT

  public:
    // `named`: its whole text is its accessible name (else the subclass says what it is).
    explicit ElidedLabel(QWidget* parent = nullptr, bool named = true);

    void set_full_text(const QString& text);
    void clear_text() { set_full_text(QString()); }
    const QString& full_text() const { return full_; }

  protected:
    void resizeEvent(QResizeEvent* event) override;

  private:
    void elide();

    QString full_;
    bool named_;
};

}  // namespace marienbad
