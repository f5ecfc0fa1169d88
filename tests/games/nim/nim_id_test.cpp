// Nim's id, as docs/guide.md ("Game ids") writes its grammar: a contract, stable across versions.
#include <gtest/gtest.h>

#include "catalogue/game_id.hpp"
#include "games/nim/nim_game.hpp"
#include "games/usage_error.hpp"

namespace marienbad {
namespace {

NimSetup nim(const std::string& id) {
    return std::get<NimSetup>(parse_game_id(id).setup);
}

TEST(NimId, ThePilesFromColumnZeroThenTheRulesWhenMisere) {
    EXPECT_EQ(NimGame::id({Convention::normal, {{1, 2, 3, 5, 7}}}), "nim:1,2,3,5,7");
    EXPECT_EQ(NimGame::id({Convention::misere, {{1, 2, 3, 5, 7}}}), "nim:1,2,3,5,7:misere");
    EXPECT_EQ(nim("nim:19,10,14,13,4,20,7"),
              (NimSetup{Convention::normal, {{19, 10, 14, 13, 4, 20, 7}}}));
    EXPECT_EQ(nim("nim:3,4,5:misere"), (NimSetup{Convention::misere, {{3, 4, 5}}}));
    EXPECT_EQ(nim("nim:3,4,5:normal"), (NimSetup{Convention::normal, {{3, 4, 5}}}));
}

// 1 to 20 columns of 1 to 63 pieces: a game's boards (35 at most) and a puzzle's largest pile.
TEST(NimId, OneTo20ColumnsOfOneTo63Pieces) {
    EXPECT_THROW(nim("nim:0,3"), UsageError);
    EXPECT_THROW(nim("nim:64"), UsageError);
    EXPECT_THROW(nim("nim:1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1"), UsageError);
    EXPECT_THROW(nim("nim:3,,4"), UsageError);
    EXPECT_THROW(nim("nim:3,4:misere:normal"), UsageError);
    EXPECT_EQ(nim("nim:63").start.piles, std::vector<int>{63});
}

}  // namespace
}  // namespace marienbad
