// The browser's keys mapped to the play layer's.
#include "web/web_keys.hpp"

#include <array>
#include <utility>

#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

constexpr std::array<std::pair<std::string_view, KeyName>, 10> k_named_keys{{
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
}};

}  // namespace

MappedKey map_browser_key(const BrowserKey& key) {
    if (key.alt || key.meta) {
        return {};
    }
    if (key.ctrl) {
        if (key.key == "z" || key.key == "Z") {
            return {std::nullopt, key.shift ? PageShortcut::redo : PageShortcut::undo};
        }
        if (key.key == "y" || key.key == "Y") {
            return {std::nullopt, PageShortcut::redo};
        }
        return {};
    }
    if (key.key == "F1") {
        return {std::nullopt, PageShortcut::hint};
    }
    for (const auto& [name, mapped] : k_named_keys) {
        if (key.key == name) {
            GameKey game_key = GameKey::named(mapped);
            game_key.repeated = key.repeat;
            return {game_key, std::nullopt};
        }
    }
    // One printable ASCII character ("Spacebar" is an old browser's space).
    const bool space = key.key == " " || key.key == "Spacebar";
    if ((key.key.size() == 1 && key.key[0] > ' ' && key.key[0] < 0x7f && key.key != "q") || space) {
        GameKey game_key = GameKey::of(space ? ' ' : key.key[0]);
        game_key.repeated = key.repeat;
        return {game_key, std::nullopt};
    }
    return {};
}

std::string web_keys_help() {
    return tr("Mouse: a click on a cell plays what it shows (the cells marked under the mouse); "
              "the wheel says how many.") +
           std::string("\n") +
           tr("A finger: a tap on a cell shows what it plays; a second tap on it plays.") +
           std::string("\n\n") + tr("Keys:") + "\n" + game_keys_help() + "\n" +
           tr("  F1        a hint; Ctrl+Z, Ctrl+Shift+Z: undo, redo");
}

}  // namespace marienbad
