// Nim's rules (games/nim/nim_rules.hpp): legal moves, is_legal, apply and undo, handout 000's
// "défragmenter" example, random boards within handout 000's limits, and board checks.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

#include "core/random.hpp"
#include "games/nim/nim_rules.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;

NimPosition board(std::vector<int> piles) {
    return NimPosition{std::move(piles)};
}

TEST(NimRules, LegalMovesTakeOneToAllPiecesOfEachPile) {
    const NimRules rules(Convention::normal);
    EXPECT_THAT(rules.legal_moves(board({2, 1, 3})),
                ElementsAre(NimMove{0, 1}, NimMove{0, 2}, NimMove{1, 1}, NimMove{2, 1},
                            NimMove{2, 2}, NimMove{2, 3}));
    EXPECT_TRUE(rules.legal_moves(board({})).empty());
}

TEST(NimRules, IsLegal) {
    const NimRules rules(Convention::normal);
    const NimPosition position = board({3, 1});
    EXPECT_TRUE(rules.is_legal(position, {0, 1}));
    EXPECT_TRUE(rules.is_legal(position, {0, 3}));
    EXPECT_TRUE(rules.is_legal(position, {1, 1}));
    EXPECT_FALSE(rules.is_legal(position, {0, 4})) << "more pieces than the pile holds";
    EXPECT_FALSE(rules.is_legal(position, {1, 2}));
    EXPECT_FALSE(rules.is_legal(position, {0, 0})) << "a move takes at least one piece";
    EXPECT_FALSE(rules.is_legal(position, {0, -1}));
    EXPECT_FALSE(rules.is_legal(position, {2, 1})) << "no such pile";
    EXPECT_FALSE(rules.is_legal(position, {-1, 1}));
    EXPECT_FALSE(rules.is_legal(board({}), {0, 1}));
}

TEST(NimRules, ApplyTakesPiecesAndUndoPutsThemBack) {
    const NimRules rules(Convention::normal);
    NimPosition position = board({4, 7, 2});
    const NimUndo undo = rules.apply(position, {1, 5});
    EXPECT_EQ(position, board({4, 2, 2}));
    EXPECT_FALSE(undo.pile_removed);
    rules.undo(position, undo);
    EXPECT_EQ(position, board({4, 7, 2}));
}

TEST(NimRules, ApplyRejectsAnIllegalMove) {
    const NimRules rules(Convention::normal);
    NimPosition position = board({2, 2});
    EXPECT_THROW(rules.apply(position, {0, 3}), std::invalid_argument);
    EXPECT_THROW(rules.apply(position, {2, 1}), std::invalid_argument);
    EXPECT_EQ(position, board({2, 2})) << "a refused move leaves the board alone";
}

// Handout 000 §5.1: take 5 from column 3, then 4 from column 4, whose emptied column goes away.
TEST(NimRules, SeedExampleDefragmentsTheBoard) {
    const NimRules rules(Convention::normal);
    NimPosition position = board({3, 10, 14, 15, 4, 20, 7});
    const NimUndo first = rules.apply(position, {3, 5});
    EXPECT_EQ(position, board({3, 10, 14, 10, 4, 20, 7}));
    EXPECT_FALSE(first.pile_removed);
    const NimUndo second = rules.apply(position, {4, 4});
    EXPECT_EQ(position, board({3, 10, 14, 10, 20, 7}));
    EXPECT_TRUE(second.pile_removed);

    rules.undo(position, second);
    EXPECT_EQ(position, board({3, 10, 14, 10, 4, 20, 7}));
    rules.undo(position, first);
    EXPECT_EQ(position, board({3, 10, 14, 15, 4, 20, 7}));
}

