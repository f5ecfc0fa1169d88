// What the queen's lesson asks beyond a move: every cell's label, 0 or 1, typed in handout 001's
// figure 3 order (the last column first, from the bottom up), each checked against the cells the
// queen reaches from it; the next of Wythoff's pairs, by the rule that makes them.
#pragma once

#include <vector>

#include "core/convention.hpp"
#include "exercises/exercise_question.hpp"
#include "games/queen/queen_rules.hpp"

namespace marienbad {

// The label of every cell of `board` but the sink, in figure 3's order, in `convention`; the
// labels so far after the last cell.
std::vector<ExerciseQuestion> queen_label_questions(const QueenBoard& board, Convention convention);

// The smaller then the larger number of Wythoff's pair number `k` (from 1), from the pairs before
// it.
std::vector<ExerciseQuestion> wythoff_pair_questions(int k);

}  // namespace marienbad
