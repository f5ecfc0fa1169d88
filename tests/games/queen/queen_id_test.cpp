// The queen's id, as docs/guide.md ("Game ids") writes its grammar: a contract, stable across
// versions.
#include <gtest/gtest.h>

#include "catalogue/game_id.hpp"
#include "games/queen/queen_game.hpp"
#include "games/usage_error.hpp"

namespace marienbad {
namespace {

QueenSetup queen(const std::string& id) {
    return std::get<QueenSetup>(parse_game_id(id).setup);
}

TEST(QueenId, TheSizeTheQueensWhenNotOneOnTheStartAndTheRulesWhenMisere) {
    const QueenSetup one = queen("queen:9x7");
    EXPECT_EQ(one, (QueenSetup{{9, 7}, {QueenCell{}}, Convention::normal}));
    EXPECT_EQ(QueenGame::id(one), "queen:9x7");
    EXPECT_EQ(queen("queen:9x7:at=1,1"), one);
    const QueenSetup two = queen("queen:8x10:at=1,1+3,2:misere");
    EXPECT_EQ(two.queens, (std::vector<QueenCell>{{0, 0}, {2, 1}}));
    EXPECT_EQ(two.convention, Convention::misere);
    EXPECT_EQ(QueenGame::id(two), "queen:8x10:at=1,1+3,2:misere");
}

TEST(QueenId, AGamesSizesAndTheQueensRulesHold) {
    EXPECT_THROW(queen("queen:31x7"), UsageError);
    EXPECT_THROW(queen("queen:9x7:at=10,1"), UsageError);
    EXPECT_THROW(queen("queen:9x7:at=9,7"), UsageError);  // nothing to play
    EXPECT_THROW(queen("queen:9x7:at=1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1+1,1"), UsageError);
}

}  // namespace
}  // namespace marienbad
