// What the window remembers (QSettings in Qt's test location, never the user's): the palette, the
// zoom and the last game's settings, read back as they were written; a value edited out of range
// left out; the command line winning over what is remembered; the window closing remembers what
// it showed. And Qt's own buttons in French.
#include <gtest/gtest.h>

#include <QMessageBox>
#include <QPushButton>
#include <QSettings>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "gui/qt_translations.hpp"
#include "gui/window_settings.hpp"
#include "window_fixture.hpp"

namespace marienbad {
namespace {

using testing::WindowGame;

void forget_everything() {
    QSettings(QStringLiteral("marienbad"), QStringLiteral("marienbad")).clear();
}

ParameterValues grid_values(const std::vector<std::pair<std::string, std::string>>& given) {
    ParameterValues values(play_parameters(GridGame::description()));
    for (const auto& [name, text] : given) {
        values.give(name, text);
    }
    return values;
}

TEST(WindowSettings, ReadBackAsWritten) {
    forget_everything();
    WindowSettings written;
    written.palette = PaletteKind::classic;
    written.pitch = 70;
    written.last_game = remember_game(
        GridGame::description(),
        grid_values({{"--rows", "7"}, {"--cols", "9"}, {"--level", "2"}, {"--seed", "5"}}));
    save_window_settings(written);

    const WindowSettings read = load_window_settings();
    EXPECT_EQ(read.palette, PaletteKind::classic);
    EXPECT_EQ(read.pitch, 70);
    ASSERT_TRUE(read.last_game);
    const ParameterValues recalled = recalled_values(GridGame::description(), *read.last_game);
    EXPECT_EQ(recalled.text("--rows"), "7");
    EXPECT_EQ(recalled.text("--cols"), "9");
    EXPECT_EQ(recalled.text("--level"), "2");
    // The seed is a game's, not a setting: never remembered.
    EXPECT_FALSE(recalled.given("--seed"));
    forget_everything();
}

TEST(WindowSettings, AValueOutOfRangeIsLeftOut) {
    const RememberedGame edited{"grid",
                                {{"--rows", {"99"}}, {"--cols", {"x"}}, {"--pawns", {"3"}}}};
    const ParameterValues recalled = recalled_values(GridGame::description(), edited);
    EXPECT_FALSE(recalled.given("--rows"));
    EXPECT_FALSE(recalled.given("--cols"));
    EXPECT_EQ(recalled.text("--pawns"), "3");
}

TEST(WindowSettings, TheCommandLineWins) {
    WindowSettings settings;
    settings.last_game = RememberedGame{"nim", {{"--columns", {"9"}}, {"--level", {"1"}}}};
    ParameterValues given(play_parameters(NimGame::description()));
    given.give("--piles", "1,2,3,5,7");
    const ParameterValues values = with_remembered(NimGame::description(), given, settings);
    EXPECT_EQ(values.text("--piles"), "1,2,3,5,7");
    EXPECT_FALSE(values.given("--columns")) << "--piles given replaces the remembered --columns";
    EXPECT_EQ(values.text("--level"), "1");

    ParameterValues level_given(play_parameters(NimGame::description()));
    level_given.give("--level", "4");
    EXPECT_EQ(with_remembered(NimGame::description(), level_given, settings).text("--level"), "4");
    // Another game's settings are not this one's.
    EXPECT_FALSE(
        with_remembered(GridGame::description(), grid_values({}), settings).given("--level"));
}

TEST(WindowSettings, ClosingTheWindowRemembersItsZoomPaletteAndGame) {
    forget_everything();
    {
        WindowGame window(GridGame::description(),
                          {{"--rows", "6"}, {"--level", "3"}, {"--first", "human"}}, 1);
        const double before = window.board().pitch();
        window.window().action(QStringLiteral("zoom-in"))->trigger();
        EXPECT_GT(window.board().pitch(), before);
        window.window().action(QStringLiteral("palette-classic"))->trigger();
        window.window().close();
        const WindowSettings read = load_window_settings();
        EXPECT_EQ(read.pitch, window.board().pitch());
        EXPECT_EQ(read.palette, PaletteKind::classic);
        ASSERT_TRUE(read.last_game);
        EXPECT_EQ(read.last_game->name, "grid");
        EXPECT_EQ(recalled_values(GridGame::description(), *read.last_game).text("--rows"), "6");
    }
    forget_everything();
}

TEST(QtTranslations, QtsOwnButtonsSpeakFrench) {
    const auto translator = install_qt_translations(Language::french);
    ASSERT_NE(translator, nullptr) << "Debian's qt6-translations-l10n has qtbase_fr.qm";
    QMessageBox box;
    box.setStandardButtons(QMessageBox::Yes | QMessageBox::Cancel);
    EXPECT_EQ(box.button(QMessageBox::Yes)->text(), QStringLiteral("&Oui"));
    EXPECT_EQ(box.button(QMessageBox::Cancel)->text(), QStringLiteral("Annuler"));
    EXPECT_EQ(install_qt_translations(Language::english), nullptr);
}

}  // namespace
}  // namespace marienbad
