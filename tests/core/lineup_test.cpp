// The lineup (match/lineup.hpp, match/seat.hpp): which seats a person holds in each players
// mode, when --first human|computer makes sense, and who moves first, a random start giving
// both seats.
#include <gtest/gtest.h>

#include "core/random.hpp"
#include "match/lineup.hpp"
#include "match/seat.hpp"

namespace marienbad {
namespace {

TEST(Seat, OtherSeatAndIndex) {
    EXPECT_EQ(other_seat(Seat::one), Seat::two);
    EXPECT_EQ(other_seat(Seat::two), Seat::one);
    EXPECT_EQ(seat_index(Seat::one), 0);
    EXPECT_EQ(seat_index(Seat::two), 1);
}

TEST(Lineup, IsHuman) {
    const Lineup human_computer{PlayersMode::human_computer, FirstPlayer::random};
    EXPECT_TRUE(human_computer.is_human(Seat::one));
    EXPECT_FALSE(human_computer.is_human(Seat::two));

    const Lineup computers{PlayersMode::computer_computer, FirstPlayer::random};
    EXPECT_FALSE(computers.is_human(Seat::one));
    EXPECT_FALSE(computers.is_human(Seat::two));

    const Lineup humans{PlayersMode::human_human, FirstPlayer::random};
    EXPECT_TRUE(humans.is_human(Seat::one));
    EXPECT_TRUE(humans.is_human(Seat::two));
}

TEST(Lineup, FirstIsMeaningful) {
    for (const PlayersMode mode :
         {PlayersMode::human_computer, PlayersMode::computer_computer, PlayersMode::human_human}) {
        EXPECT_TRUE((Lineup{mode, FirstPlayer::random}.first_is_meaningful()));
        const bool person_and_computer = mode == PlayersMode::human_computer;
        EXPECT_EQ((Lineup{mode, FirstPlayer::human}.first_is_meaningful()), person_and_computer);
        EXPECT_EQ((Lineup{mode, FirstPlayer::computer}.first_is_meaningful()), person_and_computer);
    }
}

TEST(Lineup, DefaultsToPersonAgainstComputerWithARandomStart) {
    const Lineup lineup;
    EXPECT_EQ(lineup.mode, PlayersMode::human_computer);
    EXPECT_EQ(lineup.first, FirstPlayer::random);
}

TEST(Lineup, FirstSeatAsChosen) {
    Random random(1);
    const Lineup human_first{PlayersMode::human_computer, FirstPlayer::human};
    const Lineup computer_first{PlayersMode::human_computer, FirstPlayer::computer};
    for (int i = 0; i < 100; ++i) {
        EXPECT_EQ(human_first.first_seat(random), Seat::one);
        EXPECT_TRUE(human_first.is_human(human_first.first_seat(random)));
        EXPECT_EQ(computer_first.first_seat(random), Seat::two);
        EXPECT_FALSE(computer_first.is_human(computer_first.first_seat(random)));
    }
}

TEST(Lineup, RandomStartPicksBothSeats) {
    for (const PlayersMode mode :
         {PlayersMode::human_computer, PlayersMode::computer_computer, PlayersMode::human_human}) {
        Random random(31);
        const Lineup lineup{mode, FirstPlayer::random};
        int seat_one = 0;
        constexpr int k_draws = 1'000;
        for (int i = 0; i < k_draws; ++i) {
            seat_one += lineup.first_seat(random) == Seat::one ? 1 : 0;
        }
        EXPECT_GT(seat_one, 400);
        EXPECT_LT(seat_one, 600);
    }
}

TEST(Lineup, RandomStartIsReplayedBySeed) {
    const Lineup lineup{PlayersMode::human_computer, FirstPlayer::random};
    for (Random::Seed seed = 0; seed < 20; ++seed) {
        Random first(seed);
        Random second(seed);
        EXPECT_EQ(lineup.first_seat(first), lineup.first_seat(second));
    }
}

}  // namespace
}  // namespace marienbad
