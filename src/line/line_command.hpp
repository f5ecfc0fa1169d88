// A game command in line mode, for every game: the banner, the set-up dialogue its handout holds
// (missing parameters asked, the seed shown, the level and who starts) or the resumed game's
// opening, then the game (line_game.hpp) on a play controller; and the menu line mode shows when
// the program runs with no command: a game, then its rules when it has a choice of them, in the
// same dialogue style as the games; the game then asks for the rest.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "exercises/exercise.hpp"
#include "games/game_description.hpp"
#include "line/console.hpp"
#include "play/play_controller.hpp"

namespace marienbad {

struct LineStart {
    std::unique_ptr<GameSession> resumed;  // a game to go on with (--resume), else a new one
    std::vector<std::string> opening;      // what the resumed game opens with
    std::optional<AnySetup> setup = {};    // the position a game id gave (`play ID`)
    PlayOptions play;                      // --explain, the record kept
    bool review = false;                   // --review: the review follows the end
    bool board_in_words = false;           // --screen-reader: the board said in words
};

enum class LineEnd { played, abandoned };

// Plays one game of `game` with `values` in line mode.
LineEnd play_in_line_mode(const GameDescription& game, const ParameterValues& values,
                          Console& console, LineStart start);

// The menu's choice: the game, and the menu's options with the rules chosen added; or the game's
// lesson or puzzles.
struct LineMenuChoice {
    const GameDescription* game;
    ParameterValues values;
    std::optional<CourseKind> course = {};
};

// The list of games, their lessons and puzzles, then the game's rules; none when the input ended
// first (said).
std::optional<LineMenuChoice> choose_in_line_menu(const ParameterValues& options, Console& console);

}  // namespace marienbad
