// The keys of a game: the action each asks for, and pressing it.
#include "play/game_keys.hpp"

#include <algorithm>

#include "i18n/i18n.hpp"
#include "text/utf8_text.hpp"

namespace marienbad {
namespace {

// The letters that leave a game, each answering its own question.
std::optional<GameExit> exit_letter(char letter) {
    switch (letter) {
        case 'n':
            return GameExit::new_game;
        case 'm':
            return GameExit::list;
        case 'q':
            return GameExit::quit;
        default:
            return std::nullopt;
    }
}

std::optional<KeyAction> named_action(KeyName name, PlayPhase phase, bool repeated) {
    switch (name) {
        case KeyName::left:
            return KeyAction{GameAction::step_left};
        case KeyName::right:
            return KeyAction{GameAction::step_right};
        case KeyName::up:
            return KeyAction{GameAction::step_up};
        case KeyName::down:
            return KeyAction{GameAction::step_down};
        case KeyName::home:
            return KeyAction{GameAction::first};
        case KeyName::end:
            return KeyAction{GameAction::last};
        case KeyName::enter:
            if (phase != PlayPhase::game_over) {
                return KeyAction{GameAction::play};
            }
            // A new game starts on a key pressed, not on one held down since the last move.
            return repeated ? std::nullopt : std::optional{KeyAction{GameAction::play_again}};
        case KeyName::escape:
            return KeyAction{GameAction::leave, GameExit::form};
        case KeyName::page_up:
            return KeyAction{GameAction::scroll_back};
        case KeyName::page_down:
            return KeyAction{GameAction::scroll_on};
        case KeyName::tab:
            return KeyAction{GameAction::switch_view};
        case KeyName::f1:
            return KeyAction{GameAction::hint};
        case KeyName::character:
        case KeyName::other:
            break;
    }
    return std::nullopt;
}

std::optional<KeyAction> character_action(char c) {
    if (c >= '0' && c <= '9') {
        return KeyAction{GameAction::digit};
    }
    if (const auto exit = exit_letter(c)) {
        return KeyAction{GameAction::leave, *exit};
    }
    switch (c) {
        case '+':
        case '=':
            return KeyAction{GameAction::more};
        case '-':
            return KeyAction{GameAction::fewer};
        case '?':
            return KeyAction{GameAction::hint};
        case 'c':
            return KeyAction{GameAction::coach};
        case 'b':
            return KeyAction{GameAction::describe};
        case 'u':
            return KeyAction{GameAction::undo};
        case 'r':
            return KeyAction{GameAction::redo};
        case 'h':
            return KeyAction{GameAction::show_keys};
        default:
            return std::nullopt;
    }
}

// Home and End: the first or the last of the lattice's columns, wherever they are drawn.
Direction end_direction(bool first, bool transposed) {
    if (transposed) {
        return first ? Direction::up : Direction::down;
    }
    return first ? Direction::left : Direction::right;
}

// Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo; no other Ctrl key means anything in a game.
std::optional<KeyAction> ctrl_action(const GameKey& key) {
    if (key.name != KeyName::character) {
        return std::nullopt;
    }
    const char letter = static_cast<char>(key.character | 0x20);  // lower case
    if (letter == 'z') {
        return KeyAction{key.shift || key.character == 'Z' ? GameAction::redo : GameAction::undo};
    }
    if (letter == 'y') {
        return KeyAction{GameAction::redo};
    }
    return std::nullopt;
}

}  // namespace

std::optional<KeyAction> action_of(const GameKey& key, PlayPhase phase) {
    if (key.ctrl) {
        return ctrl_action(key);
    }
    if (key.name == KeyName::character) {
        if (key.character == ' ') {
            return named_action(KeyName::enter, phase, key.repeated);
        }
        return character_action(key.character);
    }
    return named_action(key.name, phase, key.repeated);
}

KeyOutcome press_key(PlayController& game, const GameKey& key, bool transposed,
                     PlayClock::time_point now) {
    const PlayPhase phase = game.phase();
    const auto action = action_of(key, phase);
    if (phase == PlayPhase::question) {
        // The key that asked answers yes; any other, no.
        if (action && action->action == GameAction::leave && action->exit == game.question()) {
            return {true, game.confirm()};
        }
        game.cancel();
        return {true};
    }
    if (!action) {
        return {};
    }
    switch (action->action) {
        case GameAction::step_left:
            game.step(Direction::left, transposed);
            break;
        case GameAction::step_right:
            game.step(Direction::right, transposed);
            break;
        case GameAction::step_up:
            game.step(Direction::up, transposed);
            break;
        case GameAction::step_down:
            game.step(Direction::down, transposed);
            break;
        case GameAction::first:
        case GameAction::last:
            game.step_to_end(end_direction(action->action == GameAction::first, transposed),
                             transposed);
            break;
        case GameAction::more:
            game.change_count(1);
            break;
        case GameAction::fewer:
            game.change_count(-1);
            break;
        case GameAction::digit:
            game.type_digit(key.character - '0', now);
            break;
        case GameAction::play:
            game.play_pointed();
            break;
        case GameAction::hint:
            game.hint();
            break;
        case GameAction::coach:
            game.set_coach(!game.coach());
            break;
        case GameAction::undo:
            game.undo();
            break;
        case GameAction::redo:
            game.redo();
            break;
        case GameAction::describe:
            game.describe_position();
            break;
        case GameAction::leave:
            return {true, game.ask(action->exit)};
        case GameAction::play_again:
            return {true, GameExit::new_game};
        case GameAction::scroll_back:
        case GameAction::scroll_on:
        case GameAction::show_keys:
        case GameAction::switch_view:
            return {true, std::nullopt, action->action};
    }
    return {true};
}

std::vector<KeyHelp> game_key_rows(bool shortcuts) {
    std::vector<KeyHelp> rows{
        {tr("arrows"), tr("move the pointer over the cells where you can play")},
        {tr("Home End"), tr("the first or the last column or place")},
        {"+ -", tr("take one more or one fewer (also Up and Down on a single row); with "
                   "several pawns, the next or the previous pawn")},
        {tr("digits"),
         tr("how many: pieces or matches (1 then 2: 12); on the grid, the pawn's number")},
        {tr("Enter"), tr("play the move under the pointer; after the game, a new game")},
        {"?", tr("a hint, a step further each time: the method, the numbers, the move")},
        {"b", tr("the position in words")},
        {"c", tr("the coach on or off: a line right after a move that lets a win go")},
        {"u r", tr("take your last turn back, play it again")},
        {"n m", tr("a new game, the menu")},
        {tr("Esc"), tr("this game's settings (Esc again comes back)")},
        {"q", tr("quit")},
    };
    if (shortcuts) {
        rows.push_back({"F1", tr("a hint")});
        rows.push_back({tr("Ctrl+Z, Ctrl+Shift+Z"), tr("undo, redo")});
    }
    return rows;
}

std::string key_rows_text(const std::vector<KeyHelp>& rows) {
    const auto utf8_width = [](const std::string& text) { return utf8_characters(text).size(); };
    std::size_t widest = 0;
    for (const KeyHelp& row : rows) {
        widest = std::max(widest, utf8_width(row.keys));
    }
    std::string text;
    for (const KeyHelp& row : rows) {
        if (!text.empty()) {
            text += '\n';
        }
        text += "  " + row.keys + std::string(widest + 2 - utf8_width(row.keys), ' ') + row.what;
    }
    return text;
}

std::string game_keys_help() {
    return key_rows_text(game_key_rows(false));
}

std::vector<KeyHelp> keys_of_the_moment(const PlayState& state, bool board_shown,
                                        const std::string& arrows) {
    const KeyHelp menu{"m", tr("menu")};
    const KeyHelp undo{"u", tr("undo")};
    const KeyHelp quit{"q", tr("quit")};
    const KeyHelp scroll{tr("PgUp PgDn"), tr("scroll")};
    if (state.phase == PlayPhase::game_over) {
        std::vector<KeyHelp> keys{
            {tr("Enter"), state.exercise ? tr("next") : tr("play again")}, menu, undo};
        if (board_shown) {
            keys.push_back({tr("Tab"), tr("messages")});
        } else {
            keys.push_back(scroll);
            keys.push_back({tr("Tab"), tr("board")});
        }
        keys.push_back(quit);
        return keys;
    }
    if (!state.person_plays) {
        return {scroll, {"n", tr("new game")}, menu, quit};
    }
    if (!board_shown) {
        return {scroll, {tr("Tab"), tr("board")}, {"?", tr("hint")}, undo, {"h", tr("keys")}, quit};
    }
    return {{arrows + " " + tr("Enter"), tr("play")},
            {"?", tr("hint")},
            undo,
            {"r", tr("redo")},
            {"h", tr("keys")},
            quit};
}

std::string keys_line_text(const std::vector<KeyHelp>& keys) {
    std::string line;
    for (const KeyHelp& key : keys) {
        if (!line.empty()) {
            line += " · ";
        }
        line += key.keys + " " + key.what;
    }
    return line;
}

std::string key_question(GameExit exit) {
    switch (exit) {
        case GameExit::quit:
            return tr("Press q again to quit, any other key to go on.");
        case GameExit::new_game:
            return tr("Press n again to leave this game for a new one, any other key to go on.");
        case GameExit::list:
            return tr("Press m again to leave this game for the menu, any other key to go on.");
        case GameExit::form:
        case GameExit::course:
            break;
    }
    return tr("Press Esc again to leave this game for its settings, any other key to go on.");
}

}  // namespace marienbad
