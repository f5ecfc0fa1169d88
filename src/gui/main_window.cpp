// The window: its parts, menus, keys and the course of a game.
#include "gui/main_window.hpp"

#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <iostream>

#include "gui/layout_report.hpp"
#include "gui/new_game_dialog.hpp"
#include "gui/qt_text.hpp"
#include "gui/window_keys.hpp"
#include "i18n/i18n.hpp"
#include "text/game_wording.hpp"

namespace marienbad {
namespace {

constexpr int k_computer_move_shown_ms = 500;
constexpr double k_zoom_step = 1.2;

// The question asked before a game in progress is left.
std::string leave_question(GameExit exit) {
    switch (exit) {
        case GameExit::quit:
            return tr("Quit Marienbad? The game in progress will be lost.");
        case GameExit::new_game:
            return tr("Leave this game for a new one with the same settings?");
        case GameExit::list:
        case GameExit::form:
            break;
    }
    return tr("Leave this game for a new game?");
}

}  // namespace

MainWindow::MainWindow(GameFlow& flow, WindowOptions options)
    : flow_(flow),
      options_(std::move(options)),
      board_(new BoardWidget(this)),
      panel_(new SidePanel(this)) {
    setWindowTitle(QStringLiteral("Marienbad"));
    board_->set_palette(options_.settings.palette);
    board_->set_pitch(options_.settings.pitch);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(board_);
    splitter->addWidget(panel_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);
    build_menus();
    computer_timer_.setSingleShot(true);
    connect(&computer_timer_, &QTimer::timeout, this, &MainWindow::play_held_move_now);
    connect(board_, &BoardWidget::game_changed, this, &MainWindow::refresh);
    if (options_.report_layout) {
        connect(board_, &BoardWidget::laid_out, this, [this] {
            if (const std::string report = layout_report(*board_); !report.empty()) {
                std::cout << report << std::endl;
            }
        });
    }
    connect(panel_->hint_button(), &QPushButton::clicked, this, [this] {
        flow_.game().hint();
        refresh();
    });
    connect(panel_->undo_button(), &QPushButton::clicked, action(QStringLiteral("undo")),
            &QAction::trigger);
    connect(panel_->redo_button(), &QPushButton::clicked, action(QStringLiteral("redo")),
            &QAction::trigger);
    connect(panel_->play_again_button(), &QPushButton::clicked, this,
            [this] { leave(GameExit::new_game); });
    connect(panel_->new_game_button(), &QPushButton::clicked, this,
            [this] { leave(GameExit::form); });
    if (!options_.settings.geometry.isEmpty()) {
        restoreGeometry(options_.settings.geometry);
    } else {
        resize(960, 640);
    }
    statusBar()->showMessage(QString());
    confirm_ = [this](const std::string& question) {
        return QMessageBox::question(this, QStringLiteral("Marienbad"), qt(question)) ==
               QMessageBox::Yes;
    };
}

QAction* MainWindow::add_action(QMenu* menu, const QString& name, const QString& text,
                                const QKeySequence& shortcut) {
    auto* action = menu->addAction(text);
    action->setObjectName(name);
    action->setShortcut(shortcut);
    actions_.push_back(action);
    return action;
}

QAction* MainWindow::action(const QString& name) const {
    for (QAction* action : actions_) {
        if (action->objectName() == name) {
            return action;
        }
    }
    return nullptr;
}

void MainWindow::build_menus() {
    QMenu* game = menuBar()->addMenu(qtr("&Game"));
    connect(add_action(game, QStringLiteral("new"), qtr("&New…"), QKeySequence::New),
            &QAction::triggered, this, [this] { leave(GameExit::form); });
    connect(add_action(game, QStringLiteral("restart"), qtr("&Restart"),
                       QKeySequence(Qt::CTRL | Qt::Key_R)),
            &QAction::triggered, this, [this] { leave(GameExit::new_game); });
    connect(add_action(game, QStringLiteral("hint"), qtr("H&int"), QKeySequence(Qt::Key_F1)),
            &QAction::triggered, this, [this] {
                flow_.game().hint();
                refresh();
            });
    game->addSeparator();
    connect(add_action(game, QStringLiteral("quit"), qtr("&Quit"), QKeySequence::Quit),
            &QAction::triggered, this, [this] { leave(GameExit::quit); });

    QMenu* edit = menuBar()->addMenu(qtr("&Edit"));
    connect(add_action(edit, QStringLiteral("undo"), qtr("&Undo"), QKeySequence::Undo),
            &QAction::triggered, this, [this] {
                flow_.game().undo();
                refresh();
            });
    connect(add_action(edit, QStringLiteral("redo"), qtr("&Redo"),
                       QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)),
            &QAction::triggered, this, [this] {
                flow_.game().redo();
                refresh();
            });

