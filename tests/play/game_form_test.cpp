// The new-game form of every game, built from its description alone: an item for each parameter
// a form offers, the rules, the level, who starts and who plays, each with its choices, range and
// one default; an item that means nothing with the other choices is not offered and gives
// nothing; the values it gives start a game with nothing left to ask.
#include <gtest/gtest.h>

#include <algorithm>

#include "games/grid/grid_game.hpp"
#include "games/nim/nim_game.hpp"
#include "play/game_form.hpp"
#include "play_fixtures.hpp"
#include "support/game_params.hpp"

namespace marienbad {
namespace {

using testing::game_name;

class GameFormTest : public ::testing::TestWithParam<const GameDescription*> {
  protected:
    const GameDescription& game() const { return *GetParam(); }
    GameForm empty_form() const {
        return GameForm(game(), ParameterValues(play_parameters(game())));
    }
};

INSTANTIATE_TEST_SUITE_P(EveryGame, GameFormTest, ::testing::ValuesIn(game_descriptions()),
                         game_name);

const FormItem& item_named(const GameForm& form, const std::string& label) {
    const auto& items = form.items();
    const auto found = std::find_if(items.begin(), items.end(),
                                    [&](const FormItem& item) { return item.label == label; });
    if (found == items.end()) {
        throw std::logic_error("no item " + label);
    }
    return *found;
}

int index_of(const GameForm& form, const std::string& label) {
    const auto& items = form.items();
    return static_cast<int>(
        std::find_if(items.begin(), items.end(),
                     [&](const FormItem& item) { return item.label == label; }) -
        items.begin());
}

TEST_P(GameFormTest, AnItemForEachParameterAFormOffersWithItsRangeAndDefault) {
    const GameForm form = empty_form();
    for (const ParameterSpec& spec : game().parameters()) {
        if (spec.label.empty()) {
            continue;
        }
        const FormItem& item = item_named(form, spec.label);
        if (spec.kind == ParameterKind::number) {
            EXPECT_EQ(item.first_number, spec.min);
            EXPECT_EQ(static_cast<int>(item.shown.size()), spec.max - spec.min + 1);
            EXPECT_EQ(item.value_shown(),
                      std::to_string(spec.fallback.value_or(spec.suggestion.value_or(spec.min))));
        } else {
            ASSERT_EQ(item.shown.size(), spec.choices.size()) << spec.name;
            EXPECT_EQ(item.value_shown(), spec.choices.front().label) << spec.name;
        }
        EXPECT_FALSE(item.help.empty());
        EXPECT_FALSE(item.help.find("asked when missing") != std::string::npos)
            << "a form's help is written for a form: " << item.help;
    }
}

TEST_P(GameFormTest, TheCommonItemsAndTheirDefaults) {
    const GameForm form = empty_form();
    const FormItem& level = item_named(form, "Computer level");
    EXPECT_EQ(level.shown.size(), 4U);
    EXPECT_EQ(level.value_shown(), "level 2 (medium)");
    EXPECT_EQ(item_named(form, "Who starts").value_shown(), "drawn at random");
    EXPECT_EQ(item_named(form, "Players").value_shown(), "you against the computer");
    if (!game().menu_rules().empty()) {
        EXPECT_EQ(item_named(form, "Rules").value_shown(), game().menu_rules().front().label);
    }
    // Each item's help is a form's, never the command line's wording.
    for (const FormItem& item : form.items()) {
        EXPECT_FALSE(item.help.find("(asked when missing)") != std::string::npos) << item.label;
    }
}

TEST_P(GameFormTest, ItsValuesStartAGameWithNothingLeftToAsk) {
    const GameForm form = empty_form();
    const ParameterValues values = form.values();
    EXPECT_FALSE(leaves_questions(game(), values));
    GameSetup setup(game(), values, 1);
    EXPECT_FALSE(setup.question());
    EXPECT_TRUE(setup.start());
}

TEST_P(GameFormTest, BetweenTwoPeopleNeitherTheLevelNorWhoStartsIsOffered) {
    GameForm form = empty_form();
    form.select(index_of(form, "Players"));
    form.choose(form.selected(), 2);
    ASSERT_EQ(item_named(form, "Players").value_shown(), "two people taking turns");
    EXPECT_FALSE(item_named(form, "Who starts").applies);
    EXPECT_FALSE(item_named(form, "Computer level").applies);
    const ParameterValues values = form.values();
    EXPECT_FALSE(values.given("--first"));
    EXPECT_FALSE(values.given("--level"));
    EXPECT_NO_THROW(read_match_settings(values));
    // The selection skips what is not offered.
    form.select(index_of(form, "Players"));
    form.move_selection(-1);
    EXPECT_EQ(form.items()[static_cast<std::size_t>(form.selected())].label,
              form.items()[static_cast<std::size_t>(index_of(form, "Computer level") - 1)].label);
    // The computer against itself: a level for each computer, no one to start.
    form.select(index_of(form, "Players"));
    form.choose(form.selected(), 1);
    EXPECT_FALSE(item_named(form, "Computer level").applies);
    EXPECT_TRUE(item_named(form, "Computer 1's level").applies);
    EXPECT_TRUE(item_named(form, "Computer 2's level").applies);
    EXPECT_TRUE(item_named(form, "Computer's play").applies);
    EXPECT_FALSE(item_named(form, "Who starts").applies);
}

TEST_P(GameFormTest, TwoComputersEachTheirLevelWhichReachesItsSeat) {
    GameForm form = empty_form();
    form.choose(index_of(form, "Players"), 1);
    EXPECT_EQ(item_named(form, "Computer 1's level").value_shown(), "level 2 (medium)");
    form.choose(index_of(form, "Computer 1's level"), 1);
    form.choose(index_of(form, "Computer 2's level"), 3);
    form.choose(index_of(form, "Computer's play"), 1);
    const ParameterValues values = form.values();
    EXPECT_EQ(values.text("--level"), "2,4");
    EXPECT_EQ(values.text("--style"), "adaptive");
    GameSetup setup(game(), values, 1);
    ASSERT_FALSE(setup.question());
    const auto session = setup.start();
    EXPECT_EQ(session->seat(Seat::one).strength, Strength::from_level(2, StrengthStyle::adaptive));
    EXPECT_EQ(session->seat(Seat::two).strength, Strength::from_level(4, StrengthStyle::adaptive));
    // The form filled with them again shows each seat's.
    const GameForm again(game(), values);
    EXPECT_EQ(item_named(again, "Computer 1's level").value_shown(), "level 2 (medium)");
    EXPECT_EQ(item_named(again, "Computer 2's level").value_shown(), "level 4 (virtuoso)");
    EXPECT_EQ(item_named(again, "Computer's play").value_shown(),
              "adaptive (sharper as the game gets smaller)");
    // Against a person, one level.
    form.choose(index_of(form, "Players"), 0);
    form.choose(index_of(form, "Computer level"), 2);
    EXPECT_EQ(form.values().text("--level"), "3");
}

TEST_P(GameFormTest, WhatWasGivenFillsItAndWhatStandsInItsPlaceIsLeftOut) {
    ParameterValues given(play_parameters(game()));
    given.give("--level", "3");
    given.give("--first", "computer");
    const GameForm form(game(), given);
    EXPECT_EQ(item_named(form, "Computer level").value_shown(), "level 3 (expert)");
    EXPECT_EQ(item_named(form, "Who starts").value_shown(), "the computer");
    ParameterValues by_probability(play_parameters(game()));
    by_probability.give("--difficulty", "0.5");
    const GameForm probability_form(game(), by_probability);
    EXPECT_THROW(item_named(probability_form, "Computer level"), std::logic_error);
    EXPECT_EQ(probability_form.values().text("--difficulty"), "0.5");
}

TEST_P(GameFormTest, DigitsTypeANumberAndArrowsStayInRange) {
    GameForm form = empty_form();
    const int level = index_of(form, "Computer level");
    form.select(level);
    form.type_digit('4');
    EXPECT_EQ(form.items()[static_cast<std::size_t>(level)].value_shown(), "level 4 (virtuoso)");
    form.type_digit('9');  // out of range: said, unchanged
    EXPECT_EQ(form.items()[static_cast<std::size_t>(level)].value_shown(), "level 4 (virtuoso)");
    EXPECT_EQ(form.refusal(), "9 is not a number from 1 to 4.");
    form.change(10);
    EXPECT_EQ(form.items()[static_cast<std::size_t>(level)].value_shown(), "level 4 (virtuoso)");
    form.change(-10);
    EXPECT_EQ(form.items()[static_cast<std::size_t>(level)].value_shown(), "level 1 (beginner)");
    EXPECT_EQ(form.values().text("--level"), "1");
}

TEST(GameForm, DigitsTooSmallYetAreSaidAndOutOfRangeAreRefused) {
    GameForm form(GridGame::description(),
                  ParameterValues(play_parameters(GridGame::description())));
    const int rows = index_of(form, "Rows");
    form.select(rows);
    const std::string before = form.items()[static_cast<std::size_t>(rows)].value_shown();
    form.type_digit('3');  // 5 to 30: "3" could become 30
    EXPECT_EQ(form.items()[static_cast<std::size_t>(rows)].value_shown(), before);
    EXPECT_EQ(form.refusal(), "3… (a number from 5 to 30: type the next digit)");
    form.type_digit('5');  // 35: out of range, not silently 5
    EXPECT_EQ(form.items()[static_cast<std::size_t>(rows)].value_shown(), before);
    EXPECT_EQ(form.refusal(), "35 is not a number from 5 to 30.");
    form.type_digit('2');
    form.type_digit('5');
    EXPECT_EQ(form.items()[static_cast<std::size_t>(rows)].value_shown(), "25");
    EXPECT_TRUE(form.refusal().empty());
}

TEST(GameForm, NimOffersSeedTwosBoardBesideRandomColumns) {
    GameForm form(NimGame::description(), ParameterValues(play_parameters(NimGame::description())));
    const int board = index_of(form, "Board");
    ASSERT_EQ(form.items()[static_cast<std::size_t>(board)].value_shown(), "random piles");
    EXPECT_EQ(form.values().text("--columns"), "7");
    EXPECT_FALSE(form.values().given("--piles"));
    form.select(board);
    form.change(1);
    EXPECT_EQ(form.values().text("--piles"), "1,2,3,5,7");
    EXPECT_FALSE(form.values().given("--columns"));
    EXPECT_FALSE(item_named(form, "Number of piles").applies);
    EXPECT_FALSE(leaves_questions(NimGame::description(), form.values()));
    // Piles given on the command line are one more choice, chosen.
    ParameterValues given(play_parameters(NimGame::description()));
    given.give("--piles", "3,4,5");
    const GameForm given_form(NimGame::description(), given);
    EXPECT_EQ(item_named(given_form, "Board").value_shown(), "3,4,5");
    EXPECT_EQ(given_form.values().text("--piles"), "3,4,5");
    EXPECT_FALSE(given_form.values().given("--columns"));
}

}  // namespace
}  // namespace marienbad
