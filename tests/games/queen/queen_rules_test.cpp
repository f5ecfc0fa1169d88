// The queen's rules: the moves of sample positions in their order, the edges and the sink,
// queens sharing a cell, apply and undo, illegal moves refused in O(1), the bound on the moves
// left, a setup given by a user checked; and the random-game harness on boards of 5 to 30 with
// 1 to 9 queens, both conventions.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <climits>
#include <stdexcept>

#include "core/game_concepts.hpp"
#include "games/queen/queen_printers.hpp"
#include "games/queen/queen_rules.hpp"
#include "support/random_game_harness.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

static_assert(GameRules<QueenRules>);

TEST(QueenRules, EveryQueenStartsOnTheTopLeftCell) {
    const QueenBoard board{6, 8};
    EXPECT_THAT(queen_start_position(board, 3).queens,
                ElementsAre(QueenCell{0, 0}, QueenCell{0, 0}, QueenCell{0, 0}));
    EXPECT_THROW(queen_start_position(board, 0), std::invalid_argument);
    EXPECT_THROW(queen_start_position(board, k_queen_max_queens + 1), std::invalid_argument);
}

TEST(QueenRules, BoardSizesFromOneToTenToTheEighteenth) {
    EXPECT_NO_THROW(QueenRules(QueenBoard{1, 1}, Convention::normal));
    EXPECT_NO_THROW(
        QueenRules(QueenBoard{k_queen_solve_max_size, k_queen_solve_max_size}, Convention::misere));
    EXPECT_THROW(QueenRules(QueenBoard{0, 5}, Convention::normal), std::invalid_argument);
    EXPECT_THROW(QueenRules(QueenBoard{5, k_queen_solve_max_size + 1}, Convention::normal),
                 std::invalid_argument);
}

TEST(QueenRules, DestinationsDownThenRightThenDiagonallyNearestFirst) {
    const QueenRules rules(QueenBoard{5, 6}, Convention::normal);
    // (3,4) 1-based: two rows below, two columns to the right.
    EXPECT_THAT(rules.destinations({2, 3}),
                ElementsAre(QueenCell{3, 3}, QueenCell{4, 3}, QueenCell{2, 4}, QueenCell{2, 5},
                            QueenCell{3, 4}, QueenCell{4, 5}));
    // On the last row: only to the right; on the last column: only down.
    EXPECT_THAT(rules.destinations({4, 3}), ElementsAre(QueenCell{4, 4}, QueenCell{4, 5}));
    EXPECT_THAT(rules.destinations({2, 5}), ElementsAre(QueenCell{3, 5}, QueenCell{4, 5}));
    // The sink and a cell off the board: none.
    EXPECT_THAT(rules.destinations({4, 5}), IsEmpty());
    EXPECT_THAT(rules.destinations({5, 0}), IsEmpty());
    // From the start of 5 x 6: 4 down, 5 right, 4 diagonally.
    EXPECT_EQ(rules.destinations({0, 0}).size(), 13U);
}

TEST(QueenRules, MovesOfEachQueenInTurnSharedCellsListedForEach) {
    const QueenRules rules(QueenBoard{5, 5}, Convention::normal);
    const QueenPosition position{{{3, 4}, {4, 3}, {3, 4}, {4, 4}}};
    EXPECT_THAT(rules.legal_moves(position),
                ElementsAre(QueenMove{0, {4, 4}}, QueenMove{1, {4, 4}}, QueenMove{2, {4, 4}}));
    EXPECT_TRUE(is_first_queen_on_its_cell(position, 0));
    EXPECT_TRUE(is_first_queen_on_its_cell(position, 1));
    EXPECT_FALSE(is_first_queen_on_its_cell(position, 2));
    EXPECT_TRUE(is_first_queen_on_its_cell(position, 3));
}

TEST(QueenRules, ApplyMovesOneQueenAndUndoPutsItBack) {
    const QueenRules rules(QueenBoard{5, 6}, Convention::misere);
    QueenPosition position = queen_start_position(rules.board(), 2);
    const auto undo = rules.apply(position, {1, {3, 3}});
    EXPECT_THAT(position.queens, ElementsAre(QueenCell{0, 0}, QueenCell{3, 3}));
    rules.undo(position, undo);
    EXPECT_EQ(position, queen_start_position(rules.board(), 2));
}

