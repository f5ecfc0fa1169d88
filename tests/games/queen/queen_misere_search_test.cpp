// The misère search of several queens: its count of positions known before any search, its
// table kept between the positions of one game, a game as deep as its row is long searched
// without recursion, queens sharing cells, and the refusal past its bound. (Its answers against
// the brute-force solver are in queen_solver_test.cpp.)
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <limits>
#include <span>
#include <stdexcept>

#include "core/brute_force_solver.hpp"
#include "core/random.hpp"
#include "games/queen/queen_misere_search.hpp"
#include "games/queen/queen_printers.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(QueenMisereSearch, PositionsCountedBeforeAnySearch) {
    const QueenBoard board{30, 30};
    // Two queens on the top-left cell: pairs of the 900 cells, the sink included.
    EXPECT_EQ(queen_misere_positions(board, queen_start_position(board, 2)), 405'450U);
    // One queen off the sink, or none: the pairs decide, nothing is stored.
    EXPECT_EQ(queen_misere_positions(board, queen_start_position(board, 1)), 0U);
    EXPECT_EQ(queen_misere_positions(board, QueenPosition{{{29, 29}, {0, 0}, {29, 29}}}), 0U);
    // Distances (2, 0) and (0, 2): the union of a column and a row of 3 cells has 5; pairs of
    // them with repetition: 15.
    EXPECT_EQ(queen_misere_positions(board, QueenPosition{{{27, 29}, {29, 27}}}), 15U);
    // Three queens on 5 x 5: C(25 + 2, 3).
    EXPECT_EQ(queen_misere_positions({5, 5}, queen_start_position({5, 5}, 3)), 2'925U);
    // Nine queens on a 10^18 board: far past anything, saturated.
    const QueenBoard huge{k_queen_solve_max_size, k_queen_solve_max_size};
    EXPECT_EQ(queen_misere_positions(huge, queen_start_position(huge, 9)),
              std::numeric_limits<std::uint64_t>::max());
    EXPECT_EQ(queen_misere_positions(huge, QueenPosition{{{0, 0}, {0, 0}}}),
              std::numeric_limits<std::uint64_t>::max());
}

TEST(QueenMisereSearch, TheTableIsKeptForThePositionsOfOneGame) {
    const QueenBoard board{10, 10};
    const QueenRules rules(board, Convention::misere);
    QueenMisereSearch search;
    QueenPosition position = queen_start_position(board, 3);
    Random random(1);
    while (!rules.is_over(position)) {
        search.player_to_move_wins(board, position);
        const auto winners = search.winning_moves(board, position);
        const auto moves = rules.legal_moves(position);
        rules.apply(position, winners.empty() ? random.pick(std::span<const QueenMove>(moves))
                                              : winners.front());
    }
    EXPECT_EQ(search.stats().tables_built, 1U);
    EXPECT_EQ(search.stats().positions_indexed,
              queen_misere_positions(board, queen_start_position(board, 3)));
    EXPECT_GT(search.stats().positions_searched, 0U);
}

TEST(QueenMisereSearch, AnswersAsTheBruteForceSolverAlongRandomGames) {
    const QueenBoard board{5, 6};
    const QueenRules rules(board, Convention::misere);
    QueenMisereSearch search;
    BruteForceSolver<QueenRules> brute_force(rules);
    Random random(2);
    for (int game = 0; game < 20; ++game) {
        QueenPosition position = queen_start_position(board, random.uniform_int(2, 3));
        while (!rules.is_over(position)) {
            ASSERT_EQ(search.player_to_move_wins(board, position),
                      brute_force.player_to_move_wins(position))
                << ::testing::PrintToString(position);
            ASSERT_EQ(search.winning_moves(board, position), brute_force.winning_moves(position))
                << ::testing::PrintToString(position);
            const auto moves = rules.legal_moves(position);
            rules.apply(position, random.pick(std::span<const QueenMove>(moves)));
        }
        ASSERT_TRUE(search.player_to_move_wins(board, position));  // the opponent moved last
    }
}

TEST(QueenMisereSearch, QueensSharingACellEachListTheirWinningMoves) {
    const QueenBoard board{3, 3};
    QueenMisereSearch search;
    // Two queens on (2,2) and one on (1,3), 1-based: both queens on (2,2) are listed.
    const QueenPosition position{{{1, 1}, {1, 1}, {0, 2}}};
    const QueenRules rules(board, Convention::misere);
    BruteForceSolver<QueenRules> brute_force(rules);
    const auto moves = search.winning_moves(board, position);
    EXPECT_EQ(moves, brute_force.winning_moves(position));
    bool first = false;
    bool second = false;
    for (const QueenMove& move : moves) {
        first = first || move.queen == 0;
        second = second || move.queen == 1;
    }
    EXPECT_EQ(first, second);
}

TEST(QueenMisereSearch, AGameAsLongAsItsRowIsSearchedWithoutRecursion) {
    // Two queens at the left end of one row of 2,000 cells: misère Nim of two heaps of 1,999,
    // lost for the player to move (two equal heaps of two or more), searched thousands of moves
    // deep.
    const QueenBoard board{1, 2'000};
    QueenMisereSearch search;
    const QueenPosition position = queen_start_position(board, 2);
    EXPECT_FALSE(search.player_to_move_wins(board, position));
    EXPECT_THAT(search.winning_moves(board, position), IsEmpty());
    EXPECT_EQ(search.find_winning_move(board, position), std::nullopt);
    // One queen a cell further on: take the other to the same place.
    const QueenPosition uneven{{{0, 0}, {0, 1}}};
    EXPECT_THAT(search.winning_moves(board, uneven), ElementsAre(QueenMove{0, {0, 1}}));
}

TEST(QueenMisereSearch, RefusedPastItsBound) {
    const QueenBoard board{30, 30};
    const QueenPosition position = queen_start_position(board, 3);
    EXPECT_FALSE(queen_misere_search_fits(board, position));
    QueenMisereSearch search;
    EXPECT_THROW(search.player_to_move_wins(board, position), std::invalid_argument);
    EXPECT_THROW(search.winning_moves(board, position), std::invalid_argument);
    EXPECT_THROW(search.find_winning_move(board, position), std::invalid_argument);
    // A smaller bound of its own.
    QueenMisereSearch small(1'000);
    EXPECT_TRUE(queen_misere_search_fits({5, 5}, queen_start_position({5, 5}, 2), 1'000));
    EXPECT_NO_THROW(small.player_to_move_wins({5, 5}, queen_start_position({5, 5}, 2)));
    EXPECT_THROW(small.player_to_move_wins({5, 5}, queen_start_position({5, 5}, 3)),
                 std::invalid_argument);
}

}  // namespace
}  // namespace marienbad
