// Each game described once: its name and title, its parameters (games/parameters.hpp), how they
// set a game up (the checks and their messages, what is drawn at random), the dialogue its handout
// holds before the first move and how a record writes its setup and moves; and what a command
// that prints a report is (a game's `solve` is one: reports/game_tools.hpp). The command line, the
// menu, line mode's questions and records are all driven by these descriptions
// (catalogue/catalogue.hpp lists them); nothing else is written per game.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "core/random.hpp"
#include "games/parameters.hpp"
#include "session/game_setups.hpp"
#include "text/wording.hpp"

namespace marienbad {

// What a report may use besides its values: where to show how far a long computation is (a line
// the program shows on a terminal and replaces as it goes; nothing elsewhere).
struct ReportContext {
    std::function<void(const std::string&)> show_progress = {};
};

// A command that prints a report: `solve nim`, `octal`, `bench`... Its report checks the values
// first (UsageError), so a bad value prints nothing but the error.
struct ReportCommand {
    std::string name;
    std::string help;
    std::vector<ParameterSpec> parameters;
    std::function<std::string(const ParameterValues&, const ReportContext&)> report;
    std::string example = {};  // "solve nim 3 4 5", for the message of a `solve` alone
};

// What the values set up: the game, and the lines that say what was drawn (handout 001's "nombre
// de cases bannies générées : 2").
struct GameStart {
    AnySetup setup;
    std::vector<std::string> settings;
};

// How line mode asks a person for a move, as the game's handout does (Game::turn_questions).
enum class TurnQuestions {
    numbered_moves,     // the moves numbered on one line, or the only one confirmed (handout 001)
    column_then_count,  // a column of the board, then how many (handout 000: a column then pieces;
                        // handout 004: the place of the first match, then how many matches)
    destination_cell,   // the cell a pawn goes to, typed "row,column", then which pawn when
                        // several can go there (for pawns that reach too many cells to number)
};

// The dialogue a handout holds: before the first move, beyond asking for missing parameters, and
// how line mode lays the game out as it goes.
struct SetupDialogue {
    bool rules_first = true;  // the rules sentence before the settings (else as play starts)
    std::string settings_heading =
        {};  // said before the settings are asked (handout 001's "Paramètres")
    bool asks_who_starts = false;    // against the computer, who starts is asked (handout 001)
    bool board_after_moves = false;  // the board after every move, a person's own move not told
                                     // (handout 001 §5); else before every turn (handouts 000, 004)
    bool space_after_board = false;  // a blank line under the board (handout 000)
};

// One choice of the menu's question about the rules: its label and the flags it gives.
struct RulesChoice {
    std::string label;
    std::vector<std::string> flags;
};

class GameDescription {
  public:
    virtual ~GameDescription() = default;

    virtual std::string name() const = 0;        // the command: "nim"
    virtual std::string title() const = 0;       // "Nim", "the pawn on a grid"
    virtual std::string summary() const = 0;     // the command's help
    virtual std::string menu_entry() const = 0;  // the game in the menu
    virtual std::vector<ParameterSpec> parameters() const = 0;
    virtual SetupDialogue setup_dialogue() const { return {}; }
    // The menu's question about the rules; none when the menu asks none.
    virtual std::vector<RulesChoice> menu_rules() const { return {}; }
    // The values the game takes in a window where nothing else gives them, as the command line
    // would give them (handout 002's Nim, a window's game: {"--style", "adaptive"}).
    virtual std::vector<std::pair<std::string, std::string>> window_defaults() const { return {}; }

    // Checks the values given (UsageError), before anything is asked or played.
    virtual void check(const ParameterValues& values) const = 0;
    // The rules in one sentence, from the values (before anything is asked).
    virtual std::string rules_sentence(const ParameterValues& values,
                                       const Wording& wording = {}) const = 0;
    // The game the values set up, once every question has been answered; draws what is random.
    virtual GameStart start(const ParameterValues& values, Random& random) const = 0;

    // Records: the setup and the moves as JSON (0-based, as `solve --json`), and back; a value
    // that is not one of this game's is refused with a UsageError saying what is wrong.
    virtual nlohmann::ordered_json setup_json(const AnySetup& setup) const = 0;
    virtual AnySetup setup_from_json(const nlohmann::json& json) const = 0;
    virtual nlohmann::ordered_json move_json(const AnyMove& move) const = 0;
    virtual AnyMove move_from_json(const nlohmann::json& json) const = 0;
};

}  // namespace marienbad