TEST(QueenRules, IllegalMoves) {
    const QueenRules rules(QueenBoard{5, 6}, Convention::normal);
    const QueenPosition position{{{1, 1}}};
    EXPECT_TRUE(rules.is_legal(position, {0, {4, 1}}));
    EXPECT_TRUE(rules.is_legal(position, {0, {1, 5}}));
    EXPECT_TRUE(rules.is_legal(position, {0, {4, 4}}));
    EXPECT_FALSE(rules.is_legal(position, {0, {1, 1}}));   // staying
    EXPECT_FALSE(rules.is_legal(position, {0, {0, 1}}));   // up
    EXPECT_FALSE(rules.is_legal(position, {0, {1, 0}}));   // left
    EXPECT_FALSE(rules.is_legal(position, {0, {0, 0}}));   // diagonally up-left
    EXPECT_FALSE(rules.is_legal(position, {0, {2, 0}}));   // diagonally down-left
    EXPECT_FALSE(rules.is_legal(position, {0, {3, 2}}));   // a knight's move
    EXPECT_FALSE(rules.is_legal(position, {0, {5, 1}}));   // past the bottom edge
    EXPECT_FALSE(rules.is_legal(position, {0, {1, 6}}));   // past the right edge
    EXPECT_FALSE(rules.is_legal(position, {0, {5, 5}}));   // diagonally past the edge
    EXPECT_FALSE(rules.is_legal(position, {1, {2, 2}}));   // no such queen
    EXPECT_FALSE(rules.is_legal(position, {-1, {2, 2}}));  // no such queen
    const QueenPosition off_board{{{7, 7}}};
    EXPECT_FALSE(rules.is_legal(off_board, {0, {7, 8}}));
}

TEST(QueenRules, IsLegalOnAHugeBoardWithoutListingMoves) {
    const QueenRules rules(QueenBoard{k_queen_solve_max_size, k_queen_solve_max_size},
                           Convention::normal);
    const QueenPosition position{{{0, 0}}};
    const std::int64_t last = k_queen_solve_max_size - 1;
    EXPECT_TRUE(rules.is_legal(position, {0, {last, last}}));
    EXPECT_TRUE(rules.is_legal(position, {0, {0, last}}));
    EXPECT_FALSE(rules.is_legal(position, {0, {last, last - 1}}));
    EXPECT_THROW(rules.destinations({0, 0}), std::invalid_argument);
    EXPECT_EQ(rules.max_remaining_moves(position), INT_MAX);
}

TEST(QueenRules, ApplyRefusesAnIllegalMoveAndLeavesThePositionAlone) {
    const QueenRules rules(QueenBoard{5, 5}, Convention::normal);
    QueenPosition position{{{1, 2}, {4, 4}}};
    const QueenPosition before = position;
    for (const QueenMove illegal :
         {QueenMove{0, {2, 4}}, QueenMove{0, {0, 2}}, QueenMove{1, {4, 4}}, QueenMove{2, {4, 4}}}) {
        EXPECT_THROW(rules.apply(position, illegal), std::invalid_argument)
            << ::testing::PrintToString(illegal);
        EXPECT_EQ(position, before);
    }
}

TEST(QueenRules, AQueenInTheSinkStaysAndTheGameEndsWhenAllAreThere) {
    const QueenRules rules(QueenBoard{5, 5}, Convention::normal);
    QueenPosition position{{{4, 4}, {3, 3}}};
    EXPECT_FALSE(rules.is_over(position));
    EXPECT_EQ(queens_off_the_sink(rules.board(), position), 1);
    EXPECT_THAT(rules.legal_moves(position),
                ElementsAre(QueenMove{1, {4, 3}}, QueenMove{1, {3, 4}}, QueenMove{1, {4, 4}}));
    EXPECT_EQ(rules.max_remaining_moves(position), 2);
    rules.apply(position, {1, {4, 4}});
    EXPECT_TRUE(rules.is_over(position));
    EXPECT_THAT(rules.legal_moves(position), IsEmpty());
    EXPECT_EQ(rules.max_remaining_moves(position), 0);
}

TEST(QueenRules, MovePlaceNamesTheQueenAndTheDirection) {
    const QueenRules rules(QueenBoard{6, 6}, Convention::normal);
    const QueenPosition position{{{0, 0}, {2, 1}}};
    EXPECT_EQ(rules.move_place(position, {0, {3, 0}}), 0);
    EXPECT_EQ(rules.move_place(position, {0, {0, 4}}), 1);
    EXPECT_EQ(rules.move_place(position, {0, {2, 2}}), 2);
    EXPECT_EQ(rules.move_place(position, {1, {5, 1}}), 3);
    EXPECT_EQ(rules.move_place(position, {1, {2, 5}}), 4);
    EXPECT_EQ(rules.move_place(position, {1, {5, 4}}), 5);
    EXPECT_EQ(queen_step({2, 1}, {5, 4}), (QueenStep{QueenDirection::diagonal, 3}));
    EXPECT_EQ(queen_step({2, 1}, {5, 3}), std::nullopt);
}

