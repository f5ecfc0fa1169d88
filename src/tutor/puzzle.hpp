// Puzzles (`marienbad puzzle GAME`): "find the winning move" positions drawn at random at a stated
// difficulty, from 1 to 5, reproducible by their seed. A difficulty fixes what each game's
// positions must be (Game::puzzle_candidate, games/<name>/<name>_puzzles.cpp): their size and
// rules, which say what the lessons' method must work through; and its level
// (Game::puzzle_level, exercises/puzzle_level.hpp): the band of the difficulty measure (legal
// moves for each winning one), how many moves win, and whether no winning move would win in normal
// play. Every claim is checked by the game's solver on each candidate; the first that holds them
// all is the puzzle. A generator draws at most `tries` candidates, then gives up, saying so in one
// line (PuzzleNotFound).
#pragma once

#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/random.hpp"
#include "exercises/exercise.hpp"
#include "exercises/move_counts.hpp"
#include "games/game.hpp"
#include "text/wording.hpp"

namespace marienbad {

inline constexpr int k_default_puzzle_count = 10;
inline constexpr int k_max_puzzle_count = 100;
// The most candidates one puzzle draws before its generator gives up.
inline constexpr int k_puzzle_tries = 20'000;

struct Puzzle {
    AnySetup setup;
    int difficulty = k_min_puzzle_difficulty;
    MoveCounts counts;  // the solver's, at the puzzle's start
    int tries = 0;      // the candidates drawn for it, this one included
};

// No candidate met the difficulty within the tries; what() says so in one line.
class PuzzleNotFound : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Whether `setup`, whose moves are `counts`, holds every claim of `level` by the game's solver.
bool puzzle_holds_claims(const Game& game, const PuzzleLevel& level, const AnySetup& setup,
                         const MoveCounts& counts);

// What a difficulty asks, in a sentence: the game's words, then its level's claims.
std::string difficulty_sentence(const Game& game, int difficulty);

// A puzzle of `game` at `difficulty`, drawn from `random`; while the first half of the tries
// lasts, none of the positions `posed` already (by their Game::position_key).
Puzzle generate_puzzle(const Game& game, int difficulty, Random& random, int tries = k_puzzle_tries,
                       const std::set<std::string>& posed = {});

// The difficulty of puzzle `index` (from 0) of a series of `count`: `difficulty` when it is set,
// else climbing evenly from 1 to 5 over the series.
int series_difficulty(int difficulty, int index, int count);

// The series `plan` asks for (puzzles, its game, difficulty, count and seed).
Course puzzle_course(const CoursePlan& plan, const Wording& wording = {});

}  // namespace marienbad
