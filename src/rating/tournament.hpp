// The rating's games: the computer's levels against each other on the boards a game's description
// draws, each board played by every pair of levels from both sides (who starts swapped), every
// game seeded from the rating's seed, the boards spread over threads. Every move is judged as the
// review judges it, so that a level's won positions thrown away are counted.
#pragma once

#include <vector>

#include "core/compute_limit.hpp"
#include "core/random.hpp"
#include "games/game_description.hpp"
#include "players/strength.hpp"

namespace marienbad {

struct TournamentPlan {
    const GameDescription* game = nullptr;
    ParameterValues values;  // the game's parameters: what its boards are
    std::vector<int> levels = {1, 2, 3, 4};
    StrengthStyle style = StrengthStyle::classic;
    int games = 2000;  // at least: whole boards are played
    Random::Seed seed = 1;
    int threads = 1;
};

// One level's games against another, seen from the first.
struct PairRecord {
    long long games = 0;
    long long wins = 0;
    long long moves = 0;        // the level's own
    long long won_turns = 0;    // its moves from a won position
    long long thrown_away = 0;  // its moves from a won position to a position won for the other

    PairRecord& operator+=(const PairRecord& other);
};

struct TournamentResult {
    std::vector<int> levels;
    // pairs[i][j]: level i's games against level j (i != j).
    std::vector<std::vector<PairRecord>> pairs;
    int boards = 0;
    long long games = 0;
    int threads = 1;
    double seconds = 0.0;

    // Level i's games against every other level.
    PairRecord total(std::size_t level) const;
};

// The games played on one board: 2 for each pair of levels.
int games_on_a_board(std::size_t levels);
// The boards needed for at least plan.games games: each board gives 2 games a pair of levels.
int boards_for(int games, std::size_t levels);

// Plays the plan (UsageError for values the game refuses). The limit, when given, hears of each
// board the calling thread finishes, as boards done of boards, and may stop the games
// (ComputeLimitReached).
TournamentResult run_tournament(const TournamentPlan& plan, ComputeLimit* limit = nullptr);

}  // namespace marienbad
