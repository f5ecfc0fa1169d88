// A label shortened at a word boundary.
#include "gui/elided_label.hpp"

#include <QFontMetrics>

namespace marienbad {

QString elided_at_word(const QString& text, const QFontMetrics& metrics, int width) {
    const QString single = QString(text).replace(QLatin1Char('\n'), QLatin1Char(' '));
    if (metrics.horizontalAdvance(single) <= width) {
        return single;
    }
    const QString ellipsis = QStringLiteral("…");
    const int room = width - metrics.horizontalAdvance(ellipsis);
    qsizetype end = single.size();
    while (end > 0) {
        const qsizetype space = single.lastIndexOf(QLatin1Char(' '), end - 1);
        if (space <= 0) {
            break;
        }
        const QString head = single.left(space);
        if (metrics.horizontalAdvance(head) <= room) {
            return head + ellipsis;
        }
        end = space;
    }
    return metrics.elidedText(single, Qt::ElideRight, width);
}

ElidedLabel::ElidedLabel(QWidget* parent, bool named) : QLabel(parent), named_(named) {
    setTextFormat(Qt::PlainText);
    setMinimumWidth(1);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::set_full_text(const QString& text) {
    full_ = text;
    setToolTip(text);
    if (named_) {
        setAccessibleName(text);
    }
    elide();
}

void ElidedLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::elide() {
    setText(elided_at_word(full_, fontMetrics(), std::max(1, contentsRect().width())));
}

}  // namespace marienbad
