// The grid's puzzles hold what each difficulty says of them (games/grid/grid_puzzles.cpp): as
// many pawns as it says, on distinct free cells, none in the sink.
#include <gtest/gtest.h>

#include "games/grid/grid_game.hpp"

namespace marienbad {
namespace {

TEST(GridPuzzles, ThePawnsAreAsManyAsTheDifficultySaysOnDistinctCells) {
    for (int difficulty = k_min_puzzle_difficulty; difficulty <= k_max_puzzle_difficulty;
         ++difficulty) {
        Random random(11);
        std::optional<GridSetup> grid;
        while (!grid) {
            grid = GridGame::puzzle_candidate(difficulty, random);
        }
        const std::size_t pawns = difficulty <= 3 ? 1 : static_cast<std::size_t>(difficulty - 2);
        ASSERT_EQ(grid->pawns.size(), pawns) << difficulty;
        for (std::size_t i = 0; i < pawns; ++i) {
            EXPECT_NE(grid->pawns[i], grid->board.sink());
            EXPECT_TRUE(grid->board.is_free(grid->pawns[i]));
            for (std::size_t j = i + 1; j < pawns; ++j) {
                EXPECT_NE(grid->pawns[i], grid->pawns[j]);
            }
        }
    }
}

}  // namespace
}  // namespace marienbad
