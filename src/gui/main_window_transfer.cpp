// The window's Game menu and game ids: the game id of the position on the board copied to the
// clipboard, a game id typed or pasted and opened (catalogue/game_id.hpp), after a question when
// the game in progress would be lost.
#include <QClipboard>
#include <QGuiApplication>

#include "catalogue/game_id.hpp"
#include "games/usage_error.hpp"
#include "gui/main_window.hpp"
#include "gui/qt_text.hpp"

namespace marienbad {

void MainWindow::add_id_actions(QMenu* menu) {
    connect(add_action(menu, QStringLiteral("copy-id"), qtr("Cop&y game id")), &QAction::triggered,
            this, [this] { copy_game_id(); });
    connect(add_action(menu, QStringLiteral("open-id"), qtr("Open game i&d…")), &QAction::triggered,
            this, [this] { open_game_id(); });
}

void MainWindow::copy_game_id() {
    const PlayController* played = game();
    if (played == nullptr) {
        return;
    }
    const QString id = qt(played->state().id);
    QClipboard* clipboard = QGuiApplication::clipboard();
    clipboard->setText(id);
    if (clipboard->supportsSelection()) {
        clipboard->setText(id, QClipboard::Selection);  // a middle click pastes it too
    }
    status_->set_full_text(qtrf("Game id copied: {0}", played->state().id));
}

bool MainWindow::may_replace_game(const std::string& question) {
    PlayController* played = game();
    if (played == nullptr || played->ask(GameExit::new_game, question)) {
        return true;  // nothing would be lost
    }
    const bool yes = confirm_(played->state().question_text);
    PlayController* still = game();
    if (still == nullptr || !still->question()) {
        return false;
    }
    if (!yes) {
        still->cancel();
        refresh();
        return false;
    }
    still->confirm();
    return true;
}

void MainWindow::open_game_id() {
    const QString title = qtr("Open game id");
    const PlayController* played = game();
    QString typed = played != nullptr ? qt(played->state().id) : QString();
    while (true) {
        const std::optional<QString> line = dialogs_.ask_line(
            title, qtr("The game id of a position, as Copy game id gives it:"), typed);
        if (!line) {
            return;
        }
        try {
            const IdentifiedGame opened = parse_game_id(line->toStdString());
            const std::string id = game_id(opened.setup);
            if (!may_replace_game(
                    trf("Leave this game for {0}? The game in progress will be lost.", id))) {
                return;
            }
            computer_timer_.stop();
            flow_.open_setup(opened.setup, flow_.values_of(opened.game->description()));
            if (flow_.screen() != FlowScreen::game && !open_dialog()) {
                flow_.back_to_game();  // the form, cancelled: the game as it was
            }
            show_game();
            return;
        } catch (const UsageError& error) {
            dialogs_.warn(title, qt(error.what()));
            typed = *line;
        }
    }
}

}  // namespace marienbad
