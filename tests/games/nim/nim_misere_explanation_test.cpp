// The explanation in misère play (games/nim/nim_explanation.hpp): which of the three misère cases
// applies and the move it leads to; then, on every position of up to 4 piles of up to 7, in
// both conventions, the explanation offers a move exactly when the brute-force solver finds a
// win, and that move is one of the brute-force solver's winning moves.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "core/brute_force_solver.hpp"
#include "core/convention_names.hpp"
#include "core/small_positions.hpp"
#include "games/nim/nim_explanation.hpp"
#include "games/nim/nim_rules.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

using ::testing::Contains;
using ::testing::Optional;

TEST(NimMisereExplanation, TwoLargePilesPlayLikeNormalPlay) {
    const NimPosition position{{19, 10, 14, 13, 4, 20, 7}};
    const NimExplanation explanation = explain_nim_position(position, Convention::misere);
    EXPECT_EQ(explanation.convention, Convention::misere);
    EXPECT_EQ(explanation.misere_case, MisereCase::like_normal_play);
    EXPECT_THAT(explanation.winning_move, Optional(NimMove{1, 3}));
    EXPECT_EQ(explanation.winning_move, explanation.matrix_move);

    const NimExplanation lost = explain_nim_position(NimPosition{{1, 3, 5, 7}}, Convention::misere);
    EXPECT_EQ(lost.misere_case, MisereCase::like_normal_play);
    EXPECT_FALSE(lost.winning_move.has_value());
}

TEST(NimMisereExplanation, OneLargePileLeavesAnOddNumberOfSinglePieces) {
    // Two single pieces beside the large pile: keep one piece, three single pieces remain.
    const NimExplanation even = explain_nim_position(NimPosition{{5, 1, 1}}, Convention::misere);
    EXPECT_EQ(even.misere_case, MisereCase::one_large_pile);
    EXPECT_EQ(even.large_pile, 0);
    EXPECT_EQ(even.single_piece_piles, 2);
    EXPECT_THAT(even.winning_move, Optional(NimMove{0, 4}));
    // The normal-play move would take the whole pile and leave two single pieces: a loss.
    EXPECT_THAT(even.matrix_move, Optional(NimMove{0, 5}));

    // Three single pieces beside it: take the whole large pile.
    const NimExplanation odd = explain_nim_position(NimPosition{{1, 5, 1, 1}}, Convention::misere);
    EXPECT_EQ(odd.misere_case, MisereCase::one_large_pile);
    EXPECT_EQ(odd.large_pile, 1);
    EXPECT_EQ(odd.single_piece_piles, 3);
    EXPECT_THAT(odd.winning_move, Optional(NimMove{1, 5}));

    // A lone pile: leave its last piece to the opponent.
    EXPECT_THAT(explain_nim_position(NimPosition{{9}}, Convention::misere).winning_move,
                Optional(NimMove{0, 8}));
}

TEST(NimMisereExplanation, OneLargePileMoveWinsAccordingToBruteForce) {
    const NimRules rules(Convention::misere);
    BruteForceSolver<NimRules> brute_force(rules);
    int checked = 0;
    for (int singles = 0; singles <= 9; ++singles) {
        for (int large = 2; large <= 20; ++large) {
            for (int index = 0; index <= singles; ++index) {
                NimPosition position{std::vector<int>(static_cast<std::size_t>(singles), 1)};
                position.piles.insert(position.piles.begin() + index, large);
                const NimExplanation explanation =
                    explain_nim_position(position, Convention::misere);
                ASSERT_EQ(explanation.misere_case, MisereCase::one_large_pile)
                    << ::testing::PrintToString(position);
                ASSERT_EQ(explanation.large_pile, index);
                ASSERT_TRUE(explanation.winning_move.has_value())
                    << ::testing::PrintToString(position);
                const NimMove move = *explanation.winning_move;
                ASSERT_TRUE(rules.is_legal(position, move));
                const NimPosition after = testing::position_after(position, move);
                EXPECT_TRUE(std::all_of(after.piles.begin(), after.piles.end(), [](int pile) {
                    return pile == 1;
                })) << ::testing::PrintToString(after);
                EXPECT_EQ(after.piles.size() % 2, 1U) << ::testing::PrintToString(after);
                EXPECT_FALSE(brute_force.player_to_move_wins(after))
                    << ::testing::PrintToString(position) << " then "
                    << ::testing::PrintToString(move);
                ++checked;
            }
        }
    }
    EXPECT_EQ(checked, 19 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10));
}

