// The browser's keys mapped to the play layer's.
#include "web/web_keys.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

constexpr std::array<std::pair<std::string_view, KeyName>, 11> k_named_keys{{
    {"ArrowLeft", KeyName::left},
    {"ArrowRight", KeyName::right},
    {"ArrowUp", KeyName::up},
    {"ArrowDown", KeyName::down},
    {"Home", KeyName::home},
    {"End", KeyName::end},
    {"Enter", KeyName::enter},
    {"Escape", KeyName::escape},
    {"PageUp", KeyName::page_up},
    {"PageDown", KeyName::page_down},
    {"F1", KeyName::f1},
}};

}  // namespace

std::optional<GameKey> map_browser_key(const BrowserKey& key) {
    if (key.alt || key.meta) {
        return std::nullopt;
    }
    if (key.ctrl) {
        // Undo and redo, as the window has them; every other Ctrl key is the browser's.
        if (key.key == "z" || key.key == "Z" || key.key == "y" || key.key == "Y") {
            GameKey shortcut = GameKey::with_ctrl(key.key[0], key.shift);
            shortcut.repeated = key.repeat;
            return shortcut;
        }
        return std::nullopt;
    }
    for (const auto& [name, mapped] : k_named_keys) {
        if (key.key == name) {
            GameKey game_key = GameKey::named(mapped);
            game_key.repeated = key.repeat;
            return game_key;
        }
    }
    // One printable ASCII character ("Spacebar" is an old browser's space).
    const bool space = key.key == " " || key.key == "Spacebar";
    if ((key.key.size() == 1 && key.key[0] > ' ' && key.key[0] < 0x7f && key.key != "q") || space) {
        GameKey game_key = GameKey::of(space ? ' ' : key.key[0]);
        game_key.repeated = key.repeat;
        return game_key;
    }
    return std::nullopt;
}

std::vector<KeyHelp> web_key_rows() {
    std::vector<KeyHelp> rows = game_key_rows(true);
    // A page cannot close its tab.
    rows.erase(std::remove_if(rows.begin(), rows.end(),
                              [](const KeyHelp& row) { return row.keys == "q"; }),
               rows.end());
    rows.push_back({tr("PgUp PgDn"), tr("scroll the messages by a page")});
    return rows;
}

std::string web_pointer_help(bool touch) {
    if (touch) {
        return tr(
            "A finger: a tap on a cell shows what it plays; a second tap on it plays. Under "
            "the board, − and + choose how many, or which pawn, and Play plays.");
    }
    return tr("Mouse: a click on a cell plays what it shows (the cells marked under the mouse); "
              "the wheel says how many.") +
           std::string(" ") +
           tr("Under the board, − and + choose how many, or which pawn, and Play plays.");
}

}  // namespace marienbad
