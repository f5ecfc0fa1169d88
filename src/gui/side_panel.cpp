// The side panel's labels, messages and buttons.
#include "gui/side_panel.hpp"

#include <QAbstractTextDocumentLayout>
#include <QFontDatabase>
#include <QGridLayout>
#include <QMimeData>
#include <QScrollBar>
#include <QTextBlock>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>

#include "gui/qt_text.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

constexpr QChar k_word_joiner{0x2060};

// The messages: a read-only view whose copies leave out the word joiners that keep an option's
// dashes to its name on one line ("--seed 7" is never broken after "--").
class MessageView : public QTextEdit {
  public:
    using QTextEdit::QTextEdit;

  protected:
    QMimeData* createMimeDataFromSelection() const override {
        auto* copied = new QMimeData;
        copied->setText(textCursor()
                            .selectedText()
                            .remove(k_word_joiner)
                            .replace(QChar::ParagraphSeparator, QLatin1Char('\n')));
        return copied;
    }
};

// A line as shown: its options' dashes joined to their names.
QString unbroken_options(QString line) {
    return line.replace(QStringLiteral("--"), QString(QStringLiteral("-")) + k_word_joiner +
                                                  QStringLiteral("-") + k_word_joiner);
}

// A line of a table (handout 000's matrix, the grid's values): columns aligned by runs of spaces,
// or numbers only. It is never broken; the panel scrolls sideways when it is wider.
bool is_table_line(const QString& line) {
    const QString inside = line.trimmed();
    if (inside.contains(QStringLiteral("  "))) {
        return true;
    }
    return !inside.isEmpty() && std::all_of(inside.begin(), inside.end(), [](QChar c) {
        return c.isDigit() || c == QLatin1Char(' ') || c == QLatin1Char('X');
    });
}

}  // namespace

SidePanel::SidePanel(QWidget* parent)
    : QWidget(parent),
      status_(new QLabel(this)),
      seats_(new QLabel(this)),
      announcer_(new Announcer(this)),
      messages_(new MessageView(this)),
      hint_(new QPushButton(this)),
      undo_(new QPushButton(this)),
      redo_(new QPushButton(this)),
      play_again_(new QPushButton(this)),
      new_game_(new QPushButton(this)) {
    QFont status_font = status_->font();
    status_font.setPointSizeF(status_font.pointSizeF() * 1.3);
    status_font.setBold(true);
    status_->setFont(status_font);
    status_->setWordWrap(true);
    seats_->setWordWrap(true);
    messages_->setReadOnly(true);
    messages_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    messages_->setLineWrapMode(QTextEdit::WidgetWidth);
    messages_->setAcceptRichText(false);
    // Room for handout 000's matrix of twenty piles without scrolling sideways.
    constexpr int k_matrix_characters = 38;
    messages_->setMinimumWidth(
        QFontMetrics(messages_->font())
            .horizontalAdvance(QString(k_matrix_characters, QLatin1Char('0'))) +
        messages_->verticalScrollBar()->sizeHint().width() + 8);
    retranslate();
    auto* buttons = new QGridLayout;
    buttons->addWidget(hint_, 0, 0);
    buttons->addWidget(undo_, 0, 1);
    buttons->addWidget(redo_, 0, 2);
    buttons->addWidget(play_again_, 1, 0, 1, 2);
    buttons->addWidget(new_game_, 1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(seats_);
    layout->addWidget(announcer_);
    layout->addWidget(messages_, 1);
    layout->addLayout(buttons);
}

void SidePanel::retranslate() {
    hint_->setText(qtr("H&int"));
    undo_->setText(qtr("&Undo"));
    redo_->setText(qtr("&Redo"));
    new_game_->setText(qtr("&New game…"));
    messages_->setAccessibleName(qtr("Messages"));
    announcer_->setAccessibleDescription(qtr("What the last action did"));
}

int SidePanel::append_message(const std::string& message) {
    QTextDocument* document = messages_->document();
    const bool empty = document->isEmpty();
    QTextCursor cursor(document);
    cursor.movePosition(QTextCursor::End);
    const int first = empty ? 0 : document->blockCount();
    std::string text = message;
    while (!text.empty() && text.back() == '\n') {
        text.pop_back();
    }
    bool first_line = true;
    for (const QString& line : qt(text).split(QLatin1Char('\n'))) {
        QTextBlockFormat format;
        format.setNonBreakableLines(is_table_line(line));
        if (first_line && empty) {
            cursor.setBlockFormat(format);
        } else {
            cursor.insertBlock(format);
        }
        cursor.insertText(unbroken_options(line));
        first_line = false;
    }
    return first;
}

void SidePanel::scroll_messages(int pages) {
    QScrollBar* bar = messages_->verticalScrollBar();
    bar->setValue(bar->value() + pages * bar->pageStep());
}

void SidePanel::show_game(const PlayController& game, const std::string& again, bool new_game) {
    const PlayState& state = game.state();
    status_->setText(qt(state.status));
    const std::string strength =
        state.title.strength.empty() ? std::string() : " · " + state.title.strength;
    seats_->setText(qt(state.title.game + strength + " · " + state.title.seed + "\n" +
                       state.seats[0] + "\n" + state.seats[1]));
    if (new_game) {
        messages_->clear();
        announcer_->clear_text();
        shown_ = 0;
    }
    // The new messages, shown from the first line of the first of them (a hint's answer).
    std::optional<int> first_new;
    for (const Message& message : game.messages().since(shown_)) {
        const int first = append_message(message.text);
        first_new = first_new.value_or(first);
    }
    shown_ = game.messages().total();
    if (first_new) {
        const QTextBlock first = messages_->document()->findBlockByNumber(*first_new);
        const QRectF where = messages_->document()->documentLayout()->blockBoundingRect(first);
        messages_->verticalScrollBar()->setValue(static_cast<int>(where.top()));
    }
    const bool persons_turn = state.phase == PlayPhase::person_to_move;
    hint_->setEnabled(persons_turn);
    undo_->setEnabled(state.can_undo);
    redo_->setEnabled(state.can_redo);
    // During a game too: the play layer asks first when it would be lost.
    play_again_->setEnabled(state.phase != PlayPhase::question);
    play_again_->setText(qt("&" + again));
}

}  // namespace marienbad
