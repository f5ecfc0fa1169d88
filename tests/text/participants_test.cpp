// How the text front end names the seats and words turns and results, in each players mode.
#include <gtest/gtest.h>

#include "text/participants.hpp"

namespace marienbad {
namespace {

TEST(Participants, SeatsFollowThePlayersMode) {
    const auto human_computer = Participants::for_mode(PlayersMode::human_computer);
    EXPECT_EQ(human_computer.at(Seat::one), Participant::you);
    EXPECT_EQ(human_computer.at(Seat::two), Participant::computer);
    const auto computers = Participants::for_mode(PlayersMode::computer_computer);
    EXPECT_EQ(computers.at(Seat::one), Participant::computer_one);
    EXPECT_EQ(computers.at(Seat::two), Participant::computer_two);
    const auto people = Participants::for_mode(PlayersMode::human_human);
    EXPECT_EQ(people.at(Seat::one), Participant::player_one);
    EXPECT_EQ(people.at(Seat::two), Participant::player_two);
}

TEST(Participants, TurnMessages) {
    EXPECT_EQ(turn_message(Participant::you), "Your turn.");
    EXPECT_EQ(turn_message(Participant::computer), "The computer plays.");
    EXPECT_EQ(turn_message(Participant::computer_two), "Computer 2 plays.");
    EXPECT_EQ(turn_message(Participant::player_one), "Player 1, your turn.");
}

TEST(Participants, WinnerMessages) {
    EXPECT_EQ(winner_message(Participant::you), "You win! Well played.");
    EXPECT_EQ(winner_message(Participant::computer), "The computer wins. Try again!");
    EXPECT_EQ(winner_message(Participant::computer_one), "Computer 1 wins!");
    EXPECT_EQ(winner_message(Participant::player_two), "Player 2 wins!");
}

TEST(Participants, AbandonedMessage) {
    EXPECT_EQ(abandoned_message(), "End of input: the game is abandoned.");
}

}  // namespace
}  // namespace marienbad
