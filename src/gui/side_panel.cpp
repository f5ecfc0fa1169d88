// The side panel's labels, messages and buttons.
#include "gui/side_panel.hpp"

#include <QAbstractTextDocumentLayout>
#include <QFontDatabase>
#include <QGridLayout>
#include <QScrollBar>
#include <QTextBlock>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>

#include "gui/qt_text.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

// Who sits at a seat, and the look of their marks (never colour alone).
QString seat_line(Participant who, Seat seat) {
    const std::string mark = seat == Seat::one ? tr("solid marks") : tr("hatched marks");
    return qt(trf("{0}: {1}", participant_name(who), mark));
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
      messages_(new QTextEdit(this)),
      hint_(new QPushButton(qtr("H&int"), this)),
      undo_(new QPushButton(qtr("&Undo"), this)),
      redo_(new QPushButton(qtr("&Redo"), this)),
      play_again_(new QPushButton(qtr("&Play again"), this)),
      new_game_(new QPushButton(qtr("&New game…"), this)) {
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
    messages_->setAccessibleName(qtr("Messages"));
    auto* buttons = new QGridLayout;
    buttons->addWidget(hint_, 0, 0);
    buttons->addWidget(undo_, 0, 1);
    buttons->addWidget(redo_, 0, 2);
    buttons->addWidget(play_again_, 1, 0, 1, 2);
    buttons->addWidget(new_game_, 1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(status_);
    layout->addWidget(seats_);
    layout->addWidget(messages_, 1);
    layout->addLayout(buttons);
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
        cursor.insertText(line);
        first_line = false;
    }
    return first;
}

void SidePanel::scroll_messages(int pages) {
    QScrollBar* bar = messages_->verticalScrollBar();
    bar->setValue(bar->value() + pages * bar->pageStep());
}

void SidePanel::show_game(const PlayController& game, bool new_game) {
    const PlayState& state = game.state();
    status_->setText(qt(state.status));
    const std::string strength =
        state.title.strength.empty() ? std::string() : " · " + state.title.strength;
    const Participants seats = Participants::for_seats(game.session().is_person(Seat::one),
                                                       game.session().is_person(Seat::two));
    seats_->setText(qt(state.title.game + strength + " · " + state.title.seed) + "\n" +
                    seat_line(seats.at(Seat::one), Seat::one) + "\n" +
                    seat_line(seats.at(Seat::two), Seat::two));
    if (new_game) {
        messages_->clear();
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
    play_again_->setEnabled(state.phase == PlayPhase::game_over);
    play_again_->setText(state.exercise ? qtr("&Next") : qtr("&Play again"));
}

}  // namespace marienbad
