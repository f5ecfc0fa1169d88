// The window: its parts, menus, keys and the course of a game.
#include "gui/main_window.hpp"

#include <QAbstractButton>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QKeyEvent>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSplitter>
#include <QStatusBar>
#include <QVBoxLayout>
#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "catalogue/game_record.hpp"
#include "gui/layout_report.hpp"
#include "gui/new_game_dialog.hpp"
#include "gui/qt_text.hpp"
#include "gui/text_dialog.hpp"
#include "gui/window_keys.hpp"
#include "i18n/i18n.hpp"
#include "play/announcements.hpp"
#include "play/game_setup.hpp"
#include "play/progress_view.hpp"
#include "play/status_line.hpp"
#include "records/record_file.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {
namespace {

constexpr double k_zoom_step = 1.2;
constexpr QSize k_default_size{960, 640};
// The side panel's share of a wide window: room for the hint's tables and long messages.
constexpr double k_panel_share = 0.36;

// A file a person named holds a Marienbad record (or nothing): it may be replaced by one.
bool holds_a_record_or_nothing(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) {
        return true;  // absent (or unreadable: writing it will say why)
    }
    std::ostringstream text;
    text << file.rdbuf();
    if (text.str().find_first_not_of(" \t\r\n") == std::string::npos) {
        return true;
    }
    try {
        parse_record(text.str());
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

}  // namespace

MainWindow::MainWindow(GameFlow& flow, WindowOptions options)
    : flow_(flow),
      options_(std::move(options)),
      board_(new BoardWidget(flow, this)),
      move_bar_(new MoveBar(this)),
      panel_(new SidePanel(this)),
      status_(new ElidedLabel(this)) {
    setWindowTitle(QStringLiteral("Marienbad"));
    board_->set_palette(options_.settings.palette);
    board_->set_pitch(options_.settings.pitch);
    auto* board_column = new QWidget(this);
    auto* column_layout = new QVBoxLayout(board_column);
    column_layout->setContentsMargins(0, 0, 0, 0);
    column_layout->setSpacing(0);
    column_layout->addWidget(board_, 1);
    column_layout->addWidget(move_bar_);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(board_column);
    splitter->addWidget(panel_);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
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
    connect(panel_->hint_button(), &QPushButton::clicked, this,
            [this] { act_on_game([](PlayController& played) { played.hint(); }); });
    connect(panel_->undo_button(), &QPushButton::clicked, this,
            [this] { act_on_game([](PlayController& played) { played.undo(); }); });
    connect(panel_->redo_button(), &QPushButton::clicked, this,
            [this] { act_on_game([](PlayController& played) { played.redo(); }); });
    connect(panel_->play_again_button(), &QPushButton::clicked, this,
            [this] { leave(GameExit::new_game); });
    connect(panel_->new_game_button(), &QPushButton::clicked, this,
            [this] { leave(GameExit::form); });
    connect(move_bar_->fewer_button(), &QPushButton::clicked, this,
            [this] { act_on_game([](PlayController& played) { played.change_count(-1); }); });
    connect(move_bar_->more_button(), &QPushButton::clicked, this,
            [this] { act_on_game([](PlayController& played) { played.change_count(1); }); });
    connect(move_bar_->play_button(), &QPushButton::clicked, this,
            [this] { act_on_game([](PlayController& played) { played.play_pointed(); }); });
    // A remembered size and place that does not fit the screen of today is not used.
    if (options_.settings.geometry.isEmpty() || !restoreGeometry(options_.settings.geometry) ||
        fitting_size(size()) != size() ||
        (screen() != nullptr && !screen()->availableGeometry().contains(frameGeometry()))) {
        resize(fitting_size(k_default_size));
        if (screen() != nullptr) {
            move(screen()->availableGeometry().center() - rect().center());
        }
    }
    const int panel =
        std::max(panel_->minimumSizeHint().width(), static_cast<int>(width() * k_panel_share));
    splitter->setSizes({std::max(1, width() - panel), panel});
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
    menuBar()->clear();
    for (QAction* old : actions_) {
        old->deleteLater();
    }
    actions_.clear();
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
    connect(add_action(game, QStringLiteral("describe"), qtr("The &position in words")),
            &QAction::triggered, this,
            [this] { act_on_game([](PlayController& played) { played.describe_position(); }); });
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
    game->addSeparator();
    add_id_actions(game);
    connect(add_action(game, QStringLiteral("save"), qtr("&Save game as…"), QKeySequence::Save),
            &QAction::triggered, this, &MainWindow::save_game);
    connect(add_action(game, QStringLiteral("open"), qtr("&Open game…"), QKeySequence::Open),
            &QAction::triggered, this, &MainWindow::open_game);
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
    palettes_ = new QActionGroup(view);
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
    view->addSeparator();
    QMenu* languages = view->addMenu(qtr("&Language"));
    auto* language_group = new QActionGroup(languages);
    for (const auto& [name, text, language] :
         {std::tuple{QStringLiteral("language-en"), QStringLiteral("English"), Language::english},
          std::tuple{QStringLiteral("language-fr"), QStringLiteral("Français"),
                     Language::french}}) {
        QAction* choice = add_action(languages, name, text);
        choice->setCheckable(true);
        choice->setChecked(language == options_.language);
        choice->setEnabled(static_cast<bool>(options_.switch_language) ||
                           language == options_.language);
        language_group->addAction(choice);
        connect(choice, &QAction::triggered, this,
                [this, language = language] { change_language(language); });
    }

    QMenu* help = menuBar()->addMenu(qtr("&Help"));
    connect(add_action(help, QStringLiteral("rules"), qtr("The &rules of this game")),
            &QAction::triggered, this, [this] {
                if (const PlayController* played = flow_.current_game()) {
                    show_text(qtr("The rules"), qt(played->rules_help()));
                }
            });
    connect(add_action(help, QStringLiteral("keys"), qtr("&Keys")), &QAction::triggered, this,
            [this] { show_text(qtr("Keys"), qt(window_keys_table()), true); });
    help->addSeparator();
    for (const FlowEntry& entry : entries) {
        if (entry.course == CourseKind::lesson) {
            const GameDescription* played = entry.game;
            connect(add_action(help, qt("lesson-" + played->name()), qt(entry.text)),
                    &QAction::triggered, this,
                    [this, played] { start_course(CourseKind::lesson, *played); });
        }
    }
    add_teaching_actions(help, entries);
    help->addSeparator();
    connect(add_action(help, QStringLiteral("about"), qtr("&About Marienbad")), &QAction::triggered,
            this, [this] {
                show_text(qtr("About Marienbad"),
                          qtrf("Marienbad {0}: games of Nim against a computer that can play "
                               "perfectly.",
                               MARIENBAD_VERSION));
            });
}

void MainWindow::add_teaching_actions(QMenu* help, const std::vector<FlowEntry>& entries) {
    QMenu* sheets = help->addMenu(qtr("Lesson &sheets to print"));
    for (const FlowEntry& entry : entries) {
        if (entry.course == CourseKind::lesson) {
            const std::string name = entry.game->name();
            connect(add_action(sheets, qt("sheet-" + name), qt(entry.game->title())),
                    &QAction::triggered, this, [this, name] { show_lesson_sheet(this, name); });
        }
    }
    connect(add_action(help, QStringLiteral("progress"), qtr("Your &progress")),
            &QAction::triggered, this, [this] {
                TextDialog dialog(this, qtr("Your progress"), flow_progress_text(flow_));
                dialog.exec();
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
        panel_->show_game(*played, flow_.again_label(), true);
        seen_ = 0;
        announced_ = 0;
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
    panel_->show_game(*played, flow_.again_label(), false);
    move_bar_->show_state(state);
    board_->game_acted();
    // The status line: what the last action or the pointer has to say, else whose turn it is.
    status_->set_full_text(
        qt(pointer_status_line(state, played->messages(), seen_).value_or(state.status)));
    seen_ = played->messages().total();
    // What a screen reader is told: what the last action did.
    if (const std::string said = announcement(state, played->messages(), announced_);
        !said.empty()) {
        panel_->announcer()->announce(qt(said));
    }
    announced_ = played->messages().total();
    action(QStringLiteral("undo"))->setEnabled(state.can_undo);
    action(QStringLiteral("redo"))->setEnabled(state.can_redo);
    action(QStringLiteral("restart"))->setEnabled(state.can_undo);
    action(QStringLiteral("hint"))->setEnabled(state.phase == PlayPhase::person_to_move);
    action(QStringLiteral("coach"))->setChecked(state.coach);
    action(QStringLiteral("play-again"))->setText(qt(flow_.again_label()));
    schedule_computer();
}

void MainWindow::schedule_computer() {
    const PlayController* played = game();
    const auto wait = played != nullptr ? played->ms_until_step() : std::nullopt;
    if (!wait) {
        computer_timer_.stop();
        return;
    }
    if (computer_timer_.isActive()) {
        return;
    }
    if (played->phase() == PlayPhase::computer_to_move) {
        // Painted before the choice, so a choice that ever takes longer than a frame is seen
        // for what it is (every one the games offer takes well under a millisecond).
        status_->set_full_text(qtr("The computer is thinking…"));
        status_->repaint();
    }
    computer_timer_.start(static_cast<int>(wait->count()));
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
    if (PlayController* played = game()) {
        played->finish_computer_move();
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
    // A focused button takes Enter as it takes Space: the key is its, not the board's.
    auto* button = qobject_cast<QAbstractButton*>(QApplication::focusWidget());
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (button != nullptr && enter && button->isEnabled()) {
        button->animateClick();
        return;
    }
    PlayController* played = game();
    if (played == nullptr) {
        QMainWindow::keyPressEvent(event);
        return;
    }
    const QString text = event->text();
    const char letter = text.size() == 1 && text.at(0).unicode() < 0x80
                            ? static_cast<char>(text.at(0).unicode())
                            : '\0';
    const KeyOutcome outcome =
        press_key(*played, window_key(event->key(), letter, event->isAutoRepeat()),
                  played->state().transposed);
    if (!outcome.handled) {
        QMainWindow::keyPressEvent(event);
        return;
    }
    if (outcome.leave) {
        follow(flow_.carry_out(*outcome.leave));
        return;
    }
    if (outcome.front_end == GameAction::scroll_back ||
        outcome.front_end == GameAction::scroll_on) {
        panel_->scroll_messages(outcome.front_end == GameAction::scroll_back ? -1 : 1);
    } else if (outcome.front_end == GameAction::show_keys) {
        show_text(qtr("Keys"), qt(window_keys_table()), true);
    }
    if (played->phase() == PlayPhase::question) {
        answer_question();
        return;
    }
    refresh();
}

void MainWindow::leave(GameExit exit) {
    computer_timer_.stop();
    follow(flow_.ask_leave(exit));
}

void MainWindow::follow(LeaveOutcome outcome) {
    switch (outcome) {
        case LeaveOutcome::asked:
            answer_question();
            return;
        case LeaveOutcome::quit:
            close_now();
            return;
        case LeaveOutcome::stayed:
            refresh();
            return;
        case LeaveOutcome::left:
            break;
    }
    computer_timer_.stop();
    if (flow_.screen() != FlowScreen::game && !open_dialog()) {
        flow_.back_to_game();  // cancelled: the game as it was
    }
    show_game();
}

void MainWindow::answer_question() {
    PlayController* played = game();
    if (played == nullptr || !played->question()) {
        return;
    }
    refresh();
    const int asked_in = flow_.games_started();
    const bool yes = confirm_(played->state().question_text);
    // While the box was open another action (a menu's) may have ended the game it was asked in:
    // the answer is then nobody's.
    if (flow_.games_started() != asked_in || game() == nullptr) {
        refresh();
        return;
    }
    follow(flow_.answer_question(yes));
}

void MainWindow::start_course(CourseKind kind, const GameDescription& game) {
    computer_timer_.stop();
    try {
        follow(flow_.ask_course(kind, game));
    } catch (const PuzzleNotFound& error) {
        status_->set_full_text(qt(error.what()));
    }
}

bool MainWindow::open_dialog() {
    NewGameDialog dialog(flow_, this);
    const bool started = dialog.exec() == QDialog::Accepted;
    return started && !stopping_;
}

std::optional<std::string> MainWindow::save_game_to(const std::string& path) {
    const std::string record = flow_.record_of_game();
    if (record.empty()) {
        return std::string(marienbad::tr("There is no game in progress to save."));
    }
    const WriteTarget target = check_write_target(path);
    if (target.problem != TargetProblem::none) {
        return trf("{0} cannot be written.", path);
    }
    if (!holds_a_record_or_nothing(target.path)) {
        return trf("{0} holds something else than a Marienbad game: it is not replaced.", path);
    }
    if (write_file_atomically(target.path, record + "\n", true) != WriteOutcome::written) {
        return trf("{0} could not be written.", path);
    }
    status_->set_full_text(qtrf("The game is saved in {0}.", path));
    return std::nullopt;
}

std::optional<std::string> MainWindow::open_game_from(const std::string& path) {
    LoadedRecord loaded;
    try {
        loaded = read_record(path, marienbad::tr("Open"));
    } catch (const std::exception& error) {
        return std::string(error.what());
    }
    if (loaded.session->is_over()) {
        return trf("The game in {0} is over.", path);
    }
    if (PlayController* played = game()) {
        if (!played->ask(GameExit::new_game,
                         trf("Leave this game for the one in {0}? The game in progress will be "
                             "lost.",
                             path))) {
            const bool yes = confirm_(played->state().question_text);
            PlayController* still = game();
            if (still == nullptr || !still->question()) {
                return std::string(marienbad::tr("The game changed meanwhile."));
            }
            if (!yes) {
                still->cancel();
                refresh();
                return std::nullopt;
            }
            still->confirm();
        }
    }
    const std::vector<std::string> opening =
        resuming_said(*loaded.game, *loaded.session, path, Wording{true});
    flow_.resume(*loaded.game, std::move(loaded.session), opening);
    show_game();
    return std::nullopt;
}

void MainWindow::save_game() {
    const QString path = QFileDialog::getSaveFileName(this, qtr("Save game as"), QString(),
                                                      qtr("Marienbad games (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    if (const auto problem = save_game_to(path.toStdString())) {
        QMessageBox::warning(this, QStringLiteral("Marienbad"), qt(*problem));
    }
}

void MainWindow::open_game() {
    const QString path = QFileDialog::getOpenFileName(this, qtr("Open game"), QString(),
                                                      qtr("Marienbad games (*.json)"));
    if (path.isEmpty()) {
        return;
    }
    if (const auto problem = open_game_from(path.toStdString())) {
        QMessageBox::warning(this, QStringLiteral("Marienbad"), qt(*problem));
    }
}

void MainWindow::change_language(Language language) {
    if (options_.switch_language && language != options_.language) {
        options_.language = language;
        options_.switch_language(language);
        if (PlayController* played = flow_.current_game()) {
            played->language_changed();
        }
        build_menus();
        panel_->retranslate();
        move_bar_->retranslate();
        board_->setAccessibleName(qtr("The board"));
        if (PlayController* played = game()) {
            setWindowTitle(qtrf("Marienbad — {0}", played->state().title.game));
        }
        refresh();
    }
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

void MainWindow::show_text(const QString& title, const QString& text, bool rich) {
    QMessageBox box(QMessageBox::Information, title, text, QMessageBox::Ok, this);
    box.setTextFormat(rich ? Qt::RichText : Qt::PlainText);
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
            if (!played->ask(GameExit::quit) && !(confirm_(played->state().question_text) &&
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
