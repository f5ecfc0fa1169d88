// A rating as a person reads it (a table of the levels: games, score with its 95 % interval, Elo
// against the random player with its interval, won positions thrown away a game; then each level's
// score and thrown wins against each other level) and as a script reads it (one JSON object).
#pragma once

#include <string>
#include <vector>

#include "rating/rating_statistics.hpp"
#include "rating/tournament.hpp"

namespace marienbad {

// One parameter of the board rated: a value, or a flag set or not.
struct BoardParameter {
    std::string name;  // "--length"
    std::string text;  // "21"; empty for a flag
    bool flag = false;
    bool set = false;  // a flag: given
};

// What is computed from a tournament's results for each level.
struct LevelRating {
    int level = 0;
    PairRecord record;  // against every other level
    double score = 0.0;
    Interval score_interval;
    double elo = 0.0;  // against the lowest level rated (the random player when level 1 is)
    double elo_half_width = 0.0;
    // An undefeated level's Elo is only a lower bound (`elo` is its one-sided 95 % bound), a level
    // that never won an upper bound (rating_statistics.hpp).
    EloBound elo_bound = EloBound::none;
    double thrown_away_per_game = 0.0;
};

std::vector<LevelRating> rate_levels(const TournamentResult& result);

// `board` says what was rated ("nim --columns 7"), `style` how the levels played.
std::string rating_text(const TournamentResult& result, const std::string& board,
                        StrengthStyle style, Random::Seed seed);
// `parameters`: the board rated, every parameter of the game (a flag as true or false).
std::string rating_json(const TournamentResult& result, const std::string& game,
                        const std::vector<BoardParameter>& parameters, StrengthStyle style,
                        Random::Seed seed);

}  // namespace marienbad
