// The window: its parts, menus, keys and the course of a game.
#include "gui/main_window.hpp"

#include <QApplication>
#include <QCloseEvent>
#include <QKeyEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <algorithm>
#include <iostream>

#include "gui/layout_report.hpp"
#include "gui/new_game_dialog.hpp"
#include "gui/qt_text.hpp"
#include "gui/window_keys.hpp"
#include "i18n/i18n.hpp"
#include "play/status_line.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {
namespace {

constexpr double k_zoom_step = 1.2;
constexpr QSize k_default_size{960, 640};

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
      board_(new BoardWidget(flow, this)),
      panel_(new SidePanel(this)),
      status_(new QLabel(this)) {
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
    // A label of its own: the status bar's temporary messages are wiped when a menu is used.
    statusBar()->addWidget(status_, 1);
    computer_timer_.setSingleShot(true);
    connect(&computer_timer_, &QTimer::timeout, this, &MainWindow::take_computer_step);
    connect(board_, &BoardWidget::game_changed, this, &MainWindow::refresh);
    if (options_.report_layout) {
        connect(board_, &BoardWidget::laid_out, this, [this] {
            if (const std::string report = layout_report(*board_); !report.empty()) {
                std::cout << report << std::endl;
            }
        });
    }
    connect(panel_->hint_button(), &QPushButton::clicked, action(QStringLiteral("hint")),
            &QAction::trigger);
    connect(panel_->undo_button(), &QPushButton::clicked, action(QStringLiteral("undo")),
            &QAction::trigger);
    connect(panel_->redo_button(), &QPushButton::clicked, action(QStringLiteral("redo")),
            &QAction::trigger);
    connect(panel_->play_again_button(), &QPushButton::clicked, this,
            [this] { leave(GameExit::new_game); });
    connect(panel_->new_game_button(), &QPushButton::clicked, this,
            [this] { leave(GameExit::form); });
    // A remembered size and place that does not fit the screen of today is not used.
    if (options_.settings.geometry.isEmpty() || !restoreGeometry(options_.settings.geometry) ||
        fitting_size(size()) != size() ||
        (screen() != nullptr && !screen()->availableGeometry().contains(frameGeometry()))) {
        resize(fitting_size(k_default_size));
        if (screen() != nullptr) {
            move(screen()->availableGeometry().center() - rect().center());
        }
    }
    confirm_ = [this](const std::string& question) {
        return QMessageBox::question(this, QStringLiteral("Marienbad"), qt(question)) ==
               QMessageBox::Yes;
    };
    dialogs_ = qt_transfer_dialogs(this);
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
    connect(add_action(game, QStringLiteral("new"), qtr("&New game…"), QKeySequence::New),
            &QAction::triggered, this, [this] { leave(GameExit::form); });
    connect(add_action(game, QStringLiteral("play-again"), qtr("&Play again")), &QAction::triggered,
            this, [this] { leave(GameExit::new_game); });
    connect(add_action(game, QStringLiteral("restart"), qtr("&Restart"),
                       QKeySequence(Qt::CTRL | Qt::Key_R)),
            &QAction::triggered, this,
            [this] { act_on_game([](PlayController& played) { played.restart(); }); });
    connect(add_action(game, QStringLiteral("hint"), qtr("H&int"), QKeySequence(Qt::Key_F1)),
            &QAction::triggered, this,
            [this] { act_on_game([](PlayController& played) { played.hint(); }); });
    QAction* coach = add_action(game, QStringLiteral("coach"), qtr("&Coach"));
    coach->setCheckable(true);
    connect(coach, &QAction::triggered, this, [this](bool on) {
        act_on_game([on](PlayController& played) { played.set_coach(on); });
    });
    QMenu* puzzles = game->addMenu(qtr("P&uzzles"));
    const std::vector<FlowEntry> entries = flow_.entries();
    for (const FlowEntry& entry : entries) {
        if (entry.course == CourseKind::puzzles) {
            const GameDescription* played = entry.game;
            connect(add_action(puzzles, qt("puzzles-" + played->name()), qt(entry.text)),
                    &QAction::triggered, this,
                    [this, played] { start_course(CourseKind::puzzles, *played); });
        }
    }
    add_transfer_actions(game);
    game->addSeparator();
    connect(add_action(game, QStringLiteral("quit"), qtr("&Quit"), QKeySequence::Quit),
            &QAction::triggered, this, [this] { leave(GameExit::quit); });

    QMenu* edit = menuBar()->addMenu(qtr("&Edit"));
    connect(add_action(edit, QStringLiteral("undo"), qtr("&Undo"), QKeySequence::Undo),
            &QAction::triggered, this,
            [this] { act_on_game([](PlayController& played) { played.undo(); }); });
    connect(add_action(edit, QStringLiteral("redo"), qtr("&Redo"),
                       QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)),
            &QAction::triggered, this,
            [this] { act_on_game([](PlayController& played) { played.redo(); }); });

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
                if (const PlayController* played = flow_.current_game()) {
                    show_text(qtr("The rules"), played->rules_help());
                }
            });
    connect(add_action(help, QStringLiteral("keys"), qtr("&Keys")), &QAction::triggered, this,
            [this] { show_text(qtr("Keys"), window_keys_help()); });
    help->addSeparator();
    for (const FlowEntry& entry : entries) {
        if (entry.course == CourseKind::lesson) {
            const GameDescription* played = entry.game;
            connect(add_action(help, qt("lesson-" + played->name()), qt(entry.text)),
                    &QAction::triggered, this,
                    [this, played] { start_course(CourseKind::lesson, *played); });
        }
    }
    help->addSeparator();
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
    return !stopping_;
}

