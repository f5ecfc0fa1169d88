// The browser's keys mapped to the play layer's: a KeyboardEvent's `key` and its modifiers become
// a GameKey for `press_key` (play/game_keys.hpp, where every key's meaning is), or one of the
// window's shortcuts the page keeps (F1 a hint, Ctrl+Z and Ctrl+Shift+Z or Ctrl+Y undo and redo).
// Nothing else: a key with Ctrl, Alt or Meta is the browser's (its zoom, its tabs), Tab moves the
// focus between the page's controls, and `q` is left out — a page cannot close its tab.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "play/game_keys.hpp"

namespace marienbad {

// What a browser's key event says.
struct BrowserKey {
    std::string key;  // KeyboardEvent.key: "ArrowLeft", "Enter", " ", "7", "u", "F1"
    bool ctrl = false;
    bool shift = false;
    bool alt = false;
    bool meta = false;
    bool repeat = false;  // held down
};

// The window's shortcuts, which the page keeps.
enum class PageShortcut { hint, undo, redo };

struct MappedKey {
    std::optional<GameKey> game_key;       // for press_key
    std::optional<PageShortcut> shortcut;  // or a shortcut
};

// The key's meaning on the page: nothing when it is the browser's or the focus's.
MappedKey map_browser_key(const BrowserKey& key);

// The keys of the page, for its Keys panel: the mouse and a finger, the keys of every front end,
// and the page's shortcuts.
std::string web_keys_help();

}  // namespace marienbad