TEST(QueenSetupProblems, SizesQueenCountAndCells) {
    const std::vector<QueenCell> one{{0, 0}};
    EXPECT_EQ(find_queen_problem({5, 30}, one, QueenUse::play), std::nullopt);
    EXPECT_EQ(find_queen_problem({4, 6}, one, QueenUse::play)->rule, QueenRule::too_few_rows);
    EXPECT_EQ(find_queen_problem({31, 6}, one, QueenUse::play)->rule, QueenRule::too_many_rows);
    EXPECT_EQ(find_queen_problem({6, 4}, one, QueenUse::play)->rule, QueenRule::too_few_cols);
    EXPECT_EQ(find_queen_problem({6, 31}, one, QueenUse::play)->rule, QueenRule::too_many_cols);
    EXPECT_EQ(find_queen_problem({1, 2}, one, QueenUse::solve), std::nullopt);
    EXPECT_EQ(
        find_queen_problem({k_queen_solve_max_size, k_queen_solve_max_size}, one, QueenUse::solve),
        std::nullopt);
    EXPECT_EQ(find_queen_problem({k_queen_solve_max_size + 1, 5}, one, QueenUse::solve)->rule,
              QueenRule::too_many_rows);
    EXPECT_EQ(find_queen_problem({0, 5}, one, QueenUse::solve)->rule, QueenRule::too_few_rows);
    EXPECT_EQ(find_queen_problem({5, 5}, {}, QueenUse::play)->rule, QueenRule::no_queen);
    const std::vector<QueenCell> ten(10, QueenCell{0, 0});
    EXPECT_EQ(find_queen_problem({5, 5}, ten, QueenUse::solve)->rule, QueenRule::too_many_queens);
    const std::vector<QueenCell> outside{{0, 0}, {2, 5}};
    const auto problem = find_queen_problem({5, 5}, outside, QueenUse::play);
    ASSERT_TRUE(problem);
    EXPECT_EQ(problem->rule, QueenRule::outside);
    EXPECT_EQ(problem->queen, 1);
    EXPECT_EQ(problem->cell, (QueenCell{2, 5}));
    const std::vector<QueenCell> sunk{{4, 4}, {4, 4}};
    EXPECT_EQ(find_queen_problem({5, 5}, sunk, QueenUse::play)->rule, QueenRule::all_in_sink);
    EXPECT_EQ(find_queen_problem({5, 5}, sunk, QueenUse::solve), std::nullopt);
}

TEST(QueenSetupProblems, OneSentenceEachCellsOneBased) {
    const std::vector<QueenCell> outside{{0, 0}, {2, 5}};
    EXPECT_EQ(queen_problem_text(*find_queen_problem({5, 5}, outside, QueenUse::play)),
              "Queen 2 is on (3,6), which is not on the board of 5 rows by 5 columns.");
    const std::vector<QueenCell> one{{0, 0}};
    EXPECT_EQ(queen_problem_text(*find_queen_problem({4, 6}, one, QueenUse::play)),
              "The board has 4 rows; it may have 5 to 30.");
    const std::vector<QueenCell> ten(10, QueenCell{0, 0});
    EXPECT_THAT(queen_problem_text(*find_queen_problem({5, 5}, ten, QueenUse::play)),
                HasSubstr("10 queens"));
    const std::vector<QueenCell> sunk{{4, 4}};
    EXPECT_THAT(queen_problem_text(*find_queen_problem({5, 5}, sunk, QueenUse::play)),
                HasSubstr("(5,5)"));
}

// The harness on 20 random boards of 5 to 30 each way, `queens(random)` queens at the start.
template <class QueenCount>
void check_random_queen_games(std::uint64_t seed, Convention convention, QueenCount queens) {
    Random boards(seed);
    for (int board_number = 0; board_number < 20; ++board_number) {
        const QueenBoard board{boards.uniform_int(5, 30), boards.uniform_int(5, 30)};
        const QueenRules rules(board, convention);
        testing::check_random_games(
            rules,
            [&rules, &queens](Random& random) {
                return queen_start_position(rules.board(), queens(random));
            },
            {.games = 10, .seed = seed * 100 + static_cast<std::uint64_t>(board_number)});
    }
}

TEST(QueenRandomGames, OneQueen) {
    check_random_queen_games(3, Convention::normal, [](Random&) { return 1; });
}

TEST(QueenRandomGames, SeveralQueensNormalPlay) {
    check_random_queen_games(4, Convention::normal, [](Random& random) {
        return random.uniform_int(1, k_queen_max_queens);
    });
}

TEST(QueenRandomGames, SeveralQueensMiserePlay) {
    check_random_queen_games(5, Convention::misere, [](Random& random) {
        return random.uniform_int(1, k_queen_max_queens);
    });
}

TEST(QueenRandomGames, FromRandomCells) {
    Random boards(6);
    for (int board_number = 0; board_number < 20; ++board_number) {
        const QueenBoard board{boards.uniform_int(5, 30), boards.uniform_int(5, 30)};
        const QueenRules rules(board, Convention::normal);
        testing::check_random_games(
            rules,
            [&board](Random& random) {
                QueenPosition position;
                const int queens = random.uniform_int(1, k_queen_max_queens);
                for (int queen = 0; queen < queens; ++queen) {
                    position.queens.push_back(
                        {random.uniform_int(0, static_cast<int>(board.rows) - 1),
                         random.uniform_int(0, static_cast<int>(board.cols) - 1)});
                }
                return position;
            },
            {.games = 10, .seed = 600 + static_cast<std::uint64_t>(board_number)});
    }
}

}  // namespace
}  // namespace marienbad