PlayController* MainWindow::game() {
    return flow_.screen() == FlowScreen::game ? flow_.current_game() : nullptr;
}

void MainWindow::show_game() {
    computer_timer_.stop();
    board_->game_changed_in_flow();
    PlayController* played = game();
    if (played == nullptr) {
        return;
    }
    if (game_shown_ != flow_.games_started()) {
        game_shown_ = flow_.games_started();
        panel_->show_game(*played, true);
        seen_ = 0;
    }
    setWindowTitle(qtrf("Marienbad — {0}", played->state().title.game));
    board_->setFocus();
    refresh();
}

void MainWindow::refresh() {
    PlayController* played = game();
    if (played == nullptr) {
        return;
    }
    const PlayState& state = played->state();
    panel_->show_game(*played, false);
    board_->update();
    // The status line: what the last action or the pointer has to say, else whose turn it is.
    status_->setText(
        qt(pointer_status_line(state, played->messages(), seen_).value_or(state.status)));
    seen_ = played->messages().total();
    action(QStringLiteral("undo"))->setEnabled(state.can_undo);
    action(QStringLiteral("redo"))->setEnabled(state.can_redo);
    action(QStringLiteral("restart"))->setEnabled(state.can_undo);
    action(QStringLiteral("hint"))->setEnabled(state.phase == PlayPhase::person_to_move);
    action(QStringLiteral("coach"))->setChecked(state.coach);
    schedule_computer();
}

void MainWindow::schedule_computer() {
    const PlayController* played = game();
    const auto due = played != nullptr ? played->next_step_due() : std::nullopt;
    if (!due) {
        computer_timer_.stop();
        return;
    }
    if (computer_timer_.isActive()) {
        return;
    }
    const auto now = PlayClock::now();
    const auto left = *due <= now ? std::chrono::milliseconds(0)
                                  : std::chrono::ceil<std::chrono::milliseconds>(*due - now);
    if (played->phase() == PlayPhase::computer_to_move) {
        // Painted before the choice, so a choice that ever takes longer than a frame is seen
        // for what it is (every one the games offer takes well under a millisecond).
        status_->setText(qtr("The computer is thinking…"));
        status_->repaint();
    }
    computer_timer_.start(static_cast<int>(std::max<long long>(left.count(), 0)));
}

void MainWindow::take_computer_step() {
    computer_timer_.stop();
    if (PlayController* played = game()) {
        played->take_step();
        refresh();
    }
}

void MainWindow::play_computer_move_now() {
    computer_timer_.stop();
    PlayController* played = game();
    // Chosen and shown, then played: two steps at most.
    for (int step = 0; played != nullptr && step < 2 && played->next_step_due(); ++step) {
        played->take_step();
    }
    refresh();
}

void MainWindow::act_on_game(const std::function<void(PlayController&)>& action) {
    if (PlayController* played = game()) {
        action(*played);
        refresh();
    }
}

void MainWindow::keyPressEvent(QKeyEvent* event) {
    PlayController* played = game();
    if (played == nullptr) {
        QMainWindow::keyPressEvent(event);
        return;
    }
    const QString text = event->text();
    const char letter = text.size() == 1 && text.at(0).unicode() < 0x80
                            ? static_cast<char>(text.at(0).unicode())
                            : '\0';
    const auto geometry = board_->geometry();
    const KeyOutcome outcome =
        press_key(*played, window_key(event->key(), letter, event->isAutoRepeat()),
                  geometry && geometry->transposed());
    if (!outcome.handled) {
        QMainWindow::keyPressEvent(event);
        return;
    }
    if (outcome.leave) {
        act_on(*outcome.leave);
        return;
    }
    if (outcome.front_end == GameAction::scroll_back ||
        outcome.front_end == GameAction::scroll_on) {
        panel_->scroll_messages(outcome.front_end == GameAction::scroll_back ? -1 : 1);
    } else if (outcome.front_end == GameAction::show_keys) {
        show_text(qtr("Keys"), window_keys_help());
    }
    if (played->phase() == PlayPhase::question) {
        answer_question();
        return;
    }
    refresh();
}

