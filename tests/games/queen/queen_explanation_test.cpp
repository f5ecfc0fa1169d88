// The queen's explanation as data: one queen (its pairs, its distances, the misère cells near
// the sink, the hint's table of safe cells), on a huge board (the pairs cut to those that
// matter, no table), several queens in normal play (values and their xor), in misère play (the
// search), queens sharing a cell (their moves once), and the end of the game.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "games/queen/queen_explanation.hpp"
#include "games/queen/queen_printers.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(QueenExplanation, OneQueenByThePairs) {
    const QueenRules rules({8, 10}, Convention::normal);
    QueenSolver solver(rules);
    // The queen on (2,4), 1-based, is 6 rows and 6 columns from the sink: its diagonal leads
    // straight to the sink, the only safe cell on its lines (6's partner is 10, out of reach).
    const QueenPosition position{{{1, 3}}};
    const QueenExplanation explanation = explain_queen_position(rules, solver, position);
    EXPECT_EQ(explanation.method, QueenMethod::wythoff_pairs);
    EXPECT_FALSE(explanation.over);
    EXPECT_EQ(explanation.lone_queen, 0);
    ASSERT_EQ(explanation.queens.size(), 1U);
    EXPECT_EQ(explanation.queens[0].distances, (WythoffPosition{6, 6}));
    EXPECT_EQ(explanation.queens[0].grundy, std::nullopt);
    EXPECT_FALSE(explanation.queens[0].safe);
    EXPECT_TRUE(explanation.player_to_move_wins);
    // Every pair with a_k <= 6.
    EXPECT_THAT(explanation.pairs,
                ElementsAre(WythoffPair{0, 0, 0}, WythoffPair{1, 1, 2}, WythoffPair{2, 3, 5},
                            WythoffPair{3, 4, 7}, WythoffPair{4, 6, 10}));
    EXPECT_FALSE(explanation.pairs_cut);
    EXPECT_THAT(explanation.misere_safe_near_sink, IsEmpty());
    EXPECT_EQ(explanation.winning_moves, solver.winning_moves(position));
    EXPECT_THAT(explanation.winning_moves, ElementsAre(QueenMove{0, {7, 9}}));
    // The hint's table: the 7 x 7 cells from the queen to the sink.
    ASSERT_TRUE(explanation.region);
    EXPECT_EQ(explanation.region->top_left, (QueenCell{1, 3}));
    EXPECT_EQ(explanation.region->rows, 7);
    EXPECT_EQ(explanation.region->cols, 7);
    EXPECT_THAT(explanation.region->grundy, IsEmpty());
    for (std::int64_t row = 1; row < 8; ++row) {
        for (std::int64_t col = 3; col < 10; ++col) {
            EXPECT_EQ(explanation.region->is_safe({row, col}), solver.is_safe_cell({row, col}));
        }
    }
}

TEST(QueenExplanation, OneQueenInMiserePlayNamesTheCellsNearTheSink) {
    const QueenRules rules({5, 5}, Convention::misere);
    QueenSolver solver(rules);
    const QueenExplanation explanation =
        explain_queen_position(rules, solver, QueenPosition{{{2, 2}}});
    EXPECT_THAT(explanation.misere_safe_near_sink,
                ElementsAre(WythoffPosition{0, 1}, WythoffPosition{1, 0}, WythoffPosition{2, 2}));
    EXPECT_THAT(explanation.normal_safe_replaced,
                ElementsAre(WythoffPosition{0, 0}, WythoffPosition{1, 2}, WythoffPosition{2, 1}));
    EXPECT_TRUE(explanation.queens[0].safe);  // (2,2) from the sink
    EXPECT_FALSE(explanation.player_to_move_wins);
    EXPECT_THAT(explanation.winning_moves, IsEmpty());
    ASSERT_TRUE(explanation.region);
    EXPECT_FALSE(explanation.region->is_safe({4, 4}));  // the sink: the mover has won
    EXPECT_TRUE(explanation.region->is_safe({4, 3}));
}

