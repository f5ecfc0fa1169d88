// The terminal's keys mapped to the play layer's, and their questions.
#include "tui/game_keys.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

GameKey game_key(const Key& key) {
    GameKey mapped;
    mapped.repeated = key.repeated;
    switch (key.code) {
        case KeyCode::character:
            mapped.name = KeyName::character;
            mapped.character = key.character;
            break;
        case KeyCode::up:
            mapped.name = KeyName::up;
            break;
        case KeyCode::down:
            mapped.name = KeyName::down;
            break;
        case KeyCode::left:
            mapped.name = KeyName::left;
            break;
        case KeyCode::right:
            mapped.name = KeyName::right;
            break;
        case KeyCode::enter:
            mapped.name = KeyName::enter;
            break;
        case KeyCode::escape:
            mapped.name = KeyName::escape;
            break;
        case KeyCode::page_up:
            mapped.name = KeyName::page_up;
            break;
        case KeyCode::page_down:
            mapped.name = KeyName::page_down;
            break;
        case KeyCode::home:
            mapped.name = KeyName::home;
            break;
        case KeyCode::end:
            mapped.name = KeyName::end;
            break;
        case KeyCode::tab:
            mapped.name = KeyName::tab;
            break;
        case KeyCode::mouse:
        case KeyCode::resize:
        case KeyCode::stop:
            mapped.name = KeyName::other;
            break;
    }
    return mapped;
}

std::string question_prompt(GameExit exit) {
    switch (exit) {
        case GameExit::quit:
            return tr("Press q again to quit, any other key to go on.");
        case GameExit::new_game:
            return tr("Press n again to leave this game for a new one, any other key to go on.");
        case GameExit::list:
            return tr("Press m again to leave this game for the menu, any other key to go on.");
        case GameExit::form:
            break;
    }
    return tr("Press Esc again to leave this game for its settings, any other key to go on.");
}

std::string terminal_keys_list() {
    return game_keys_help() + "\n" +
           tr("  PgUp PgDn scroll the messages by a page (also the wheel over them)\n"
              "  Tab       the messages on the whole screen, or the board again\n"
              "  h         these keys\n"
              "  mouse     a click points at a cell, a second click plays there");
}

std::string keys_help() {
    return tr("Keys:") + std::string("\n") + terminal_keys_list();
}

}  // namespace marienbad
