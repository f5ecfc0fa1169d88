// The window (handout 002's game played with the mouse, for every game), on the game flow: the
// board widget and the side panel, the menus (Game, Edit, View, Help), the status line, and the
// new-game dialog. It maps the mouse, the keys (through the play layer's key map) and the buttons
// to the flow's and the play controller's actions and shows their state. The computer's pace is
// the play layer's: a single-shot timer waits until its next step is due. No timer runs while a
// person thinks.
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
#include "gui/game_transfer.hpp"
#include "gui/side_panel.hpp"
#include "gui/window_settings.hpp"
#include "play/game_flow.hpp"

namespace marienbad {

struct WindowOptions {
    bool animation = true;  // the computer's move shown for a moment before it is played
    WindowSettings settings;
    // Each layout of the board written on the standard output, one line of JSON (the cells'
    // centres in the window; the end-to-end tests click by it).
    bool report_layout = false;
    RecordFiles files = {};  // Save game… and Open game… (none: those do nothing)
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
    GameFlow& flow() { return flow_; }
    QAction* action(const QString& name) const;
    QString status_text() const { return status_->text(); }
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
    // How the Game menu's ids and files are asked for (Qt's dialogs; the tests answer them).
    void set_transfer_dialogs(TransferDialogs dialogs) { dialogs_ = std::move(dialogs); }

  protected:
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

  private:
    void build_menus();
    QAction* add_action(QMenu* menu, const QString& name, const QString& text,
                        const QKeySequence& shortcut = {});
    // The flow's game when it is on the screen; none otherwise.
    PlayController* game();
    // Shows the flow's game (a new one, or the one the dialog was cancelled over).
    void show_game();
    // After anything changed the game: the board, the panel, the status line, the actions, and
    // the timer for the computer's next step.
    void refresh();
    void schedule_computer();
    // The computer's next step, when the timer says it is due.
    void take_computer_step();
    // An action on the game on the screen, then refresh().
    void act_on_game(const std::function<void(PlayController&)>& action);
    // Leaving the game for `exit`, after a question when the game would be lost.
    void leave(GameExit exit);
    // The question the game waits on, answered in a message box, and what the answer leads to.
    void answer_question();
    void act_on(GameExit exit);
    // The new-game dialog on the flow's form; false when cancelled.
    bool open_dialog();
    // A lesson or puzzles from the menus, after a question when a game in progress would be lost.
    void start_course(CourseKind kind, const GameDescription& game);
    // Whether the game on the screen, if any, may give way to another: asked when it would be
    // lost.
    bool may_replace_game();
    // The Game menu's ways to move a game in and out (main_window_transfer.cpp): the position's
    // game id copied, a game id opened, the game saved to a record file, a record file opened.
    void add_transfer_actions(QMenu* menu);
    void copy_game_id();
    void open_game_id();
    void save_game();
    void open_game_file();
    // After the flow was given another game: it shown, or the form it opened on, over the game
    // kept.
    void show_flow();
    void zoom(double factor);
    // The window's size for the board at its zoom, within the screen's available area.
    QSize fitting_size(QSize wanted) const;
    void show_text(const QString& title, const std::string& text);

    GameFlow& flow_;
    WindowOptions options_;
    BoardWidget* board_;
    SidePanel* panel_;
    QLabel* status_;
    QTimer computer_timer_;
    int game_shown_ = 0;    // the flow's number of the game shown
    std::size_t seen_ = 0;  // the game's messages the status line has read
    std::vector<QAction*> actions_;
    QActionGroup* palettes_ = nullptr;
    std::function<bool(const std::string&)> confirm_;
    TransferDialogs dialogs_;
    bool leaving_ = false;   // the close was asked for and answered
    bool stopping_ = false;  // a signal stops the program
};

}  // namespace marienbad