    QMenu* view = menuBar()->addMenu(qtr("&View"));
    palettes_ = new QActionGroup(this);
    for (const auto& [name, text, kind] :
         {std::tuple{QStringLiteral("palette-safe"), qtr("Colours for every eye"),
                     PaletteKind::colour_blind_safe},
          std::tuple{QStringLiteral("palette-classic"), qtr("Classic greys"),
                     PaletteKind::classic}}) {
        QAction* choice = add_action(view, name, text);
        choice->setCheckable(true);
        choice->setChecked(kind == options_.settings.palette);
        palettes_->addAction(choice);
        connect(choice, &QAction::triggered, this, [this, kind = kind] {
            options_.settings.palette = kind;
            board_->set_palette(kind);
        });
    }
    view->addSeparator();
    connect(add_action(view, QStringLiteral("zoom-in"), qtr("Zoom &in"), QKeySequence::ZoomIn),
            &QAction::triggered, this, [this] { zoom(k_zoom_step); });
    connect(add_action(view, QStringLiteral("zoom-out"), qtr("Zoom &out"), QKeySequence::ZoomOut),
            &QAction::triggered, this, [this] { zoom(1 / k_zoom_step); });

    QMenu* help = menuBar()->addMenu(qtr("&Help"));
    connect(add_action(help, QStringLiteral("rules"), qtr("The &rules of this game")),
            &QAction::triggered, this, [this] {
                if (flow_.screen() == FlowScreen::game) {
                    show_text(qtr("The rules"), rules_sentence(flow_.game().session().setup()));
                }
            });
    connect(add_action(help, QStringLiteral("keys"), qtr("&Keys")), &QAction::triggered, this,
            [this] { show_text(qtr("Keys"), window_keys_help()); });
    connect(add_action(help, QStringLiteral("about"), qtr("&About Marienbad")), &QAction::triggered,
            this, [this] {
                show_text(qtr("About Marienbad"),
                          trf("Marienbad {0}: games of Nim against a computer that can play "
                              "perfectly.",
                              MARIENBAD_VERSION));
            });
}

bool MainWindow::begin() {
    if (flow_.screen() != FlowScreen::game && !open_dialog()) {
        return false;
    }
    show_game();
    return true;
}

void MainWindow::show_game() {
    computer_timer_.stop();
    if (flow_.screen() != FlowScreen::game) {
        board_->show_game(nullptr);
        return;
    }
    PlayController& game = flow_.game();
    board_->show_game(&game);
    panel_->show_game(game, true);
    game_shown_ = flow_.games_started();
    seen_ = 0;
    setWindowTitle(qtrf("Marienbad — {0}", game.state().title.game));
    board_->setFocus();
    refresh();
}

void MainWindow::refresh() {
    if (flow_.screen() != FlowScreen::game) {
        return;
    }
    PlayController& game = flow_.game();
    const PlayState state = game.state();
    panel_->show_game(game, false);
    board_->update();
    // The status line: why the last click or key did nothing, else what a click under the mouse
    // makes, else whose turn it is.
    std::string status = state.status;
    for (const Message& message : game.messages().since(seen_)) {
        if (message.kind == MessageKind::refusal) {
            status = message.text;
        }
    }
    if (game.messages().total() == seen_ && state.hover) {
        status =
            state.hover_plays ? trf("Click to play: {0}.", state.hover_text) : state.hover_text;
    }
    seen_ = game.messages().total();
    statusBar()->showMessage(qt(status));
    action(QStringLiteral("undo"))->setEnabled(state.can_undo);
    action(QStringLiteral("redo"))->setEnabled(state.can_redo);
    action(QStringLiteral("hint"))->setEnabled(state.phase == PlayPhase::person_to_move);
    schedule_computer();
}

