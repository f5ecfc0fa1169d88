// Puzzles (`marienbad puzzle GAME`): "find the winning move" positions drawn at random at a stated
// difficulty, from 1 to 5, reproducible by their seed. A difficulty fixes what each game's
// positions must be (tutor/nim_puzzles.cpp, grid_puzzles.cpp, row_puzzles.cpp): how big and how
// deep the reasoning (piles and bits, the pawn's distance and the pawns, the runs), the rules
// (misère play), how many moves win (one, at most two at difficulty 1) and how many legal moves
// there are at least. Each candidate is checked by the game's solver, which counts its winning and
// legal moves; the first that meets the difficulty is the puzzle. A generator draws at most
// `tries` candidates, then gives up, saying so in one line (PuzzleNotFound).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "core/random.hpp"
#include "session/game_setups.hpp"
#include "text/wording.hpp"
#include "tutor/exercise.hpp"
#include "tutor/move_counts.hpp"

namespace marienbad {

inline constexpr int k_min_puzzle_difficulty = 1;
inline constexpr int k_max_puzzle_difficulty = 5;
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

// A puzzle of `game` ("nim", "grid", "row") at `difficulty`, drawn from `random`.
Puzzle generate_puzzle(std::string_view game, int difficulty, Random& random,
                       int tries = k_puzzle_tries);

// What a difficulty asks of the game's positions, in a sentence.
std::string difficulty_description(std::string_view game, int difficulty);

// The difficulty of puzzle `index` (from 0) of a series of `count`: `difficulty` when it is set,
// else climbing evenly from 1 to 5 over the series.
int series_difficulty(int difficulty, int index, int count);

// The series `plan` asks for (puzzles, its game, difficulty, count and seed).
Course puzzle_course(const CoursePlan& plan, const Wording& wording = {});

// Each game's candidate at a difficulty: the setup when it meets the difficulty, none otherwise.
std::optional<AnySetup> nim_puzzle_candidate(int difficulty, Random& random);
std::optional<AnySetup> grid_puzzle_candidate(int difficulty, Random& random);
std::optional<AnySetup> row_puzzle_candidate(int difficulty, Random& random);
std::string nim_difficulty_description(int difficulty);
std::string grid_difficulty_description(int difficulty);
std::string row_difficulty_description(int difficulty);

}  // namespace marienbad
