// The count controls and the move under the pointer.
#include "gui/move_bar.hpp"

#include <QHBoxLayout>

#include "gui/qt_text.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {

MoveBar::MoveBar(QWidget* parent)
    : QWidget(parent),
      fewer_(new QPushButton(QStringLiteral("−"), this)),
      more_(new QPushButton(QStringLiteral("+"), this)),
      move_(new QLabel(this)),
      play_(new QPushButton(this)) {
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    for (QPushButton* button : {fewer_, more_}) {
        button->setMinimumWidth(button->sizeHint().height() * 3 / 2);
        button->setFocusPolicy(Qt::TabFocus);
    }
    play_->setFocusPolicy(Qt::TabFocus);
    move_->setTextFormat(Qt::PlainText);
    layout->addWidget(fewer_);
    layout->addWidget(more_);
    layout->addWidget(move_, 1);
    layout->addWidget(play_);
    retranslate();
}

void MoveBar::retranslate() {
    play_->setText(qtr("Play"));
}

void MoveBar::show_state(const PlayState& state) {
    const bool persons_turn = state.phase == PlayPhase::person_to_move;
    fewer_->setEnabled(persons_turn && state.count.fewer.has_value());
    more_->setEnabled(persons_turn && state.count.more.has_value());
    play_->setEnabled(persons_turn && state.pointed.has_value());
    fewer_->setAccessibleName(state.count.fewer_text.empty() ? qtr("Fewer")
                                                             : qt(state.count.fewer_text));
    more_->setAccessibleName(state.count.more_text.empty() ? qtr("More")
                                                           : qt(state.count.more_text));
    fewer_->setToolTip(fewer_->accessibleName());
    more_->setToolTip(more_->accessibleName());
    const QString move = persons_turn ? qt(state.pointed_text) : QString();
    move_->setText(move);
    play_->setAccessibleName(move.isEmpty() ? qtr("Play") : qtrf("Play: {0}", state.pointed_text));
}

}  // namespace marienbad
