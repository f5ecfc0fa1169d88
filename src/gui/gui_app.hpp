// The window from start to end: whether a display can show it (else one line saying so, and
// --ui tui suggested), Qt's application with our language (and Qt's own buttons in it), the
// remembered settings under the command line's, the game given, resumed or chosen in the new-game
// dialog, and the end: quit, or a signal (Ctrl-C, SIGTERM, SIGHUP) that closes the window cleanly
// (the record stays whole) and is raised again so the shell sees what stopped the program.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "exercises/exercise.hpp"
#include "games/game_description.hpp"
#include "session/game_session.hpp"
#include "tutor/progress.hpp"

namespace marienbad {

struct GuiStart {
    const GameDescription* game = nullptr;  // none: the new-game dialog
    ParameterValues values;                 // the game's, as the command line gave them
    std::unique_ptr<GameSession> resumed;   // a game to go on with (--resume)
    std::optional<AnySetup> setup;          // the position a game id gave (`play ID`)
    std::vector<std::string> opening;       // the first messages of the resumed game
    std::optional<CoursePlan> course = {};  // a lesson or puzzles (its game asked when empty)
    bool animation = true;
    bool explain = false;
    bool coach = false;  // the coach in a resumed game (--coach): FlowOptions::coach
    std::optional<Random::Seed> seed;
    std::shared_ptr<ProgressKeeper> progress = {};  // FlowOptions::progress
    // Called after every move, undo and redo (to keep a record), with the game's number in the
    // run; what it returns is said in the panel.
    std::function<std::string(const GameDescription&, const GameSession&, int game)> changed;
};

// No display to show a window on.
class DisplayUnavailable : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Whether Qt can open a window here: a platform other than X named (QT_QPA_PLATFORM), a Wayland
// display, or an X display (DISPLAY) whose server answers and has the screen named, tried with
// libxcb as Qt's X client tries it (Qt itself aborts the program when it cannot);
// DisplayUnavailable with the reason otherwise.
void check_display();

enum class GuiEnd { quit, stopped };

// Runs the window until the person quits; `stopped` with the signal raised again when one
// stopped it (the caller returns, the signal's default action ends the program).
GuiEnd run_gui(GuiStart start);

}  // namespace marienbad