TEST(NimMisereExplanation, OnlySinglePiecesWinWithAnEvenCount) {
    const NimExplanation even = explain_nim_position(NimPosition{{1, 1, 1, 1}}, Convention::misere);
    EXPECT_EQ(even.misere_case, MisereCase::only_single_pieces);
    EXPECT_EQ(even.single_piece_piles, 4);
    ASSERT_TRUE(even.winning_move.has_value());
    EXPECT_EQ(even.winning_move->take, 1);
    EXPECT_THAT(explain_nim_position(NimPosition{{1, 1}}, Convention::misere, 1).winning_move,
                Optional(NimMove{1, 1}))
        << "any single piece will do, so the preferred pile is kept";

    const NimExplanation odd = explain_nim_position(NimPosition{{1, 1, 1}}, Convention::misere);
    EXPECT_EQ(odd.misere_case, MisereCase::only_single_pieces);
    EXPECT_FALSE(odd.winning_move.has_value());
    EXPECT_FALSE(
        explain_nim_position(NimPosition{{1}}, Convention::misere).winning_move.has_value());
}

class NimExplanationAgainstBruteForce : public ::testing::TestWithParam<Convention> {};

TEST_P(NimExplanationAgainstBruteForce, EveryPositionOfUpToFourPilesOfUpToSeven) {
    const Convention convention = GetParam();
    const NimRules rules(convention);
    BruteForceSolver<NimRules> brute_force(rules);
    for (const NimPosition& position : testing::all_nim_positions(4, 7)) {
        const NimExplanation explanation = explain_nim_position(position, convention);
        const std::vector<NimMove> winners = brute_force.winning_moves(position);
        if (!position.piles.empty()) {
            ASSERT_EQ(!winners.empty(), brute_force.player_to_move_wins(position));
        }
        ASSERT_EQ(explanation.winning_move.has_value(), !winners.empty())
            << ::testing::PrintToString(position);
        if (explanation.winning_move) {
            ASSERT_THAT(winners, Contains(*explanation.winning_move))
                << ::testing::PrintToString(position);
        }
        const auto large_piles = std::count_if(position.piles.begin(), position.piles.end(),
                                               [](int p) { return p > 1; });
        const MisereCase expected_case = convention == Convention::normal ? MisereCase::not_misere
                                         : large_piles == 0 ? MisereCase::only_single_pieces
                                         : large_piles == 1 ? MisereCase::one_large_pile
                                                            : MisereCase::like_normal_play;
        ASSERT_EQ(explanation.misere_case, expected_case) << ::testing::PrintToString(position);
        ASSERT_EQ(explanation.single_piece_piles,
                  std::count(position.piles.begin(), position.piles.end(), 1));

        // Explaining the computer's move: when a winning move exists from the pile it played,
        // the explanation arrives at a winning move from that same pile.
        for (int preferred = 0; preferred < std::ssize(position.piles); ++preferred) {
            const NimExplanation followed = explain_nim_position(position, convention, preferred);
            ASSERT_EQ(followed.winning_move.has_value(), !winners.empty());
            if (!followed.winning_move) {
                continue;
            }
            ASSERT_THAT(winners, Contains(*followed.winning_move))
                << ::testing::PrintToString(position) << " preferring pile " << preferred;
            const bool preferred_wins =
                std::any_of(winners.begin(), winners.end(),
                            [preferred](const NimMove& move) { return move.pile == preferred; });
            if (preferred_wins) {
                ASSERT_EQ(followed.winning_move->pile, preferred)
                    << ::testing::PrintToString(position);
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(BothConventions, NimExplanationAgainstBruteForce,
                         ::testing::Values(Convention::normal, Convention::misere),
                         testing::convention_name);

}  // namespace
}  // namespace marienbad
