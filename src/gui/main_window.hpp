// The window (handout 002's game played with the mouse, for every game), on the game flow: the
// board widget with the count controls under it (gui/move_bar.hpp) and the side panel, the menus
// (Game, Edit, View, Help), the status line, and the new-game dialog. It maps the mouse, the keys
// (through the play layer's key map) and the buttons to the flow's and the play controller's
// actions and shows their state; what a click, a tap, the wheel, a key or a leave question does is
// the play layer's to decide. The computer's pace is the play layer's: a single-shot timer waits
// until its next step is due. No timer runs while a person thinks. What the last action did is
// announced (gui/announcer.hpp) for a screen reader.
//
// It keeps no reference to a game: every action asks the flow for the game on the screen. The
// new-game dialog opens over the game in progress, which the flow keeps: Cancel returns to it as
// it was, Start replaces it.
#pragma once

#include <QAction>
#include <QActionGroup>
#include <QLabel>
#include <QMainWindow>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gui/board_widget.hpp"
#include "gui/elided_label.hpp"
#include "gui/game_transfer.hpp"
#include "gui/move_bar.hpp"
#include "gui/side_panel.hpp"
#include "gui/window_settings.hpp"
#include "i18n/i18n.hpp"
#include "play/game_flow.hpp"

namespace marienbad {

struct WindowOptions {
    bool animation = true;  // the computer's move shown for a moment before it is played
    WindowSettings settings;
    // Each layout of the board written on the standard output, one line of JSON (the cells'
    // centres in the window; the end-to-end tests click by it).
    bool report_layout = false;
    // The language the window speaks, and how to make another one active for the whole program
    // (the catalogues and Qt's own words); none: the Language menu only shows the language.
    Language language = Language::english;
    std::function<void(Language)> switch_language = {};
};

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    MainWindow(GameFlow& flow, WindowOptions options);

    // After the flow was opened on a game or a form: the game shown, or the new-game dialog
    // (false when it was cancelled with no game to play, or a signal stopped the program).
    bool begin();

    // Test seams.
    BoardWidget* board() const { return board_; }
    SidePanel* panel() const { return panel_; }
    MoveBar* move_bar() const { return move_bar_; }
    GameFlow& flow() { return flow_; }
    QAction* action(const QString& name) const;
    QString status_text() const { return status_->full_text(); }
    // Closes the window with no question (`q` already asked).
    void close_now();
    // A signal stops the program: every dialog closed, the window too, with no question.
    void stop();
    // The computer's move chosen, shown and played now, as the timer would over its pace.
    void play_computer_move_now();
    // How a question before leaving a game is answered (a message box; the tests answer it).
    void set_confirmation(std::function<bool(const std::string&)> confirm) {
        confirm_ = std::move(confirm);
    }
    // How the Game menu's game ids are asked for (Qt's dialogs; the tests answer them).
    void set_transfer_dialogs(TransferDialogs dialogs) { dialogs_ = std::move(dialogs); }
    // The game in progress saved to `path` (Game, Save game as…): a file that holds anything but
    // a Marienbad record is not replaced; the reason when nothing was written.
    std::optional<std::string> save_game_to(const std::string& path);
    // The unfinished game recorded in `path` played on (Game, Open game…), after a question when
    // the game in progress would be lost; the reason when it cannot be.
    std::optional<std::string> open_game_from(const std::string& path);
    // The window in another language (View, Language).
    void change_language(Language language);

  protected:
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

  private:
    void build_menus();
    // Help's lesson sheets to print and the student's progress.
    void add_teaching_actions(QMenu* help, const std::vector<FlowEntry>& entries);
    QAction* add_action(QMenu* menu, const QString& name, const QString& text,
                        const QKeySequence& shortcut = {});
    // The flow's game when it is on the screen; none otherwise.
    PlayController* game();
    // Shows the flow's game (a new one, or the one the dialog was cancelled over).
    void show_game();
    // After anything changed the game: the board, the panel, the count controls, the status
    // line, the announcement, the actions, and the timer for the computer's next step.
    void refresh();
    void schedule_computer();
    // The computer's next step, when the timer says it is due.
    void take_computer_step();
    // An action on the game on the screen, then refresh().
    void act_on_game(const std::function<void(PlayController&)>& action);
    // Leaving the game for `exit`, after a question when the game would be lost.
    void leave(GameExit exit);
    // What leaving led to, carried out: the question answered, the dialog opened, the window
    // closed, or the game shown.
    void follow(LeaveOutcome outcome);
    // The question the game waits on, answered in a message box.
    void answer_question();
    // The new-game dialog on the flow's form; false when cancelled.
    bool open_dialog();
    // A lesson or puzzles from the menus, after a question when a game in progress would be lost.
    void start_course(CourseKind kind, const GameDescription& game);
    // Whether the game on the screen, if any, may give way to another: asked when it would be
    // lost (`question`, the reason).
    bool may_replace_game(const std::string& question);
    // The Game menu's game ids (main_window_transfer.cpp): the position's id copied, an id opened.
    void add_id_actions(QMenu* menu);
    void copy_game_id();
    void open_game_id();
    void zoom(double factor);
    // The window's size for the board at its zoom, within the screen's available area.
    QSize fitting_size(QSize wanted) const;
    // A text in a box; `rich`: Qt's rich text (a table of keys).
    void show_text(const QString& title, const QString& text, bool rich = false);
    // The Save and Open menus' file dialogs.
    void save_game();
    void open_game();

    GameFlow& flow_;
    WindowOptions options_;
    BoardWidget* board_;
    MoveBar* move_bar_;
    SidePanel* panel_;
    ElidedLabel* status_;
    QTimer computer_timer_;
    int game_shown_ = 0;         // the flow's number of the game shown
    std::size_t seen_ = 0;       // the game's messages the status line has read
    std::size_t announced_ = 0;  // the game's messages announced
    std::vector<QAction*> actions_;
    QActionGroup* palettes_ = nullptr;
    std::function<bool(const std::string&)> confirm_;
    TransferDialogs dialogs_;
    bool leaving_ = false;   // the close was asked for and answered
    bool stopping_ = false;  // a signal stops the program
};

}  // namespace marienbad