TEST(QueenExplanation, AHugeBoardKeepsThePairsThatMatter) {
    const QueenBoard board{k_queen_solve_max_size, k_queen_solve_max_size};
    const QueenRules rules(board, Convention::normal);
    QueenSolver solver(rules);
    const QueenCell cell{123'456'789'012'345'678, 987'654'321'098'765};
    const QueenExplanation explanation =
        explain_queen_position(rules, solver, QueenPosition{{cell}});
    EXPECT_TRUE(explanation.pairs_cut);
    EXPECT_EQ(explanation.region, std::nullopt);
    ASSERT_GE(explanation.pairs.size(), k_queen_explained_first_pairs);
    for (std::size_t k = 0; k < k_queen_explained_first_pairs; ++k) {
        EXPECT_EQ(explanation.pairs[k].k, static_cast<std::int64_t>(k));
    }
    EXPECT_LE(explanation.pairs.size(), k_queen_explained_first_pairs + 9);
    EXPECT_TRUE(
        std::is_sorted(explanation.pairs.begin(), explanation.pairs.end(),
                       [](const WythoffPair& a, const WythoffPair& b) { return a.k < b.k; }));
    // The pairs of the queen's row and column are there.
    const WythoffPosition distances = board.distances(cell);
    for (const std::int64_t distance : {distances.x, distances.y}) {
        const std::int64_t k = wythoff_index_of(distance).k;
        EXPECT_NE(std::find(explanation.pairs.begin(), explanation.pairs.end(), wythoff_pair(k)),
                  explanation.pairs.end())
            << distance;
    }
    EXPECT_EQ(explanation.winning_moves, solver.winning_moves(QueenPosition{{cell}}));
    EXPECT_FALSE(explanation.winning_moves.empty());
}

TEST(QueenExplanation, SeveralQueensInNormalPlayByTheirValues) {
    const QueenRules rules({10, 10}, Convention::normal);
    QueenSolver solver(rules);
    const QueenPosition position{{{7, 6}, {5, 8}, {7, 6}, {9, 9}}};
    const QueenExplanation explanation = explain_queen_position(rules, solver, position);
    EXPECT_EQ(explanation.method, QueenMethod::grundy_xor);
    EXPECT_EQ(explanation.lone_queen, std::nullopt);
    EXPECT_THAT(explanation.pairs, IsEmpty());
    ASSERT_EQ(explanation.queens.size(), 4U);
    int total = 0;
    for (const QueenExplained& queen : explanation.queens) {
        ASSERT_TRUE(queen.grundy);
        EXPECT_EQ(*queen.grundy, solver.grundy_value(queen.cell));
        total ^= *queen.grundy;
    }
    EXPECT_EQ(*explanation.queens[3].grundy, 0);  // in the sink
    EXPECT_TRUE(explanation.queens[3].in_sink);
    EXPECT_FALSE(explanation.queens[2].first_on_cell);
    EXPECT_EQ(explanation.grundy_xor, total);
    EXPECT_EQ(explanation.player_to_move_wins, total != 0);
    // Queens 1 and 3 share a cell: their moves once, as the first queen's.
    for (const QueenMove& move : explanation.winning_moves) {
        EXPECT_NE(move.queen, 2);
    }
    // The region from row 6, column 7 (1-based) to the sink, with the values.
    ASSERT_TRUE(explanation.region);
    EXPECT_EQ(explanation.region->top_left, (QueenCell{5, 6}));
    EXPECT_EQ(explanation.region->grundy.size(), 5U * 4U);
    EXPECT_EQ(explanation.region->grundy[explanation.region->index({7, 6})],
              *explanation.queens[0].grundy);
}

TEST(QueenExplanation, TwoQueensOnOneCellInNormalPlay) {
    const QueenRules rules({6, 6}, Convention::normal);
    QueenSolver solver(rules);
    const QueenExplanation explanation =
        explain_queen_position(rules, solver, queen_start_position(rules.board(), 2));
    EXPECT_EQ(explanation.grundy_xor, 0);
    EXPECT_FALSE(explanation.player_to_move_wins);
    EXPECT_THAT(explanation.winning_moves, IsEmpty());
}

TEST(QueenExplanation, SeveralQueensInMiserePlayBySearch) {
    const QueenRules rules({6, 6}, Convention::misere);
    QueenSolver solver(rules);
    const QueenPosition position = queen_start_position(rules.board(), 3);
    const QueenExplanation explanation = explain_queen_position(rules, solver, position);
    EXPECT_EQ(explanation.method, QueenMethod::misere_search);
    EXPECT_EQ(explanation.region, std::nullopt);
    EXPECT_EQ(explanation.player_to_move_wins, solver.player_to_move_wins(position));
    for (const QueenMove& move : explanation.winning_moves) {
        EXPECT_EQ(move.queen, 0);  // the three share the cell: listed once
    }
    std::vector<QueenMove> first_queen;
    for (const QueenMove& move : solver.winning_moves(position)) {
        if (move.queen == 0) {
            first_queen.push_back(move);
        }
    }
    EXPECT_EQ(explanation.winning_moves, first_queen);
}

TEST(QueenExplanation, TheEndOfTheGame) {
    for (const Convention convention : {Convention::normal, Convention::misere}) {
        const QueenRules rules({5, 7}, convention);
        QueenSolver solver(rules);
        const QueenExplanation explanation =
            explain_queen_position(rules, solver, QueenPosition{{{4, 6}, {4, 6}}});
        EXPECT_TRUE(explanation.over);
        EXPECT_EQ(explanation.player_to_move_wins, convention == Convention::misere);
        EXPECT_THAT(explanation.winning_moves, IsEmpty());
        EXPECT_EQ(explanation.region, std::nullopt);
        EXPECT_EQ(explanation.lone_queen, std::nullopt);
    }
}

TEST(QueenExplanation, ARefusedPositionIsNotExplained) {
    const QueenRules rules({30, 30}, Convention::misere);
    QueenSolver solver(rules);
    EXPECT_THROW(explain_queen_position(rules, solver, queen_start_position(rules.board(), 5)),
                 std::invalid_argument);
}

}  // namespace
}  // namespace marienbad
