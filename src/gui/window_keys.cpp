// The window's keys mapped to the play layer's.
#include "gui/window_keys.hpp"

#include <Qt>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

KeyName key_name(int key) {
    switch (key) {
        case Qt::Key_Left:
            return KeyName::left;
        case Qt::Key_Right:
            return KeyName::right;
        case Qt::Key_Up:
            return KeyName::up;
        case Qt::Key_Down:
            return KeyName::down;
        case Qt::Key_Home:
            return KeyName::home;
        case Qt::Key_End:
            return KeyName::end;
        case Qt::Key_Return:
        case Qt::Key_Enter:
            return KeyName::enter;
        case Qt::Key_Escape:
            return KeyName::escape;
        case Qt::Key_PageUp:
            return KeyName::page_up;
        case Qt::Key_PageDown:
            return KeyName::page_down;
        default:
            return KeyName::other;
    }
}

}  // namespace

GameKey window_key(int key, char text, bool auto_repeat) {
    GameKey mapped;
    mapped.repeated = auto_repeat;
    mapped.name = key_name(key);
    if (mapped.name == KeyName::other && text > ' ' && text < 0x7f) {
        mapped.name = KeyName::character;
        mapped.character = text;
    } else if (mapped.name == KeyName::other && key == Qt::Key_Space) {
        mapped.name = KeyName::character;
        mapped.character = ' ';
    }
    return mapped;
}

std::string window_keys_list() {
    return game_keys_help() + "\n" +
           tr("  PgUp PgDn scroll the messages by a page\n"
              "  F1        a hint; Ctrl+Z, Ctrl+Shift+Z: undo, redo; Ctrl+R: back to the start\n"
              "  Ctrl+N    a new game, chosen in the new-game form");
}

std::string window_keys_help() {
    return tr("Mouse: a click on a cell plays what it shows (the cells marked under the mouse); "
              "the wheel says how many.") +
           std::string("\n\n") + tr("Keys:") + "\n" + window_keys_list();
}

}  // namespace marienbad
