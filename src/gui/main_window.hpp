// The window (handout 002's game played with the mouse, for every game), on the game flow: the
// board widget and the side panel, the menus (Game, Edit, View, Help), the status line, and the
// new-game dialog. It maps the mouse, the keys and the buttons to the flow's and the play
// controller's actions and shows their state; the computer's move is held and shown for half a
// second (a single-shot timer) before it is played. No timer runs while a person thinks.
#pragma once

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gui/board_widget.hpp"
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
};

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    MainWindow(GameFlow& flow, WindowOptions options);

    // After the flow was opened on a game or a form: the game shown, or the new-game dialog
    // (false when it was cancelled with no game to play).
    bool begin();

    // Test seams.
    BoardWidget* board() const { return board_; }
    SidePanel* panel() const { return panel_; }
    GameFlow& flow() { return flow_; }
    QAction* action(const QString& name) const;
    // Closes the window with no question (a signal stops the program; `q` already asked).
    void close_now();
    // Plays the computer's held move now, as the timer would.
    void play_held_move_now();
    // How a question before leaving a game is answered (a message box; the tests answer it).
    void set_confirmation(std::function<bool(const std::string&)> confirm) {
        confirm_ = std::move(confirm);
    }

  protected:
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

  private:
    void build_menus();
    QAction* add_action(QMenu* menu, const QString& name, const QString& text,
                        const QKeySequence& shortcut = {});
    // Shows the flow's game (a new one) and what it says.
    void show_game();
    // After anything changed the game: the board, the panel, the status line, the actions, and
    // the computer's move when it is its turn.
    void refresh();
    void schedule_computer();
    // Leaving the game for `exit`, after a question when the game would be lost.
    void leave(GameExit exit);
    void act_on(GameExit exit);
    // The new-game dialog on the flow's form; false when cancelled.
    bool open_dialog();
    void zoom(double factor);
    void show_text(const QString& title, const std::string& text);

    GameFlow& flow_;
    WindowOptions options_;
    BoardWidget* board_;
    SidePanel* panel_;
    QTimer computer_timer_;
    int game_shown_ = 0;    // the flow's number of the game shown
    std::size_t seen_ = 0;  // the game's messages the status line has read
    std::vector<QAction*> actions_;
    QActionGroup* palettes_ = nullptr;
    std::function<bool(const std::string&)> confirm_;
    bool leaving_ = false;  // the close was asked for and answered
};

}  // namespace marienbad
