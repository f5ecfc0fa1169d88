// The browser's keys as the page hands them to the play layer: KeyboardEvent.key values for the
// named keys, printable characters, the window's shortcuts the page keeps, and the keys the page
// leaves to the browser (its own shortcuts, Tab's focus, `q`, which cannot close a tab).
#include <gtest/gtest.h>

#include "web/web_keys.hpp"

namespace marienbad {
namespace {

std::optional<GameKey> game_key(const std::string& key, bool repeat = false) {
    BrowserKey browser;
    browser.key = key;
    browser.repeat = repeat;
    return map_browser_key(browser).game_key;
}

TEST(WebKeys, NamedKeysBecomeThePlayLayersNamedKeys) {
    const std::vector<std::pair<std::string, KeyName>> named = {
        {"ArrowLeft", KeyName::left}, {"ArrowRight", KeyName::right},
        {"ArrowUp", KeyName::up},     {"ArrowDown", KeyName::down},
        {"Home", KeyName::home},      {"End", KeyName::end},
        {"Enter", KeyName::enter},    {"Escape", KeyName::escape},
        {"PageUp", KeyName::page_up}, {"PageDown", KeyName::page_down}};
    for (const auto& [key, name] : named) {
        const auto mapped = game_key(key);
        ASSERT_TRUE(mapped) << key;
        EXPECT_EQ(mapped->name, name) << key;
        EXPECT_FALSE(mapped->repeated);
    }
    EXPECT_TRUE(game_key("Enter", true)->repeated);
}

TEST(WebKeys, PrintableCharactersAreTheirCharacter) {
    for (const char c : std::string("0123456789+-?urnmh")) {
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
    BrowserKey copy{"c", true};
    EXPECT_FALSE(map_browser_key(copy).game_key);
    EXPECT_FALSE(map_browser_key(copy).shortcut);
    BrowserKey alt{"u", false, false, true};
    EXPECT_FALSE(map_browser_key(alt).game_key);
}

TEST(WebKeys, TheWindowsShortcutsArePageShortcuts) {
    EXPECT_EQ(map_browser_key(BrowserKey{"F1"}).shortcut, PageShortcut::hint);
    EXPECT_EQ(map_browser_key(BrowserKey{"z", true}).shortcut, PageShortcut::undo);
    EXPECT_EQ(map_browser_key(BrowserKey{"Z", true, true}).shortcut, PageShortcut::redo);
    EXPECT_EQ(map_browser_key(BrowserKey{"y", true}).shortcut, PageShortcut::redo);
    EXPECT_FALSE(map_browser_key(BrowserKey{"F1"}).game_key);
}

TEST(WebKeys, TheHelpNamesTheFingerAndTheShortcuts) {
    const std::string help = web_keys_help();
    EXPECT_NE(help.find("tap"), std::string::npos) << help;
    EXPECT_NE(help.find("Ctrl+Z"), std::string::npos) << help;
    EXPECT_NE(help.find("Enter"), std::string::npos) << help;
}

}  // namespace
}  // namespace marienbad
