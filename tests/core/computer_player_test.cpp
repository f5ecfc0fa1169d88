// The computer player (players/computer_player.hpp) at full strength never lets a won position
// go: on every won position of up to 4 piles of up to 6, in both conventions and for several
// seeds, its move leaves the opponent lost according to the brute-force solver; and whole games
// from won positions against a random player always end in its win. At strength 0 it plays
// every legal move.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <optional>
#include <set>
#include <stdexcept>
#include <utility>

#include "core/brute_force_solver.hpp"
#include "core/convention_names.hpp"
#include "core/random.hpp"
#include "core/small_positions.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"
#include "match/match.hpp"
#include "players/computer_player.hpp"
#include "players/move_choice.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

using NimComputer = ComputerPlayer<NimRules, NimSolver>;

class ComputerPlayerInBothConventions : public ::testing::TestWithParam<Convention> {};

TEST_P(ComputerPlayerInBothConventions, VirtuosoNeverLetsAWonPositionGo) {
    const NimRules rules(GetParam());
    NimSolver solver(GetParam());
    BruteForceSolver<NimRules> brute_force(rules);
    int won_positions = 0;
    for (const NimPosition& position : testing::all_nim_positions(4, 6)) {
        if (position.piles.empty() || !brute_force.player_to_move_wins(position)) {
            continue;
        }
        ++won_positions;
        for (const Random::Seed seed : {1U, 2U, 3U, 4U, 5U}) {
            Random random(seed);
            NimComputer computer(rules, solver, Strength::from_level(4), random);
            const std::optional<NimMove> move = computer.choose_move(position, {});
            ASSERT_TRUE(move.has_value());
            ASSERT_TRUE(rules.is_legal(position, *move)) << ::testing::PrintToString(position);
            const NimPosition after = testing::position_after(position, *move);
            ASSERT_FALSE(brute_force.player_to_move_wins(after))
                << ::testing::PrintToString(position) << " then " << ::testing::PrintToString(*move)
                << " (seed " << seed << ")";
        }
    }
    EXPECT_GT(won_positions, 1000);
}

TEST_P(ComputerPlayerInBothConventions, VirtuosoBeatsARandomPlayerFromEveryWonPosition) {
    const NimRules rules(GetParam());
    NimSolver solver(GetParam());
    BruteForceSolver<NimRules> brute_force(rules);
    Random random(99);
    NimComputer virtuoso(rules, solver, Strength::from_level(4), random);
    NimComputer beginner(rules, solver, Strength::from_level(1), random);
    for (const NimPosition& position : testing::all_nim_positions(4, 6)) {
        if (position.piles.empty() || !brute_force.player_to_move_wins(position)) {
            continue;
        }
        for (const Seat seat : {Seat::one, Seat::two}) {
            std::array<Player<NimRules>*, 2> players = {&virtuoso, &beginner};
            if (seat == Seat::two) {
                std::swap(players[0], players[1]);
            }
            const MatchResult result = play_match(rules, position, players, seat, {});
            ASSERT_EQ(result.winner, std::optional<Seat>(seat))
                << ::testing::PrintToString(position);
        }
    }
}

TEST_P(ComputerPlayerInBothConventions, VirtuosoBeatsARandomPlayerOnLargeBoards) {
    const NimRules rules(GetParam());
    NimSolver solver(GetParam());
    Random random(2024);
    NimComputer virtuoso(rules, solver, Strength::from_level(4), random);
    NimComputer beginner(rules, solver, Strength::from_level(1), random);
    int games = 0;
    while (games < 200) {
        const NimPosition position = random_nim_position(random.uniform_int(1, 12), random);
        if (!solver.player_to_move_wins(position)) {
            continue;
        }
        ++games;
        const MatchResult result =
            play_match(rules, position, {&virtuoso, &beginner}, Seat::one, {});
        ASSERT_EQ(result.winner, std::optional<Seat>(Seat::one))
            << ::testing::PrintToString(position);
    }
}

INSTANTIATE_TEST_SUITE_P(BothConventions, ComputerPlayerInBothConventions,
                         ::testing::Values(Convention::normal, Convention::misere),
                         testing::convention_name);

TEST(ComputerPlayer, VirtuosoPicksAmongSeveralWinningMoves) {
    // Handout 000's board 19 10 14 13 4 20 7 has three winning moves (from piles 1, 2 and 3); the
    // computer does not always play the same one, so its strategy is not obvious.
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    const NimPosition position{{19, 10, 14, 13, 4, 20, 7}};
    Random random(5);
    NimComputer computer(rules, solver, Strength::from_level(4), random);
    std::set<int> piles;
    for (int i = 0; i < 200; ++i) {
        const auto move = computer.choose_move(position, {});
        ASSERT_TRUE(move.has_value());
        piles.insert(move->pile);
    }
    EXPECT_EQ(piles, (std::set<int>{1, 2, 3}));
}

TEST(ComputerPlayer, BeginnerPlaysEveryLegalMove) {
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    const NimPosition position{{3, 2}};
    Random random(8);
    NimComputer computer(rules, solver, Strength::from_level(1), random);
    std::set<std::pair<int, int>> seen;
    for (int i = 0; i < 500; ++i) {
        const auto move = computer.choose_move(position, {});
        ASSERT_TRUE(move.has_value());
        ASSERT_TRUE(rules.is_legal(position, *move));
        seen.insert({move->pile, move->take});
    }
    EXPECT_EQ(seen.size(), 5U);
}

TEST(ComputerPlayer, NoMoveToChooseOnAFinishedBoard) {
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    Random random(1);
    EXPECT_THROW(random_move(rules, NimPosition{}, random), std::logic_error);
    EXPECT_THROW(best_move(rules, solver, NimPosition{}, random), std::logic_error);
}

}  // namespace
}  // namespace marienbad
