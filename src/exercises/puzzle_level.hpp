// What a puzzle of a given difficulty is, beyond its size: the band its difficulty measure falls
// in and what its text claims, each checked by the solver when the puzzle is drawn
// (tutor/puzzle.hpp). The measure has two parts, compared in order:
//  1. the step of the game's lesson whose method the puzzle needs: the earliest step whose method
//     finds a winning move there (Game::puzzle_step: the row's mirror before its runs' values,
//     the values before misère play's exceptions), measured on the position by the solver;
//  2. at the same step, how many legal moves there are for each winning one (legal / winning): a
//     student who tries moves without the method needs about that many tries, and the method needs
//     more work as it grows (more piles, runs, cells or pawns to judge).
// A puzzle is harder than another when it needs a later step, or the same step with more moves
// for each winning one. Each game's difficulties are strictly harder from 1 to 5 on that measure:
// each band starts where the one before ends.
#pragma once

#include <string>

#include "exercises/move_counts.hpp"

namespace marienbad {

struct PuzzleLevel {
    int step = 1;          // the step of the lesson the puzzle needs (Game::puzzle_step)
    int min_measure = 1;   // moves for each winning move, at least
    int max_measure = 0;   // and fewer than this (0: no bound)
    int most_winning = 1;  // how many moves win, at most
    // Misère play: the moves that win are not the same as in normal play (some that win in
    // normal play lose here, or some that win here would lose there).
    bool unlike_normal_play = false;
};

// Whether a puzzle of `a` is harder than one of `b` on the measure: a later step, or the same step
// and a band above (the bands of one step must not overlap).
bool harder_level(const PuzzleLevel& a, const PuzzleLevel& b);

// The measure of a position whose moves are `counts`: legal moves for each winning one (0 when
// none wins).
double puzzle_measure(const MoveCounts& counts);

// Whether a position of lesson step `step` whose moves are `counts` meets `level`'s step, band and
// number of winning moves.
bool meets_level(const PuzzleLevel& level, int step, const MoveCounts& counts);

// The claims of `level` in words, after the game's own: "one move wins among 25 to 49".
std::string level_claims_text(const PuzzleLevel& level);

}  // namespace marienbad