TEST(NimRules, UndoOfADefragmentingMoveReinsertsThePileInPlace) {
    const NimRules rules(Convention::normal);
    for (const NimMove move : {NimMove{0, 5}, NimMove{1, 1}, NimMove{2, 3}}) {
        NimPosition position = board({5, 1, 3});
        const NimUndo undo = rules.apply(position, move);
        EXPECT_TRUE(undo.pile_removed);
        EXPECT_EQ(position.piles.size(), 2U);
        rules.undo(position, undo);
        EXPECT_EQ(position, board({5, 1, 3}));
    }
    NimPosition last = board({6});
    const NimUndo undo = rules.apply(last, {0, 6});
    EXPECT_TRUE(rules.is_over(last));
    rules.undo(last, undo);
    EXPECT_EQ(last, board({6}));
}

TEST(NimRules, GameOverAndMovesLeft) {
    const NimRules rules(Convention::misere);
    EXPECT_EQ(rules.convention(), Convention::misere);
    EXPECT_TRUE(rules.is_over(board({})));
    EXPECT_FALSE(rules.is_over(board({1})));
    EXPECT_EQ(rules.max_remaining_moves(board({3, 10, 14})), 27);
    EXPECT_EQ(rules.max_remaining_moves(board({})), 0);
    EXPECT_EQ(board({3, 10, 14}).total_pieces(), 27);
}

TEST(NimRules, RandomPositionStaysWithinSeedLimits) {
    Random random(2024);
    std::set<int> sizes_seen;
    for (int round = 0; round < 50; ++round) {
        for (int pile_count = 1; pile_count <= k_nim_max_piles; ++pile_count) {
            const NimPosition position = random_nim_position(pile_count, random);
            ASSERT_EQ(std::ssize(position.piles), pile_count);
            for (const int pile : position.piles) {
                ASSERT_GE(pile, 1);
                ASSERT_LE(pile, k_nim_max_pieces);
                sizes_seen.insert(pile);
            }
        }
    }
    // 50 rounds of 210 piles: every size from 1 to 35 turns up, the extremes included.
    EXPECT_TRUE(sizes_seen.contains(1));
    EXPECT_TRUE(sizes_seen.contains(k_nim_max_pieces));
    EXPECT_EQ(sizes_seen.size(), static_cast<std::size_t>(k_nim_max_pieces));
}

TEST(NimRules, RandomPositionIsReplayedBySeed) {
    Random first(77);
    Random second(77);
    EXPECT_EQ(random_nim_position(12, first), random_nim_position(12, second));
}

TEST(NimRules, RandomPositionRejectsAPileCountOutsideTheLimits) {
    Random random(1);
    EXPECT_THROW(random_nim_position(0, random), std::invalid_argument);
    EXPECT_THROW(random_nim_position(k_nim_max_piles + 1, random), std::invalid_argument);
}

TEST(NimRules, SeedLimits) {
    EXPECT_EQ(k_nim_max_piles, 20);
    EXPECT_EQ(k_nim_max_pieces, 35);
}

TEST(NimRules, CheckBoardReportsWhatIsWrong) {
    const auto check = [](std::vector<int> piles) {
        return check_nim_board(piles, k_nim_max_piles, k_nim_max_pieces);
    };
    EXPECT_EQ(check({1, 3, 5, 7}), NimBoardError::none);
    EXPECT_EQ(check({35}), NimBoardError::none);
    EXPECT_EQ(check(std::vector<int>(20, 1)), NimBoardError::none);
    EXPECT_EQ(check({}), NimBoardError::no_piles);
    EXPECT_EQ(check(std::vector<int>(21, 1)), NimBoardError::too_many_piles);
    EXPECT_EQ(check({3, 0, 2}), NimBoardError::pile_too_small);
    EXPECT_EQ(check({-4}), NimBoardError::pile_too_small);
    EXPECT_EQ(check({3, 36}), NimBoardError::pile_too_large);
    // The limits are the caller's: a solver accepts larger boards.
    EXPECT_EQ(check_nim_board(std::vector<int>{1000, 2000}, 100, 10'000), NimBoardError::none);
    EXPECT_EQ(check_nim_board(std::vector<int>{4, 5, 6}, 2, 10), NimBoardError::too_many_piles);
}

}  // namespace
}  // namespace marienbad
