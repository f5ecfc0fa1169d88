// A game's set-up: it says and asks in its handout's order, stops at each open question, and starts
// the session once every question is answered; values the description refuses are refused before
// anything is said.
#include <gtest/gtest.h>

#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_game.hpp"
#include "games/usage_error.hpp"
#include "play_fixtures.hpp"

namespace marienbad {
namespace {

TEST(GameSetup, SeedOnesDialogueInItsOrder) {
    // Handout 001 §5: the rules, the seed, "Game settings:", rows and columns asked, the banned
    // cells drawn, the level asked, who starts asked.
    GameSetup setup(GridGame::description(),
                    ParameterValues(play_parameters(GridGame::description())), 4);
    ASSERT_EQ(setup.question(), SetupQuestion::parameter);
    EXPECT_EQ(setup.parameter().name, "--rows");
    ASSERT_EQ(setup.said().size(), 3U);
    EXPECT_EQ(setup.said()[1], "Seed: 4 (replay this game with --seed 4)");
    EXPECT_EQ(setup.said()[2], "Game settings:");
    setup.answer_parameter(5);
    EXPECT_EQ(setup.parameter().name, "--cols");
    setup.answer_parameter(6);
    ASSERT_EQ(setup.question(), SetupQuestion::strength);
    // The banned cells drawn, then the id of the board they make.
    ASSERT_GE(setup.said().size(), 2U);
    EXPECT_TRUE(setup.said()[setup.said().size() - 2].starts_with("Banned cells generated: "))
        << setup.said()[setup.said().size() - 2];
    EXPECT_TRUE(setup.said().back().starts_with("Game id: grid:5x6")) << setup.said().back();
    EXPECT_THROW(setup.start(), std::logic_error);
    setup.answer_strength(Strength::from_level(2));
    EXPECT_EQ(setup.said().back(), "Computer: level 2 (medium).");
    ASSERT_EQ(setup.question(), SetupQuestion::who_starts);
    setup.answer_who_starts(FirstPlayer::computer);
    EXPECT_EQ(setup.question(), std::nullopt);
    const auto session = setup.start();
    EXPECT_FALSE(session->is_person(session->to_move()));
}

TEST(GameSetup, SeedZeroSaysTheRulesAsPlayStarts) {
    ParameterValues values(play_parameters(NimGame::description()));
    values.give("--piles", "3,4,5");
    values.give("--level", "1");
    GameSetup setup(NimGame::description(), values, 9);
    EXPECT_EQ(setup.question(), std::nullopt);
    EXPECT_EQ(setup.said().front(), "Seed: 9 (replay this game with --seed 9)");
    EXPECT_EQ(setup.said().back(),
              "Nim: take one or more pieces from a single column. Whoever "
              "takes the last piece wins.");
}

TEST(GameSetup, ValuesTheDescriptionRefusesAreRefusedFirst) {
    ParameterValues values(play_parameters(NimGame::description()));
    values.give("--piles", "3,4,5");
    values.give("--columns", "3");
    EXPECT_THROW(GameSetup(NimGame::description(), values, 1), UsageError);
}

TEST(GameSetup, WhatTheValuesLeaveToAsk) {
    ParameterValues values(play_parameters(RowGame::description()));
    EXPECT_TRUE(leaves_questions(RowGame::description(), values));  // the level
    values.give("--level", "2");
    EXPECT_FALSE(leaves_questions(RowGame::description(), values));
    ParameterValues people(play_parameters(RowGame::description()));
    people.give("--players", "human-human");
    EXPECT_FALSE(leaves_questions(RowGame::description(), people));
}

}  // namespace
}  // namespace marienbad
