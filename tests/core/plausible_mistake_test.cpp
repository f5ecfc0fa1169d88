// The adaptive computer's mistakes (players/plausible_mistake.hpp) are legal, never a winning move
// when the position was won, and of the kind promised: the right place with a count near the right
// one, the smallest take, or the right count at another place — on Nim, the grid and the row, with
// fixed seeds; each kind is drawn.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <vector>

#include "core/random.hpp"
#include "games/grid/grid_rules.hpp"
#include "games/grid/grid_solver.hpp"
#include "games/nim/nim_rules.hpp"
#include "games/nim/nim_solver.hpp"
#include "games/row/row_rules.hpp"
#include "games/row/row_solver.hpp"
#include "players/plausible_mistake.hpp"
#include "support/nim_printers.hpp"

namespace marienbad {
namespace {

// The legal moves that do not win.
template <class R, class S>
std::vector<typename R::Move> not_winning(const R& rules, S& solver,
                                          const typename R::Position& position) {
    auto moves = rules.legal_moves(position);
    const auto winners = solver.winning_moves(position);
    std::erase_if(moves, [&](const auto& move) {
        return std::find(winners.begin(), winners.end(), move) != winners.end();
    });
    return moves;
}

// How much smaller a move makes the game.
template <class R>
int amount(const R& rules, const typename R::Position& position, const typename R::Move& move) {
    auto after = position;
    rules.apply(after, move);
    return rules.max_remaining_moves(position) - rules.max_remaining_moves(after);
}

// Draws mistakes for many seeds; checks each against its kind and returns how often each came.
template <class R, class S>
std::map<MistakeKind, int> check_mistakes(const R& rules, S& solver,
                                          const typename R::Position& position,
                                          const typename R::Move& best) {
    const auto candidates = not_winning(rules, solver, position);
    const int best_place = rules.move_place(position, best);
    const int best_amount = amount(rules, position, best);
    int least = best_amount;
    for (const auto& move : candidates) {
        least = std::min(least, amount(rules, position, move));
    }
    std::map<MistakeKind, int> kinds;
    for (Random::Seed seed = 1; seed <= 300; ++seed) {
        Random random(seed);
        const auto mistake = plausible_mistake(rules, position, best, candidates, random);
        EXPECT_TRUE(mistake.has_value());
        if (!mistake) {
            continue;
        }
        ++kinds[mistake->kind];
        const auto& move = mistake->move;
        EXPECT_TRUE(rules.is_legal(position, move));
        auto after = position;
        rules.apply(after, move);
        EXPECT_TRUE(solver.player_to_move_wins(after)) << "a mistake gives the win away";
        const int place = rules.move_place(position, move);
        const int taken = amount(rules, position, move);
        switch (mistake->kind) {
            case MistakeKind::wrong_count:
                EXPECT_EQ(place, best_place);
                EXPECT_NE(taken, best_amount);
                break;
            case MistakeKind::small_take:
                EXPECT_EQ(taken, least);
                break;
            case MistakeKind::look_alike:
                EXPECT_NE(place, best_place);
                EXPECT_EQ(taken, best_amount);
                break;
            case MistakeKind::any:
                break;
        }
    }
    return kinds;
}

TEST(PlausibleMistake, NimTheRightColumnASmallTakeOrTheRightCountElsewhere) {
    // Handout 000 §6: the winning move takes 3 pieces from column 1 (10 becomes 7).
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    const NimPosition position{{19, 10, 14, 13, 4, 20, 7}};
    const NimMove best{1, 3};
    const auto kinds = check_mistakes(rules, solver, position, best);
    EXPECT_GT(kinds.at(MistakeKind::wrong_count), 60);
    EXPECT_GT(kinds.at(MistakeKind::small_take), 60);
    EXPECT_GT(kinds.at(MistakeKind::look_alike), 60);
    EXPECT_FALSE(kinds.contains(MistakeKind::any));
    // The wrong count is near the right one: 1, 2, 4 or 5 pieces from column 1.
    for (Random::Seed seed = 1; seed <= 100; ++seed) {
        Random random(seed);
        const auto mistake =
            plausible_mistake(rules, position, best, not_winning(rules, solver, position), random);
        if (mistake->kind == MistakeKind::wrong_count) {
            EXPECT_LE(std::abs(mistake->move.take - best.take), 2);
        }
    }
}

TEST(PlausibleMistake, GridTheRightDirectionTheWrongDistanceAndSoOn) {
    const GridRules rules(GridBoard(7, 7));
    GridSolver solver(rules);
    // A pawn from which some moves win and others do not.
    GridPosition position;
    for (int row = 0; row < 5 && position.pawns.empty(); ++row) {
        for (int col = 0; col < 5; ++col) {
            const GridPosition candidate{{Cell{row, col}}};
            if (solver.player_to_move_wins(candidate) &&
                not_winning(rules, solver, candidate).size() >= 2) {
                position = candidate;
                break;
            }
        }
    }
    ASSERT_FALSE(position.pawns.empty());
    const GridMove best = solver.winning_moves(position).front();
    const auto kinds = check_mistakes(rules, solver, position, best);
    EXPECT_GT(kinds.size(), 1U);
}

TEST(PlausibleMistake, RowTheRightPlaceASingleMatchOrTheRightCountElsewhere) {
    const RowRules rules(Convention::misere, 3);
    RowSolver solver(Convention::misere, 3);
    const RowPosition position = RowPosition::full(21);
    const RowMove best = solver.winning_moves(position).front();
    const auto kinds = check_mistakes(rules, solver, position, best);
    EXPECT_GT(kinds.at(MistakeKind::small_take), 30);
    EXPECT_GT(kinds.at(MistakeKind::look_alike), 30);
}

TEST(PlausibleMistake, FromALostPositionAnyMoveButTheBest) {
    const NimRules rules(Convention::normal);
    NimSolver solver(Convention::normal);
    const NimPosition position{{3, 5, 6}};  // nim-sum 0: lost
    ASSERT_FALSE(solver.player_to_move_wins(position));
    const NimMove best{0, 1};
    std::vector<NimMove> candidates = rules.legal_moves(position);
    std::erase(candidates, best);
    for (Random::Seed seed = 1; seed <= 50; ++seed) {
        Random random(seed);
        const auto mistake = plausible_mistake(rules, position, best, candidates, random);
        ASSERT_TRUE(mistake.has_value());
        EXPECT_NE(mistake->move, best);
        EXPECT_TRUE(rules.is_legal(position, mistake->move));
    }
}

TEST(PlausibleMistake, NoneWithoutCandidates) {
    const NimRules rules(Convention::normal);
    Random random(1);
    EXPECT_FALSE(plausible_mistake(rules, NimPosition{{1}}, NimMove{0, 1}, {}, random));
}

}  // namespace
}  // namespace marienbad
