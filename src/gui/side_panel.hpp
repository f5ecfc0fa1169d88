// The window's side panel, beside the board: whose turn it is or the result, the seats and the
// computer's level with each seat's marks explained, the last announcement (gui/announcer.hpp),
// the game's messages (the moves in words, hints with handout 000's binary matrix or the grid's
// values in a fixed-width font, refusals, the end and the review), and the buttons Hint, Undo,
// Redo (enabled exactly when they can act), Play again (asking first during a game) and New game.
// It shows what the play controller says; its buttons ask the window to act.
#pragma once

#include <QLabel>
#include <QPushButton>
#include <QTextEdit>
#include <QWidget>
#include <cstddef>

#include "gui/announcer.hpp"
#include "play/play_controller.hpp"

namespace marienbad {

class SidePanel : public QWidget {
    Q_OBJECT

  public:
    explicit SidePanel(QWidget* parent = nullptr);

    // Shows `game`'s state and the messages it logged since the last call (all of a new game's);
    // `again`: what Play again is called after it (GameFlow::again_label).
    void show_game(const PlayController& game, const std::string& again, bool new_game);
    // Its words again (the language changed).
    void retranslate();
    // The messages scrolled a page back (-1) or on (1).
    void scroll_messages(int pages);

    QPushButton* hint_button() const { return hint_; }
    QPushButton* undo_button() const { return undo_; }
    QPushButton* redo_button() const { return redo_; }
    QPushButton* play_again_button() const { return play_again_; }
    QPushButton* new_game_button() const { return new_game_; }
    const QTextEdit* messages() const { return messages_; }
    Announcer* announcer() const { return announcer_; }

  private:
    // Adds a message, its table lines unbroken; the number of its first block.
    int append_message(const std::string& message);

    QLabel* status_;
    QLabel* seats_;
    Announcer* announcer_;
    QTextEdit* messages_;
    QPushButton* hint_;
    QPushButton* undo_;
    QPushButton* redo_;
    QPushButton* play_again_;
    QPushButton* new_game_;
    std::size_t shown_ = 0;  // the game's messages shown so far
};

}  // namespace marienbad
