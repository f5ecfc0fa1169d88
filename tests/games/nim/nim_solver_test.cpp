// The fast Nim solver (games/nim/nim_solver.hpp) against the brute-force solver: on every
// position of up to 4 piles of up to 7 pieces, normal and misère, the same outcome and the same
// set of winning moves. Also the nim-sum and a few positions known by heart.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/brute_force_solver.hpp"
#include "core/convention_names.hpp"
#include "core/small_positions.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;
using ::testing::UnorderedElementsAreArray;

class NimSolverAgainstBruteForce : public ::testing::TestWithParam<Convention> {};

TEST_P(NimSolverAgainstBruteForce, EveryPositionOfUpToFourPilesOfUpToSeven) {
    const NimRules rules(GetParam());
    BruteForceSolver<NimRules> brute_force(rules);
    const NimSolver solver(GetParam());
    const auto positions = testing::all_nim_positions(4, 7);
    ASSERT_EQ(positions.size(), 1U + 7U + 49U + 343U + 2401U);
    for (const NimPosition& position : positions) {
        ASSERT_EQ(solver.player_to_move_wins(position), brute_force.player_to_move_wins(position))
            << ::testing::PrintToString(position);
        ASSERT_THAT(solver.winning_moves(position),
                    UnorderedElementsAreArray(brute_force.winning_moves(position)))
            << ::testing::PrintToString(position);
    }
}

INSTANTIATE_TEST_SUITE_P(BothConventions, NimSolverAgainstBruteForce,
                         ::testing::Values(Convention::normal, Convention::misere),
                         testing::convention_name);

TEST(NimSolver, NimSumIsTheXorOfThePiles) {
    EXPECT_EQ(nim_sum(NimPosition{}), 0);
    EXPECT_EQ(nim_sum(NimPosition{{1, 2, 3}}), 0);
    EXPECT_EQ(nim_sum(NimPosition{{3, 4, 5}}), 2);
    EXPECT_EQ(nim_sum(NimPosition{{19, 10, 14, 13, 4, 20, 7}}), 13);
}

TEST(NimSolver, KnownPositions) {
    const NimSolver normal(Convention::normal);
    const NimSolver misere(Convention::misere);
    EXPECT_EQ(normal.convention(), Convention::normal);
    EXPECT_EQ(misere.convention(), Convention::misere);

    // Handout 002's default board 1 3 5 7 has nim-sum 0: the player to move loses either way.
    EXPECT_FALSE(normal.player_to_move_wins(NimPosition{{1, 3, 5, 7}}));
    EXPECT_FALSE(misere.player_to_move_wins(NimPosition{{1, 3, 5, 7}}));
    EXPECT_THAT(normal.winning_moves(NimPosition{{1, 3, 5, 7}}), IsEmpty());

    // An empty board: in normal play the opponent took the last piece and won.
    EXPECT_FALSE(normal.player_to_move_wins(NimPosition{}));
    EXPECT_TRUE(misere.player_to_move_wins(NimPosition{}));

    // One pile of 5: take it all in normal play, leave one piece in misère play.
    EXPECT_THAT(normal.winning_moves(NimPosition{{5}}), ElementsAre(NimMove{0, 5}));
    EXPECT_THAT(misere.winning_moves(NimPosition{{5}}), ElementsAre(NimMove{0, 4}));

    // 3 4 5: the only winning move takes 2 from the first pile (3 -> 1, 1^4^5 = 0).
    EXPECT_THAT(normal.winning_moves(NimPosition{{3, 4, 5}}), ElementsAre(NimMove{0, 2}));

    // Three single pieces: normal play wins by taking one; misère play has lost.
    EXPECT_TRUE(normal.player_to_move_wins(NimPosition{{1, 1, 1}}));
    EXPECT_FALSE(misere.player_to_move_wins(NimPosition{{1, 1, 1}}));
}

TEST(NimSolver, LargeBoardsFollowTheNimSum) {
    const NimSolver solver(Convention::normal);
    const NimPosition position{{35, 35, 34, 1, 300}};
    EXPECT_TRUE(solver.player_to_move_wins(position));
    for (const NimMove& move : solver.winning_moves(position)) {
        EXPECT_EQ(nim_sum(testing::position_after(position, move)), 0)
            << ::testing::PrintToString(move);
    }
    // Only the pile of 300 has the nim-sum's highest bit: it goes down to 35, the XOR of the
    // others.
    EXPECT_THAT(solver.winning_moves(position), ElementsAre(NimMove{4, 300 - 35}));
}

}  // namespace
}  // namespace marienbad