void MainWindow::schedule_computer() {
    PlayController& game = flow_.game();
    if (game.state().phase != PlayPhase::computer_to_move || computer_timer_.isActive()) {
        return;
    }
    // Chosen now, shown on the board, played when the timer ends (at once without animation).
    // Painted before the choice, so a choice that ever takes longer than a frame is seen for what
    // it is (every one the games offer takes well under a millisecond).
    statusBar()->showMessage(qtr("The computer is thinking…"));
    statusBar()->repaint();
    game.hold_computer_move();
    board_->update();
    panel_->show_game(game, false);
    computer_timer_.start(options_.animation ? k_computer_move_shown_ms : 0);
}

void MainWindow::play_held_move_now() {
    computer_timer_.stop();
    if (flow_.screen() != FlowScreen::game) {
        return;
    }
    flow_.game().play_held_move();
    refresh();
}

void MainWindow::keyPressEvent(QKeyEvent* event) {
    if (flow_.screen() != FlowScreen::game) {
        QMainWindow::keyPressEvent(event);
        return;
    }
    const QString text = event->text();
    const char letter = text.size() == 1 && text.at(0).unicode() < 0x80
                            ? static_cast<char>(text.at(0).unicode())
                            : '\0';
    const auto geometry = board_->geometry();
    const KeyOutcome outcome =
        apply_board_key(flow_.game(), event->key(), letter, geometry && geometry->transposed());
    if (!outcome.handled) {
        QMainWindow::keyPressEvent(event);
        return;
    }
    if (outcome.leave) {
        leave(*outcome.leave);
    } else {
        refresh();
    }
}

void MainWindow::leave(GameExit exit) {
    if (flow_.screen() != FlowScreen::game) {
        act_on(exit);
        return;
    }
    PlayController& game = flow_.game();
    std::optional<GameExit> confirmed = game.ask(exit);
    if (!confirmed) {
        confirmed = confirm_(leave_question(exit)) ? game.confirm() : std::nullopt;
        if (!confirmed) {
            game.cancel();
            refresh();
            return;
        }
    }
    act_on(*confirmed);
}

void MainWindow::act_on(GameExit exit) {
    computer_timer_.stop();
    switch (exit) {
        case GameExit::quit:
            close_now();
            return;
        case GameExit::new_game:
            flow_.leave(GameExit::new_game);
            break;
        case GameExit::list:
        case GameExit::form:
            if (flow_.screen() == FlowScreen::game) {
                flow_.leave(GameExit::form);
            }
            break;
    }
    if (flow_.screen() != FlowScreen::game) {
        open_dialog();
    }
    show_game();
}

bool MainWindow::open_dialog() {
    NewGameDialog dialog(flow_, this);
    return dialog.exec() == QDialog::Accepted;
}

void MainWindow::zoom(double factor) {
    options_.settings.pitch = std::clamp(board_->pitch() * factor, 16.0, 96.0);
    board_->set_pitch(options_.settings.pitch);
    const QSize wanted = sizeHint().expandedTo(size());
    if (wanted != size()) {
        resize(wanted);
    }
}

void MainWindow::show_text(const QString& title, const std::string& text) {
    QMessageBox box(QMessageBox::Information, title, qt(text), QMessageBox::Ok, this);
    box.exec();
}

void MainWindow::close_now() {
    leaving_ = true;
    close();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Closed by the window's frame during a game: asked first, as `q` asks.
    if (!leaving_ && flow_.screen() == FlowScreen::game) {
        PlayController& game = flow_.game();
        if (!game.ask(GameExit::quit) &&
            !(confirm_(leave_question(GameExit::quit)) && game.confirm())) {
            game.cancel();
            refresh();
            event->ignore();
            return;
        }
    }
    leaving_ = true;
    computer_timer_.stop();
    options_.settings.geometry = saveGeometry();
    if (flow_.playing() != nullptr) {
        options_.settings.last_game =
            remember_game(*flow_.playing(), flow_.values_of(*flow_.playing()));
    }
    save_window_settings(options_.settings);
    event->accept();
}

}  // namespace marienbad
