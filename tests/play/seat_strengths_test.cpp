// Each seat's strength (--level 2,4, --difficulty 0.5,1) and the style (--style): read from the
// values, refused in one message when wrong, said as the game opens, and played by the right seat;
// handout 001's levels and handout 000's probability kept exactly in the classic style, the
// default.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "games/nim/nim_game.hpp"
#include "games/usage_error.hpp"
#include "play_fixtures.hpp"
#include "text/participants.hpp"

namespace marienbad {
namespace {

ParameterValues nim_values(const std::vector<std::pair<std::string, std::string>>& given) {
    ParameterValues values(play_parameters(NimGame::description()));
    values.give("--piles", "3,4,5");
    for (const auto& [name, text] : given) {
        values.give(name, text);
    }
    return values;
}

const std::pair<std::string, std::string> k_two_computers = {"--players", "computer-computer"};

TEST(SeatStrengths, OneLevelForBothSeatsInTheClassicStyle) {
    const MatchSettings settings = read_match_settings(nim_values({{"--level", "3"}}));
    ASSERT_TRUE(settings.strengths);
    EXPECT_EQ(settings.style, StrengthStyle::classic);
    for (const Strength& strength : *settings.strengths) {
        EXPECT_DOUBLE_EQ(strength.best_move_probability, 2.0 / 3.0);  // handout 001's "expert"
        EXPECT_EQ(strength.style, StrengthStyle::classic);
    }
    const MatchSettings by_p = read_match_settings(nim_values({{"--difficulty", "0.7"}}));
    EXPECT_DOUBLE_EQ((*by_p.strengths)[1].best_move_probability, 0.7);  // handout 000's difficulte
}

TEST(SeatStrengths, EachComputerItsOwnReachesItsSeat) {
    GameSetup setup(NimGame::description(), nim_values({k_two_computers, {"--level", "2,4"}}), 3);
    ASSERT_FALSE(setup.question());
    EXPECT_EQ(setup.said()[1], "Game id: nim:3,4,5");
    EXPECT_EQ(setup.said()[2], "Computer 1: level 2 (medium); computer 2: level 4 (virtuoso).");
    const auto session = setup.start();
    EXPECT_EQ(session->seat(Seat::one).strength, Strength::from_level(2));
    EXPECT_EQ(session->seat(Seat::two).strength, Strength::from_level(4));
    GameSetup again(NimGame::description(), nim_values({k_two_computers, {"--level", "2,4"}}), 3);
    const PlayController controller(again.start(), again.said(), PlayOptions{});
    EXPECT_EQ(controller.state().title.strength, "level 2 (medium) against level 4 (virtuoso)");

    const MatchSettings by_p =
        read_match_settings(nim_values({k_two_computers, {"--difficulty", "0.5,1"}}));
    EXPECT_DOUBLE_EQ((*by_p.strengths)[0].best_move_probability, 0.5);
    EXPECT_DOUBLE_EQ((*by_p.strengths)[1].best_move_probability, 1.0);
}

TEST(SeatStrengths, TheAdaptiveStyleForEveryComputer) {
    const MatchSettings settings = read_match_settings(
        nim_values({k_two_computers, {"--level", "3,1"}, {"--style", "adaptive"}}));
    EXPECT_EQ((*settings.strengths)[0], Strength::from_level(3, StrengthStyle::adaptive));
    EXPECT_EQ((*settings.strengths)[1], Strength::from_level(1, StrengthStyle::adaptive));
    EXPECT_EQ(describe_strength((*settings.strengths)[0]), "level 3 (expert, adaptive)");
    // A level answered in line mode takes the style given.
    GameSetup setup(NimGame::description(), nim_values({{"--style", "adaptive"}}), 3);
    ASSERT_EQ(setup.question(), SetupQuestion::strength);
    setup.answer_strength(Strength::from_level(2));
    EXPECT_EQ(setup.start()->seat(Seat::two).strength,
              Strength::from_level(2, StrengthStyle::adaptive));
}

TEST(SeatStrengths, WrongValuesAreRefused) {
    const auto refused = [](const std::vector<std::pair<std::string, std::string>>& given,
                            const std::string& words) {
        try {
            read_match_settings(nim_values(given));
            ADD_FAILURE() << "not refused: " << words;
        } catch (const UsageError& error) {
            EXPECT_NE(std::string(error.what()).find(words), std::string::npos) << error.what();
        }
    };
    refused({{"--level", "2,4"}}, "--level 2,4: one value for each seat needs two computers");
    refused({k_two_computers, {"--level", "2,4,1"}}, "more than two values");
    refused({k_two_computers, {"--level", "2,5"}}, "--level: 5 is not between 1 and 4");
    refused({k_two_computers, {"--level", "2,"}}, "--level: '' is not a whole number");
    refused({k_two_computers, {"--difficulty", "0.5,x"}}, "'x' is not a probability");
    refused({{"--style", "clever"}}, "--style: 'clever' is not one of classic, adaptive");
}

}  // namespace
}  // namespace marienbad
