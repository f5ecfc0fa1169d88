// The computer's choice from a lost position (players/move_choice.hpp, most_resilient_move):
// the move leaving the opponent the fewest winning replies and, among those, the most moves
// left (handout 002's "dissimuler sa stratégie"). Checked against a computation of our own over
// every move, with the brute-force solver, on every lost position of up to 4 piles of up to 7.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <limits>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/brute_force_solver.hpp"
#include "core/convention_names.hpp"
#include "core/random.hpp"
#include "core/small_positions.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"
#include "players/computer_player.hpp"
#include "players/move_choice.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

using ::testing::Contains;
using ::testing::UnorderedElementsAreArray;
using NimComputer = ComputerPlayer<NimRules, NimSolver>;

// Every move that leaves the fewest winning replies and, among those, the most pieces.
std::vector<NimMove> most_resilient_moves(const NimRules& rules,
                                          BruteForceSolver<NimRules>& brute_force,
                                          const NimPosition& position) {
    std::vector<NimMove> best;
    std::size_t fewest = std::numeric_limits<std::size_t>::max();
    int most_pieces = -1;
    for (const NimMove& move : rules.legal_moves(position)) {
        const NimPosition after = testing::position_after(position, move);
        const std::size_t replies = brute_force.winning_moves(after).size();
        const int pieces = position.total_pieces() - move.take;
        if (std::pair(replies, -pieces) < std::pair(fewest, -most_pieces)) {
            best.clear();
            fewest = replies;
            most_pieces = pieces;
        }
        if (replies == fewest && pieces == most_pieces) {
            best.push_back(move);
        }
    }
    return best;
}

class MostResilientMove : public ::testing::TestWithParam<Convention> {};

TEST_P(MostResilientMove, EveryLostPositionOfUpToFourPilesOfUpToSeven) {
    const NimRules rules(GetParam());
    NimSolver solver(GetParam());
    BruteForceSolver<NimRules> brute_force(rules);
    int lost_positions = 0;
    for (const NimPosition& position : testing::all_nim_positions(4, 7)) {
        if (position.piles.empty() || brute_force.player_to_move_wins(position)) {
            continue;
        }
        ++lost_positions;
        const std::vector<NimMove> expected = most_resilient_moves(rules, brute_force, position);
        for (const Random::Seed seed : {1U, 2U, 3U}) {
            Random random(seed);
            const NimMove chosen = most_resilient_move(rules, solver, position, random);
            ASSERT_THAT(expected, Contains(chosen)) << ::testing::PrintToString(position);
            // The full-strength computer plays the same way when it cannot win.
            NimComputer computer(rules, solver, Strength::from_level(4), random);
            const std::optional<NimMove> played = computer.choose_move(position, {});
            ASSERT_TRUE(played.has_value());
            ASSERT_THAT(expected, Contains(*played)) << ::testing::PrintToString(position);
        }
    }
    EXPECT_GT(lost_positions, 100);
}

INSTANTIATE_TEST_SUITE_P(BothConventions, MostResilientMove,
                         ::testing::Values(Convention::normal, Convention::misere),
                         testing::convention_name);

TEST(MostResilientMoveChoice, PicksAmongTiedMovesAtRandom) {
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    BruteForceSolver<NimRules> brute_force(rules);
    for (const NimPosition& position : {NimPosition{{1, 1}}, NimPosition{{3, 3}},
                                        NimPosition{{1, 2, 3}}, NimPosition{{5, 5, 6, 6}}}) {
        ASSERT_FALSE(brute_force.player_to_move_wins(position));
        const std::vector<NimMove> expected = most_resilient_moves(rules, brute_force, position);
        std::vector<NimMove> chosen;
        Random random(17);
        for (int i = 0; i < 300; ++i) {
            const NimMove move = most_resilient_move(rules, solver, position, random);
            if (std::find(chosen.begin(), chosen.end(), move) == chosen.end()) {
                chosen.push_back(move);
            }
        }
        EXPECT_THAT(chosen, UnorderedElementsAreArray(expected))
            << ::testing::PrintToString(position);
    }
}

TEST(MostResilientMoveChoice, KnownExample) {
    // 2 2 in normal play is lost. Taking one piece leaves 1 2, where only one reply wins
    // (2 -> 1); taking a whole pile leaves 2, also with one winning reply but fewer pieces.
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    Random random(3);
    for (int i = 0; i < 50; ++i) {
        const NimMove move = most_resilient_move(rules, solver, NimPosition{{2, 2}}, random);
        EXPECT_EQ(move.take, 1);
    }
}

TEST(MostResilientMoveChoice, NoMoveOnAFinishedBoard) {
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    Random random(1);
    EXPECT_THROW(most_resilient_move(rules, solver, NimPosition{}, random), std::logic_error);
}

}  // namespace
}  // namespace marienbad
