// What a teacher reads in a rating, in plain words: for a beginner (who plays at random, as level 1
// does) and for a student who has done the lessons (who applies the method with a few slips, as
// level 3 does), how often they beat each level, and the level to set — the strongest they still
// beat at least one game in four (their own level counting as even: each is played from both
// sides). scripts/plot-rating marks the same levels on docs/rating.png.
#pragma once

#include <optional>
#include <string>

#include "rating/tournament.hpp"

namespace marienbad {

// The level a beginner stands for, and a student who has done the lessons.
inline constexpr int k_beginner_level = 1;
inline constexpr int k_student_level = 3;
// A level is recommended while the player still wins at least this share of its games against it.
inline constexpr double k_recommended_share = 0.25;

struct Recommendation {
    int player = 0;  // the level the player stands for
    int level = 0;   // the level to set
};

// The level for the player `player` stands for; none when `player` was not rated.
std::optional<Recommendation> recommended_level(const TournamentResult& result, int player);

// The paragraph of plain words: each player's chance against each level, and the level to set;
// empty when neither player was rated.
std::string plain_words(const TournamentResult& result);

}  // namespace marienbad
