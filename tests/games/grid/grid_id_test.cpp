// The pawn game's id, as docs/guide.md ("Game ids") writes its grammar: a contract, stable across
// versions.
#include <gtest/gtest.h>

#include "catalogue/game_id.hpp"
#include "games/grid/grid_game.hpp"
#include "games/usage_error.hpp"

namespace marienbad {
namespace {

GridSetup grid(const std::string& id) {
    return std::get<GridSetup>(parse_game_id(id).setup);
}

TEST(GridId, TheSizeTheBannedCellsAndThePawnsWhenNotOneOnTheStart) {
    const GridSetup banned = grid("grid:6x7:ban=2,3+4,4");
    EXPECT_EQ(banned.board.rows(), 6);
    EXPECT_EQ(banned.board.cols(), 7);
    EXPECT_EQ(banned.board.banned_cells(), (std::vector<Cell>{{1, 2}, {3, 3}}));
    EXPECT_EQ(banned.pawns, std::vector<Cell>{Cell{}});
    EXPECT_EQ(GridGame::id(banned), "grid:6x7:ban=2,3+4,4");
    const GridSetup pawns = grid("grid:5x5:at=1,1+3,2+1,1");
    EXPECT_EQ(pawns.board.banned_count(), 0);
    EXPECT_EQ(pawns.pawns, (std::vector<Cell>{{0, 0}, {2, 1}, {0, 0}}));
    EXPECT_EQ(GridGame::id(pawns), "grid:5x5:at=1,1+3,2+1,1");
    EXPECT_EQ(GridGame::id(grid("grid:5x5:at=1,1")), "grid:5x5");
    EXPECT_EQ(grid("grid:5x5:at=2,2:ban=3,3"), grid("grid:5x5:ban=3,3:at=2,2"));
}

// 1 to 30 rows and columns: a game's grids and the lesson's single row (handout 001).
TEST(GridId, HandoutOnesRulesAndTheSizesOfWhatTheProgramShowsHold) {
    EXPECT_THROW(grid("grid:0x5"), UsageError);
    EXPECT_EQ(grid("grid:1x10").board.cols(), 10);
    EXPECT_THROW(grid("grid:5x31"), UsageError);
    EXPECT_THROW(grid("grid:5"), UsageError);
    EXPECT_THROW(grid("grid:5x5:ban=5,5"), UsageError);  // the sink
    EXPECT_THROW(grid("grid:5x5:ban=6,1"), UsageError);  // off the grid
    EXPECT_THROW(grid("grid:5x5:ban=3,3:at=3,3"), UsageError);
    EXPECT_THROW(grid("grid:5x5:at=5,5"), UsageError);  // nothing to play
    EXPECT_THROW(grid("grid:5x5:at=1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1"), UsageError);
    EXPECT_THROW(grid("grid:5x5:at=1"), UsageError);
}

}  // namespace
}  // namespace marienbad
