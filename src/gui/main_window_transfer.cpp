// The window's Game menu moving a game in and out of it: the game id of the position on the board
// copied to the clipboard, a game id typed and opened (catalogue/game_id.hpp), the game saved to a
// record file and a record file opened, in the format `--record` writes and `--resume` reads.
#include <QClipboard>
#include <QGuiApplication>

#include "catalogue/game_id.hpp"
#include "games/usage_error.hpp"
#include "gui/main_window.hpp"
#include "gui/qt_text.hpp"
#include "play/game_setup.hpp"

namespace marienbad {

void MainWindow::add_transfer_actions(QMenu* menu) {
    menu->addSeparator();
    connect(add_action(menu, QStringLiteral("copy-id"), qtr("Cop&y game id")), &QAction::triggered,
            this, [this] { copy_game_id(); });
    connect(add_action(menu, QStringLiteral("open-id"), qtr("Open game i&d…")), &QAction::triggered,
            this, [this] { open_game_id(); });
    connect(add_action(menu, QStringLiteral("save"), qtr("&Save game…"), QKeySequence::Save),
            &QAction::triggered, this, [this] { save_game(); });
    connect(add_action(menu, QStringLiteral("open"), qtr("&Open game…"), QKeySequence::Open),
            &QAction::triggered, this, [this] { open_game_file(); });
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
    status_->setText(qtrf("Game id copied: {0}", played->state().id));
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
            if (!may_replace_game()) {
                return;
            }
            computer_timer_.stop();
            flow_.open_setup(opened.setup, flow_.values_of(opened.game->description()));
            show_flow();
            return;
        } catch (const UsageError& error) {
            dialogs_.warn(title, qt(error.what()));
            typed = *line;
        }
    }
}

void MainWindow::save_game() {
    const PlayController* played = game();
    if (played == nullptr || flow_.playing() == nullptr || !options_.files.save) {
        return;
    }
    const QString title = qtr("Save game");
    const std::optional<QString> path =
        dialogs_.save_path(title, qt(flow_.playing()->name() + ".json"));
    if (!path) {
        return;
    }
    const std::string problem =
        options_.files.save(path->toStdString(), *flow_.playing(), played->session());
    if (!problem.empty()) {
        dialogs_.warn(title, qt(problem));
        return;
    }
    status_->setText(qtrf("Game saved to {0}", path->toStdString()));
}

void MainWindow::open_game_file() {
    if (!options_.files.open) {
        return;
    }
    const QString title = qtr("Open game");
    const std::optional<QString> path = dialogs_.open_path(title);
    if (!path) {
        return;
    }
    try {
        LoadedRecord loaded = options_.files.open(path->toStdString());
        if (!may_replace_game()) {
            return;
        }
        computer_timer_.stop();
        const std::vector<std::string> opening =
            resuming_said(*loaded.game, *loaded.session, path->toStdString(), Wording{true});
        flow_.resume(*loaded.game, std::move(loaded.session), opening);
        show_flow();
    } catch (const UsageError& error) {
        dialogs_.warn(title, qt(error.what()));
    }
}

void MainWindow::show_flow() {
    if (flow_.screen() != FlowScreen::game && !open_dialog()) {
        flow_.back_to_game();  // cancelled: the game as it was
    }
    show_game();
}

}  // namespace marienbad