void MainWindow::leave(GameExit exit) {
    PlayController* played = game();
    if (played == nullptr) {
        act_on(exit);
        return;
    }
    if (const auto confirmed = played->ask(exit)) {
        act_on(*confirmed);
        return;
    }
    answer_question();
}

void MainWindow::answer_question() {
    PlayController* played = game();
    if (played == nullptr || !played->question()) {
        return;
    }
    const GameExit asked = *played->question();
    const int asked_in = flow_.games_started();
    const bool yes = confirm_(leave_question(asked));
    // While the box was open another action (a menu's) may have ended the game it was asked in:
    // the answer is then nobody's.
    PlayController* still = flow_.games_started() == asked_in ? game() : nullptr;
    std::optional<GameExit> confirmed;
    if (still != nullptr && yes) {
        confirmed = still->confirm();
    } else if (still != nullptr) {
        still->cancel();
    }
    if (confirmed) {
        act_on(*confirmed);
    } else {
        refresh();
    }
}

void MainWindow::act_on(GameExit exit) {
    computer_timer_.stop();
    switch (exit) {
        case GameExit::quit:
            close_now();
            return;
        case GameExit::new_game:
            if (flow_.screen() == FlowScreen::game) {
                flow_.leave(GameExit::new_game);
            }
            break;
        case GameExit::list:
        case GameExit::form:
            if (flow_.screen() == FlowScreen::game) {
                flow_.leave(GameExit::form);  // the game is kept under the form
            }
            break;
    }
    if (flow_.screen() != FlowScreen::game && !open_dialog()) {
        flow_.back_to_game();  // cancelled: the game as it was
    }
    show_game();
}

bool MainWindow::may_replace_game() {
    if (PlayController* played = this->game()) {
        if (!played->ask(GameExit::new_game)) {
            if (!confirm_(leave_question(GameExit::new_game))) {
                if (PlayController* still = this->game()) {
                    still->cancel();
                }
                refresh();
                return false;
            }
            if (PlayController* still = this->game()) {
                still->confirm();
            }
        }
    }
    return true;
}

void MainWindow::start_course(CourseKind kind, const GameDescription& game) {
    if (!may_replace_game()) {
        return;
    }
    computer_timer_.stop();
    try {
        flow_.open_course(kind, game);
    } catch (const PuzzleNotFound& error) {
        status_->setText(qt(error.what()));
        return;
    }
    show_game();
}

bool MainWindow::open_dialog() {
    NewGameDialog dialog(flow_, this);
    const bool started = dialog.exec() == QDialog::Accepted;
    return started && !stopping_;
}

QSize MainWindow::fitting_size(QSize wanted) const {
    if (screen() == nullptr) {
        return wanted;
    }
    // Room for the window's frame, which the available area includes.
    const QSize room = screen()->availableGeometry().size() - QSize(16, 48);
    return wanted.boundedTo(room).expandedTo(minimumSizeHint());
}

void MainWindow::zoom(double factor) {
    options_.settings.pitch = std::clamp(board_->pitch() * factor, 16.0, 96.0);
    board_->set_pitch(options_.settings.pitch);
    // The window grows or shrinks by what the board wants at the new zoom, within the screen.
    const QSize wanted = fitting_size(size() + (board_->sizeHint() - board_->size()));
    if (wanted != size()) {
        resize(wanted);
    }
    if (screen() != nullptr && !screen()->availableGeometry().contains(frameGeometry())) {
        const QRect area = screen()->availableGeometry();
        move(std::clamp(x(), area.left(), std::max(area.left(), area.right() - width())),
             std::clamp(y(), area.top(), std::max(area.top(), area.bottom() - height())));
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

void MainWindow::stop() {
    stopping_ = true;
    leaving_ = true;
    computer_timer_.stop();
    // The dialogs open over the window, the innermost first; each returns from its exec().
    for (int open = 0; open < 8; ++open) {
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr || modal == this) {
            break;
        }
        modal->close();
    }
    close();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Closed by the window's frame during a game: asked first, as `q` asks.
    if (!leaving_) {
        if (PlayController* played = game()) {
            if (!played->ask(GameExit::quit) && !(confirm_(leave_question(GameExit::quit)) &&
                                                  game() != nullptr && game()->confirm())) {
                if (PlayController* still = game()) {
                    still->cancel();
                }
                refresh();
                event->ignore();
                return;
            }
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
