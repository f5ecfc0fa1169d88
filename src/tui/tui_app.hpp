// The terminal interface from start to end, on any terminal (curses_terminal.hpp, or a test's),
// over the game flow (play/game_flow.hpp): the menu, a game given on the command line (its form
// first when something is missing, as line mode would ask it), or a lesson or puzzles (the menu on
// their entry when no game was given), the game — the person's keys,
// the computer's moves shown a moment before they are played, as the play layer paces them — and
// at its end a new game with the same settings, the game's form, the menu, or quit.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/random.hpp"
#include "exercises/exercise.hpp"
#include "games/game_description.hpp"
#include "session/game_session.hpp"
#include "tui/terminal_io.hpp"
#include "tutor/progress.hpp"

namespace marienbad {

struct TuiOptions {
    bool animation = true;  // the computer's move is shown for a moment before it is played
    bool explain = false;   // why the computer played each move
    std::optional<Random::Seed> seed;  // the first game's; each next game takes the next seed
    // Called after every move, undo and redo of a game (to keep a record), with the game's number
    // in this run (from 1); what it returns is said in the console.
    std::function<std::string(const GameDescription&, const GameSession&, int game)> changed;
    bool coach = false;  // the coach in a resumed game (--coach): FlowOptions::coach
    std::shared_ptr<ProgressKeeper> progress = {};  // FlowOptions::progress
};

// Where the interface starts.
struct TuiStart {
    const GameDescription* game = nullptr;  // none: the menu
    ParameterValues values;                 // the game's, as the command line gave them
    std::unique_ptr<GameSession> resumed;   // a game to go on with (--resume)
    std::vector<std::string> opening;       // the console's first lines for the resumed game
    std::optional<AnySetup> setup = {};     // the position a game id gave (`play ID`)
    std::optional<CoursePlan> course = {};  // a lesson or puzzles (`learn`, `puzzle`)
};

enum class TuiEnd { quit, stopped };

// Runs the interface until the person quits (or a signal stops it).
TuiEnd run_tui(TerminalIO& terminal, TuiStart start, const TuiOptions& options);

}  // namespace marienbad
