// The new-game form as a dialog, on the game flow: the game, then its form's items (play/
// game_form.hpp: its sizes and board, its rules, the level, who starts, who plays), each with the
// choices, range and default of the game's description — a number as a spin box, a choice as a
// list — and the item's help. An item that means nothing with the other choices is hidden; Start
// asks the flow to start the game, and a start refused shows the reason and stays open.
#pragma once

#include <QComboBox>
#include <QDialog>
#include <QFormLayout>
#include <QLabel>
#include <vector>

#include "play/game_flow.hpp"

namespace marienbad {

class NewGameDialog : public QDialog {
    Q_OBJECT

  public:
    // The flow must be on its list or a form.
    NewGameDialog(GameFlow& flow, QWidget* parent = nullptr);

    // Test seams: the game chooser and the form's fields, in the form's order.
    QComboBox* game_chooser() const { return games_; }
    const std::vector<QWidget*>& fields() const { return fields_; }
    const QLabel* refusal() const { return refusal_; }

  public slots:
    void accept() override;

  protected:
    // A field taking the focus selects its item (its help shows).
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    // The flow's form while it is on the screen; none once the game started.
    GameForm* form();
    void choose_game(int index);
    // The fields rebuilt from the flow's form.
    void build_fields();
    // Which fields show, and the help and refusal, from the form.
    void refresh();

    GameFlow& flow_;
    QComboBox* games_;
    QFormLayout* form_layout_;
    QLabel* help_;
    QLabel* refusal_;
    std::vector<QWidget*> fields_;
};

}  // namespace marienbad
