// Under the window's board, the count controls every pointer front end has (the web page has the
// same): "−" and "+" (one cell fewer or more, or the previous or next pawn — PlayState::count,
// each named with the move it would point at), the move the pointer makes in words, and Play. A
// mouse, the keys, a finger on a touch screen and assistive technology choose a move with them
// alike. It shows the state; its buttons ask the window to act.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <QWidget>

#include "play/play_state.hpp"

namespace marienbad {

class MoveBar : public QWidget {
    Q_OBJECT

  public:
    explicit MoveBar(QWidget* parent = nullptr);

    // The state shown: the buttons enabled when they can act, named with what they make.
    void show_state(const PlayState& state);
    // Its words again (the language changed).
    void retranslate();

    QPushButton* fewer_button() const { return fewer_; }
    QPushButton* more_button() const { return more_; }
    QPushButton* play_button() const { return play_; }
    QString move_text() const { return move_->text(); }

  private:
    QPushButton* fewer_;
    QPushButton* more_;
    QLabel* move_;
    QPushButton* play_;
};

}  // namespace marienbad
