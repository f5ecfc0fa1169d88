// The browser's keys as the page hands them to the play layer: KeyboardEvent.key values for the
// named keys, printable characters, F1 and the Ctrl shortcuts (whose meaning is the play layer's),
// and the keys the page leaves to the browser (its own shortcuts, Tab's focus, `q`, which cannot
// close a tab); the page's help, for a mouse and for a finger.
#include <gtest/gtest.h>

#include "play/game_keys.hpp"
#include "web/web_keys.hpp"

namespace marienbad {
namespace {

std::optional<GameKey> game_key(const std::string& key, bool repeat = false) {
    BrowserKey browser;
    browser.key = key;
    browser.repeat = repeat;
    return map_browser_key(browser);
}

TEST(WebKeys, NamedKeysBecomeThePlayLayersNamedKeys) {
    const std::vector<std::pair<std::string, KeyName>> named = {
        {"ArrowLeft", KeyName::left}, {"ArrowRight", KeyName::right},
        {"ArrowUp", KeyName::up},     {"ArrowDown", KeyName::down},
        {"Home", KeyName::home},      {"End", KeyName::end},
        {"Enter", KeyName::enter},    {"Escape", KeyName::escape},
        {"PageUp", KeyName::page_up}, {"PageDown", KeyName::page_down},
        {"F1", KeyName::f1}};
    for (const auto& [key, name] : named) {
        const auto mapped = game_key(key);
        ASSERT_TRUE(mapped) << key;
        EXPECT_EQ(mapped->name, name) << key;
        EXPECT_FALSE(mapped->repeated);
    }
    EXPECT_TRUE(game_key("Enter", true)->repeated);
}

TEST(WebKeys, PrintableCharactersAreTheirCharacter) {
    for (const char c : std::string("0123456789+-?urnmhb")) {
        const auto mapped = game_key(std::string(1, c));
        ASSERT_TRUE(mapped) << c;
        EXPECT_TRUE(mapped->is(c)) << c;
    }
    EXPECT_TRUE(game_key(" ")->is(' '));
}

TEST(WebKeys, TheBrowsersOwnKeysAreLeftToIt) {
    EXPECT_FALSE(game_key("q"));
    EXPECT_FALSE(game_key("Tab"));
    EXPECT_FALSE(game_key("Shift"));
    EXPECT_FALSE(game_key("F5"));
    EXPECT_FALSE(game_key("é"));
    EXPECT_FALSE(game_key(""));
    EXPECT_FALSE(map_browser_key(BrowserKey{"c", true}));  // copy
    EXPECT_FALSE(map_browser_key(BrowserKey{"u", false, false, true}));
}

TEST(WebKeys, TheShortcutsAskThePlayLayersUndoRedoAndHint) {
    const auto action = [](const BrowserKey& key) {
        const auto mapped = map_browser_key(key);
        return mapped ? action_of(*mapped, PlayPhase::person_to_move) : std::nullopt;
    };
    EXPECT_EQ(action(BrowserKey{"F1"})->action, GameAction::hint);
    EXPECT_EQ(action(BrowserKey{"z", true})->action, GameAction::undo);
    EXPECT_EQ(action(BrowserKey{"Z", true, true})->action, GameAction::redo);
    EXPECT_EQ(action(BrowserKey{"y", true})->action, GameAction::redo);
}

TEST(WebKeys, TheHelpNamesTheFingerTheShortcutsAndNoQuit) {
    EXPECT_NE(web_pointer_help(true).find("tap"), std::string::npos);
    EXPECT_NE(web_pointer_help(false).find("wheel"), std::string::npos);
    const auto rows = web_key_rows();
    const auto has = [&](const std::string& keys) {
        return std::any_of(rows.begin(), rows.end(),
                           [&](const KeyHelp& row) { return row.keys == keys; });
    };
    EXPECT_TRUE(has("Ctrl+Z, Ctrl+Shift+Z"));
    EXPECT_TRUE(has("Enter"));
    EXPECT_TRUE(has("F1"));
    EXPECT_FALSE(has("q")) << "a page cannot close its tab";
}

}  // namespace
}  // namespace marienbad
