// The browser's keys mapped to the play layer's: a KeyboardEvent's `key` and its modifiers become
// a GameKey for `press_key` (play/game_keys.hpp, where every key's meaning is, F1 and the Ctrl
// shortcuts included). Nothing else: a key with Alt or Meta, or Ctrl but for Z and Y, is the
// browser's (its zoom, its tabs), Tab moves the focus between the page's controls, and `q` is
// left out — a page cannot close its tab. The keys the page lists as its help are here too.
#pragma once

#include <optional>
#include <string>
#include <vector>

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

// The play layer's key for a browser's; none when the key is the browser's own.
std::optional<GameKey> map_browser_key(const BrowserKey& key);

// The page's keys as rows (a table): the play layer's, without `q`, with F1 and the Ctrl
// shortcuts and the page's scrolling.
std::vector<KeyHelp> web_key_rows();
// How the page is played by pointing: with a mouse (`touch` false), or with a finger.
std::string web_pointer_help(bool touch);

}  // namespace marienbad
