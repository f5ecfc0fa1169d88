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

std::string terminal_keys_list() {
    std::vector<KeyHelp> rows = game_key_rows(false);
    rows.push_back(
        {tr("PgUp PgDn"), tr("scroll the messages by a page (also the wheel over them)")});
    rows.push_back({tr("Tab"), tr("the messages on the whole screen, or the board again")});
    rows.push_back({"h", tr("these keys")});
    rows.push_back({tr("mouse"), tr("a click points at a cell, a second click plays there")});
    return key_rows_text(rows);
}

std::string keys_help() {
    return tr("Keys:") + std::string("\n") + terminal_keys_list();
}

}  // namespace marienbad
