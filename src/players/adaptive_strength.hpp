// Handout 002's size-aware strength: "on obtiendra un meilleur effet en prenant en compte la taille
// du jeu: plus le jeu est petit, plus on jouera avec intelligence". The adaptive computer reads its
// probability p as a number of mistakes a game (none at p = 1, more as p falls: handout 001's
// expert, p = 2/3, about one), spends them while the game is big and plays exactly once the game is
// as small as its plan's exact size. A game's size is the rules' max_remaining_moves (pieces,
// matches, the pawns' steps); between its exact size and its size at the start, a share of the game
// s = ((size - exact) / (start - exact))^2 is left, so that the mistakes a game holds are spent
// faster while the game is big. At each turn the chance of a mistake is 1 - exp(-m * spent), m the
// plan's mistakes a game and `spent` the share gone since the computer's previous turn: over a
// whole game the chances add up to about m whatever the board's size, a short game or a long one.
#pragma once

#include "players/player.hpp"

namespace marienbad {

struct AdaptivePlan {
    double mistakes_per_game = 0.0;  // m: the expected mistakes of a game (when they cost)
    int exact_size = 0;              // at this size or smaller, always the best move
    double most_per_turn = 0.0;      // the chance of a mistake at a turn is at most this: 1 - p
};

// The plan of the probability p of handouts 000 and 001, in (0, 1]: m = k (1 - p) / p, so that the
// levels' probabilities keep their order (p = 1 never errs); the exact size rises with p.
AdaptivePlan adaptive_plan(double best_move_probability);

// The size at or below which the plan plays exactly, in a game of `start_size`: its exact size, or
// a quarter of the game's when that is smaller (a small board), but at least 2.
int exact_size(const AdaptivePlan& plan, int start_size);

// The chance of a mistake at a turn where the game has `size`, after `course`.
double adaptive_mistake_chance(const AdaptivePlan& plan, const GameCourse& course, int size);

}  // namespace marienbad
