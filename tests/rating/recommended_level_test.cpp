// The level a teacher sets, in plain words: for a beginner (level 1) and a student who has done the
// lessons (level 3), the strongest level they beat at least one game in four, their own level
// counting as even; nothing when the player was not rated.
#include <gtest/gtest.h>

#include "rating/recommended_level.hpp"

namespace marienbad::testing {
namespace {

// Levels 1 to 4, where level i wins `wins[i][j]` of 100 games against level j.
TournamentResult result_of(const std::vector<std::vector<int>>& wins) {
    TournamentResult result;
    result.levels = {1, 2, 3, 4};
    result.pairs.assign(4, std::vector<PairRecord>(4));
    for (std::size_t i = 0; i < 4; ++i) {
        for (std::size_t j = 0; j < 4; ++j) {
            if (i != j) {
                result.pairs[i][j].games = 100;
                result.pairs[i][j].wins = wins[i][j];
            }
        }
    }
    return result;
}

TEST(RecommendedLevel, TheStrongestBeatenAtLeastOneGameInFour) {
    const TournamentResult result = result_of({{0, 31, 18, 1},   //
                                               {69, 0, 30, 2},   //
                                               {82, 70, 0, 26},  //
                                               {99, 98, 74, 0}});
    EXPECT_EQ(recommended_level(result, 1)->level, 2);
    EXPECT_EQ(recommended_level(result, 3)->level, 4);
    EXPECT_EQ(plain_words(result),
              "In plain words: a beginner, who plays at random as level 1 does, wins 31% against "
              "level 2, 18% against level 3 and 1% against level 4: for a beginner, level 2, the "
              "strongest beaten at least one game in four.\n"
              "A student who has done the lessons applies the method with a few slips, as level 3 "
              "does: such a player wins 82% against level 1, 70% against level 2 and 26% against "
              "level 4; for them, level 4.\n");
}

TEST(RecommendedLevel, AWeakPlayerIsAtLeastGivenItsOwnLevel) {
    const TournamentResult result = result_of({{0, 10, 5, 0},  //
                                               {90, 0, 20, 1},
                                               {95, 80, 0, 10},
                                               {100, 99, 90, 0}});
    EXPECT_EQ(recommended_level(result, 1)->level, 1);
    EXPECT_EQ(recommended_level(result, 3)->level, 3);
    TournamentResult without = result;
    without.levels = {2, 3, 4, 5};
    EXPECT_FALSE(recommended_level(without, 1));
}

}  // namespace
}  // namespace marienbad::testing
