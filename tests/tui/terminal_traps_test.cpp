// What could trap or mislead a player in the terminal, each played on a scripted terminal as a
// person plays it: a board too big for the terminal (Esc, m and Tab still lead somewhere, and the
// form said so before the start), a count of two digits, the review given the whole screen at the
// end and Tab between it and the board, and the game's state computed once per key.
#include <gtest/gtest.h>

#include <memory>

#include "catalogue/catalogue.hpp"
#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "play/play_fixtures.hpp"
#include "scripted_play.hpp"
#include "support/text_search.hpp"
#include "tui/game_screen.hpp"

namespace marienbad {
namespace {

using testing::contains;

const ParameterValues k_big_grid =
    values_of(GridGame::description(),
              {{"--rows", "30"}, {"--cols", "30"}, {"--level", "2"}, {"--first", "human"}});

TEST(TerminalTraps, ABoardTooBigLeavesEveryWayOut) {
    // Esc: the game's settings, the game kept under them; Esc again: back to the game.
    auto played = play(&GridGame::description(), k_big_grid,
                       {{Key::of(KeyCode::escape)}, {Key::of(KeyCode::escape)}, {Key::of('m')}});
    const auto& frames = played.terminal.frames();
    ASSERT_GE(frames.size(), 4U);
    EXPECT_TRUE(contains(frames[0], "The terminal is too small")) << frames[0];
    EXPECT_TRUE(contains(frames[0], "press Esc for this game's settings")) << frames[0];
    EXPECT_TRUE(contains(frames[1], "Rows")) << frames[1];
    EXPECT_TRUE(contains(frames[2], "The terminal is too small")) << frames[2];
    EXPECT_TRUE(contains(frames[3], "Choose a game:")) << "m: the menu\n" << frames[3];
    // Tab: the messages on the whole screen, and back.
    auto messages = play(&GridGame::description(), k_big_grid, {{Key::of(KeyCode::tab)}});
    EXPECT_TRUE(contains(messages.terminal.last_frame(), "Seed: 7"))
        << messages.terminal.last_frame();
    EXPECT_FALSE(contains(messages.terminal.last_frame(), "too small"));
}

TEST(TerminalTraps, TheFormSaysBeforeTheStartWhenTheBoardWillNotFit) {
    auto played =
        play(&GridGame::description(),
             values_of(GridGame::description(), {{"--rows", "30"}, {"--cols", "30"}}), {});
    EXPECT_TRUE(contains(played.terminal.frames().front(),
                         "This board will not fit this terminal (80 × 24)"))
        << played.terminal.frames().front();
}

TEST(TerminalTraps, TwoDigitsTypedInARowAreOneCount) {
    auto played = play(&NimGame::description(),
                       values_of(NimGame::description(),
                                 {{"--piles", "34,20,9"}, {"--level", "4"}, {"--first", "human"}}),
                       keys("18"), {}, {120, 40});
    EXPECT_TRUE(contains(played.terminal.last_frame(), "Enter plays: take 18 pieces from"))
        << played.terminal.last_frame();
}

TEST(TerminalTraps, AtTheEndTheReviewGetsTheScreenAndTabGoesBackToTheBoard) {
    // A grid of 12 rows leaves the console few lines at 80 × 24.
    const auto played = testing::controller_of(
        GridGame::description(),
        {{"--rows", "12"}, {"--cols", "12"}, {"--level", "4"}, {"--first", "human"}}, 7);
    PlayController& game = *played;
    GameScreen screen(1);
    Screen frame(80, 24, false);
    screen.update(game, {80, 24});
    screen.draw(game, frame, true);
    EXPECT_TRUE(contains(frame.text(), "Enter play")) << frame.text();
    for (int moves = 0; game.phase() != PlayPhase::game_over && moves < 200; ++moves) {
        if (!game.play_pointed()) {
            game.take_step();
        }
    }
    ASSERT_EQ(game.phase(), PlayPhase::game_over);
    screen.update(game, {80, 24});
    Screen end(80, 24, false);
    screen.draw(game, end, true);
    EXPECT_TRUE(contains(end.text(), "Review of the game:")) << end.text();
    EXPECT_TRUE(contains(end.text(), "Tab board")) << end.text();
    screen.handle(game, Key::of(KeyCode::tab));
    screen.update(game, {80, 24});
    Screen board(80, 24, false);
    screen.draw(game, board, true);
    EXPECT_TRUE(contains(board.text(), "Tab messages")) << board.text();
}

TEST(TerminalTraps, TheStateIsComputedOncePerKey) {
    const auto played = testing::controller_of(
        NimGame::description(), {{"--piles", "1,2,3,5,7"}, {"--level", "4"}, {"--first", "human"}},
        7);
    PlayController& game = *played;
    GameScreen screen(1);
    Screen frame(80, 24, false);
    screen.update(game, {80, 24});
    screen.draw(game, frame, true);
    for (const char key : {'<', '>', '+', '?', '-', '1', 'u'}) {
        const int before = game.state_computations();
        screen.handle(game, keys(std::string(1, key)).front().key);
        screen.update(game, {80, 24});
        screen.draw(game, frame, true);
        EXPECT_LE(game.state_computations() - before, 1) << key;
    }
}

}  // namespace
}  // namespace marienbad
