// The matchstick row's id, as docs/guide.md ("Game ids") writes its grammar: a contract, stable
// across versions.
#include <gtest/gtest.h>

#include "catalogue/game_id.hpp"
#include "games/row/row_game.hpp"
#include "games/usage_error.hpp"

namespace marienbad {
namespace {

RowSetup row(const std::string& id) {
    return std::get<RowSetup>(parse_game_id(id).setup);
}

TEST(RowId, ThePlacesThenTheMostAMoveTakesAndTheRulesWhenNotHandoutFours) {
    const RowSetup handout = row("row:111111111111111111111");
    EXPECT_EQ(handout, (RowSetup{Convention::misere, 3, RowPosition::full(21)}));
    EXPECT_EQ(RowGame::id(handout), "row:111111111111111111111");
    const RowSetup other = row("row:1101110:take=4:normal");
    EXPECT_EQ(other.start.pattern(), "1101110");
    EXPECT_EQ(other.max_take, 4);
    EXPECT_EQ(other.convention, Convention::normal);
    EXPECT_EQ(RowGame::id(other), "row:1101110:take=4:normal");
    EXPECT_EQ(RowGame::id(row("row:0110:take=3:misere")), "row:0110");
}

TEST(RowId, APlaceIsAMatchOrEmptyAndSomeMatchStands) {
    EXPECT_THROW(row("row:0000"), UsageError);
    EXPECT_THROW(row("row:1121"), UsageError);
    EXPECT_THROW(row("row:" + std::string(201, '1')), UsageError);
    EXPECT_THROW(row("row:11:take=0"), UsageError);
    EXPECT_THROW(row("row:11:take=9"), UsageError);
    EXPECT_THROW(row("row:11:take"), UsageError);
    EXPECT_EQ(row("row:" + std::string(200, '1')).start.length(), 200);
}

}  // namespace
}  // namespace marienbad
