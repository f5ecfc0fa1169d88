// The window's keys mapped to the play layer's.
#include "gui/window_keys.hpp"

#include <QString>
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
        case Qt::Key_F1:
            return KeyName::f1;
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

std::vector<KeyHelp> window_key_rows() {
    std::vector<KeyHelp> rows = game_key_rows(true);
    rows.push_back({tr("PgUp PgDn"), tr("scroll the messages by a page")});
    rows.push_back({"Ctrl+R", tr("back to the start")});
    rows.push_back({"Ctrl+N", tr("a new game, chosen in the new-game form")});
    rows.push_back({"Ctrl+S Ctrl+O", tr("save the game in a file, open a saved one")});
    return rows;
}

std::string window_keys_list() {
    return key_rows_text(window_key_rows());
}

std::string window_keys_table() {
    const auto html = [](const std::string& text) {
        return QString::fromStdString(text).toHtmlEscaped().toStdString();
    };
    std::string table =
        "<p>" +
        html(tr("Mouse: a click on a cell plays what it shows (the cells marked under the mouse); "
                "the wheel says how many.")) +
        "</p><p>" +
        html(tr("Under the board, − and + choose how many, or which pawn, and Play plays.")) +
        "</p><p><b>" + html(tr("Keys:")) + "</b></p><table cellspacing=\"4\">";
    for (const KeyHelp& row : window_key_rows()) {
        table += "<tr><td style=\"white-space: nowrap\"><b>" + html(row.keys) + "</b></td><td>" +
                 html(row.what) + "</td></tr>";
    }
    return table + "</table>";
}

}  // namespace marienbad
