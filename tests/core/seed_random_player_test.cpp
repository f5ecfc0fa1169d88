// The handouts' definitions of the computer, pinned: handout 000's random player
// (nim_choix_ia_aleatoire: a column at random, then a count at random from it) is level 1 in both
// styles; handout 001's random move is one of the possible moves drawn uniformly (the grid, and the
// row); and handout 000's "difficulte" p is, in the classic style, the chance at every move of the
// best move, a random move otherwise.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "core/random.hpp"
#include "games/grid/grid_rules.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"
#include "games/row/row_rules.hpp"
#include "players/computer_player.hpp"
#include "players/move_choice.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

using NimComputer = ComputerPlayer<NimRules, NimSolver>;

TEST(SeedRandomPlayer, NimDrawsAColumnThenACountFromIt) {
    const NimRules rules(Convention::normal);
    const NimPosition position{{1, 30, 4}};
    Random random(7);
    Random twin(7);
    for (int i = 0; i < 200; ++i) {
        const int pile = twin.uniform_int(0, 2);
        const int take = twin.uniform_int(1, position.piles[static_cast<std::size_t>(pile)]);
        ASSERT_EQ(random_move(rules, position, random), (NimMove{pile, take}));
    }
}

TEST(SeedRandomPlayer, NimChoosesEachColumnAsOftenWhateverItsSize) {
    // A uniform draw among the 35 moves would take from the column of 1 once in 35.
    const NimRules rules(Convention::normal);
    const NimPosition position{{1, 30, 4}};
    Random random(11);
    std::array<int, 3> chosen{};
    for (int i = 0; i < 3000; ++i) {
        ++chosen[static_cast<std::size_t>(random_move(rules, position, random).pile)];
    }
    for (const int count : chosen) {
        EXPECT_GT(count, 900);
        EXPECT_LT(count, 1100);
    }
}

TEST(SeedRandomPlayer, GridAndRowDrawAmongThePossibleMoves) {
    const GridRules grid(GridBoard(6, 7));
    const GridPosition pawn{{Cell{2, 3}}};
    const RowRules row(Convention::misere, 3);
    const RowPosition matches = RowPosition::full(9);
    Random random(3);
    Random twin(3);
    for (int i = 0; i < 50; ++i) {
        const auto grid_moves = grid.legal_moves(pawn);
        ASSERT_EQ(random_move(grid, pawn, random),
                  twin.pick(std::span<const GridMove>(grid_moves)));
        const auto row_moves = row.legal_moves(matches);
        ASSERT_EQ(random_move(row, matches, random),
                  twin.pick(std::span<const RowMove>(row_moves)));
    }
}

TEST(SeedRandomPlayer, LevelOneIsTheRandomPlayerInBothStyles) {
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    const NimPosition position{{19, 10, 14, 13, 4, 20, 7}};
    Random classic_random(21);
    Random adaptive_random(21);
    Random twin(21);
    NimComputer classic(rules, solver, Strength::from_level(1), classic_random);
    NimComputer adaptive(rules, solver, Strength::from_level(1, StrengthStyle::adaptive),
                         adaptive_random);
    const GameCourse course{200, 200};
    for (int i = 0; i < 100; ++i) {
        const auto played = classic.choose_move(position, course);
        EXPECT_EQ(adaptive.choose_move(position, course), played);
        EXPECT_FALSE(twin.chance(0.0));  // p = 0: the draw is made, the best move never played
        EXPECT_EQ(played, random_move(rules, position, twin));
    }
}

// Handout 000's "difficulte": at every move, the best move with probability p, else a random one.
TEST(ClassicStrength, EveryMoveIsTheBestWithProbabilityP) {
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    NimSolver twin_solver(Convention::normal);
    const std::vector<NimPosition> positions = {NimPosition{{19, 10, 14, 13, 4, 20, 7}},
                                                NimPosition{{3, 4, 7}}, NimPosition{{5, 5, 1}}};
    for (const double p : {0.25, 0.7}) {
        Random random(5);
        Random twin(5);
        NimComputer computer(rules, solver, Strength::from_probability(p), random);
        int best = 0;
        for (int i = 0; i < 300; ++i) {
            const NimPosition& position = positions[static_cast<std::size_t>(i) % positions.size()];
            // The course changes nothing in the classic style.
            const auto played = computer.choose_move(position, GameCourse{500, 500});
            if (twin.chance(p)) {
                ++best;
                ASSERT_EQ(played, best_move(rules, twin_solver, position, twin));
            } else {
                ASSERT_EQ(played, random_move(rules, position, twin));
            }
        }
        EXPECT_NEAR(best / 300.0, p, 0.08);
    }
}

}  // namespace
}  // namespace marienbad
