// The pawn game's rules: one pawn or several, the moves of each pawn, apply and undo, the end
// when every pawn is in the sink, an illegal move refused; and the random-game harness on random
// valid grids, also through a session with moves taken back and played again.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <stdexcept>

#include "catalogue/catalogue.hpp"
#include "games/grid/grid_rules.hpp"
#include "support/grid_printers.hpp"
#include "support/random_game_harness.hpp"
#include "support/small_grids.hpp"

namespace marienbad {
namespace {

using ::testing::ElementsAre;
using testing::grid_with_banned;
using ::testing::IsEmpty;

TEST(GridRules, EveryPawnStartsOnTheTopLeftCell) {
    const GridBoard board(6, 8);
    EXPECT_THAT(grid_start_position(board, 3).pawns,
                ElementsAre(Cell{0, 0}, Cell{0, 0}, Cell{0, 0}));
    EXPECT_THROW(grid_start_position(board, 0), std::invalid_argument);
    EXPECT_THROW(grid_start_position(board, k_grid_max_pawns + 1), std::invalid_argument);
}

TEST(GridRules, AnInvalidBoardIsRefused) {
    EXPECT_THROW(GridRules(grid_with_banned(5, 5, {{5, 3}})), std::invalid_argument);
}

TEST(GridRules, MovesOfEachPawnInTurn) {
    const GridRules rules(testing::seed_example_board());
    const GridPosition position{{{1, 2}, {3, 4}}};
    EXPECT_THAT(rules.legal_moves(position), ElementsAre(GridMove{0, {2, 2}}, GridMove{1, {4, 4}}));
}

TEST(GridRules, ApplyMovesOnePawnAndUndoPutsItBack) {
    const GridRules rules(GridBoard(5, 6));
    GridPosition position = grid_start_position(rules.board(), 2);
    const auto undo = rules.apply(position, {1, {0, 2}});
    EXPECT_THAT(position.pawns, ElementsAre(Cell{0, 0}, Cell{0, 2}));
    rules.undo(position, undo);
    EXPECT_EQ(position, grid_start_position(rules.board(), 2));
}

TEST(GridRules, IllegalMoves) {
    const GridRules rules(testing::seed_example_board());
    const GridPosition position{{{0, 0}}};
    EXPECT_TRUE(rules.is_legal(position, {0, {2, 0}}));
    EXPECT_FALSE(rules.is_legal(position, {0, {1, 1}}));   // diagonal
    EXPECT_FALSE(rules.is_legal(position, {0, {0, 3}}));   // three cells
    EXPECT_FALSE(rules.is_legal(position, {0, {0, 0}}));   // staying
    EXPECT_FALSE(rules.is_legal(position, {1, {0, 1}}));   // no such pawn
    EXPECT_FALSE(rules.is_legal(position, {-1, {0, 1}}));  // no such pawn
    const GridPosition next_to_banned{{{1, 2}}};
    EXPECT_FALSE(rules.is_legal(next_to_banned, {0, {1, 3}}));  // onto a banned cell
    EXPECT_FALSE(rules.is_legal(next_to_banned, {0, {1, 4}}));  // across a banned cell
    EXPECT_FALSE(rules.is_legal(next_to_banned, {0, {3, 2}}));  // across a banned cell
}

TEST(GridRules, APawnInTheSinkStaysAndTheGameEndsWhenAllAreThere) {
    const GridRules rules(GridBoard(5, 5));
    GridPosition position{{{4, 4}, {4, 3}}};
    EXPECT_FALSE(rules.is_over(position));
    EXPECT_THAT(rules.legal_moves(position), ElementsAre(GridMove{1, {4, 4}}));
    EXPECT_EQ(rules.max_remaining_moves(position), 1);
    rules.apply(position, {1, {4, 4}});
    EXPECT_TRUE(rules.is_over(position));
    EXPECT_THAT(rules.legal_moves(position), IsEmpty());
    EXPECT_EQ(rules.max_remaining_moves(position), 0);
}

TEST(GridRules, ApplyRefusesAnIllegalMoveAndLeavesThePositionAlone) {
    const GridRules rules(testing::seed_example_board());
    GridPosition position{{{1, 2}}};
    const GridPosition before = position;
    // Across the banned (2,4), too far, backwards, a pawn that does not exist.
    for (const GridMove illegal : {GridMove{0, {1, 4}}, GridMove{0, {1, 5}}, GridMove{0, {0, 2}},
                                   GridMove{1, {2, 2}}, GridMove{-1, {2, 2}}}) {
        EXPECT_THROW(rules.apply(position, illegal), std::invalid_argument)
            << ::testing::PrintToString(illegal);
        EXPECT_EQ(position, before);
    }
}

// The harness on 20 random grids, with `pawns(random)` pawns at the start of each game.
template <class PawnCount>
void check_random_games_on_random_grids(std::uint64_t seed, PawnCount pawns) {
    Random boards(seed);
    for (int board_number = 0; board_number < 20; ++board_number) {
        const GridRules rules(testing::random_small_grid(boards));
        testing::check_random_games(
            rules,
            [&rules, &pawns](Random& random) {
                return grid_start_position(rules.board(), pawns(random));
            },
            {.games = 20, .seed = seed * 100 + static_cast<std::uint64_t>(board_number)});
    }
}

TEST(GridRandomGames, OnePawn) {
    check_random_games_on_random_grids(3, [](Random&) { return 1; });
}

TEST(GridRandomGames, SeveralPawns) {
    check_random_games_on_random_grids(
        4, [](Random& random) { return random.uniform_int(1, k_grid_max_pawns); });
}

TEST(GridRandomGames, UndoAndRedoThroughTheSession) {
    testing::check_random_undo_redo(
        [](Random& random) {
            GridBoard board = testing::random_small_grid(random);
            const int pawns = random.uniform_int(1, k_grid_max_pawns);
            GridSetup setup{board, std::vector<Cell>(static_cast<std::size_t>(pawns), Cell{})};
            return make_session(setup, {}, Seat::two, Random(1));
        },
        {.games = 60, .seed = 5});
}

}  // namespace
}  // namespace marienbad
