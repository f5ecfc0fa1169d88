// The keys of a game: the action each asks for, and pressing it.
#include "play/game_keys.hpp"

#include "i18n/i18n.hpp"

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

}  // namespace

std::optional<KeyAction> action_of(const GameKey& key, PlayPhase phase) {
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

std::string game_keys_help() {
    return tr(
        "  arrows    move the pointer over the cells where you can play\n"
        "  Home End  the first or the last column or place\n"
        "  + -       take one more or one fewer (also Up and Down on a single row)\n"
        "  digits    how many: pieces or matches (1 then 2: 12); on the grid, the pawn's number\n"
        "  Enter     play the move under the pointer; after the game, a new game\n"
        "  ?         a hint, a step further each time: the method, the numbers, the move\n"
        "  c         the coach on or off: a line right after a move that lets a win go\n"
        "  u r       take your last turn back, play it again\n"
        "  n m       a new game, the menu\n"
        "  Esc       this game's settings (Esc again comes back)\n"
        "  q         quit");
}

}  // namespace marienbad
