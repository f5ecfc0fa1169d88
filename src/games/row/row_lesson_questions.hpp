// What the row's lesson asks and shows beyond a position (handout 004's recursion as values): the
// value of a run worked out from the values its moves leave, a split run counting as the xor of its
// two parts; the table of the runs' values; a position judged by misère play's rule (the values,
// and the exceptions when every run has 1, 4, 5 or 10 matches). Each question's hint says how to
// find the answer, and its why what the answer is and how it follows.
#pragma once

#include <string>
#include <vector>

#include "exercises/exercise_question.hpp"

namespace marienbad {

// "A run of 5 matches: its value?", for a run standing from place 0 (the cell of its last match
// marked), the runs of its moves and their values in the hint and the why (max-take 3).
ExerciseQuestion run_value_question(int length);

// The values of runs of 0 to `longest` matches (max-take 3), as a table of two lines a block:
// "matches  0  1  2 ..." over "value    0  1  2 ...".
std::string run_values_table(int longest);

// "Runs of 5 and 15, misère play: lost (0) or won (1) for the player to move?", with why by
// misère play's rule: the values' xor, or the exception that applies.
ExerciseQuestion misere_judgement_question(const std::vector<int>& runs);

// Why runs of `lengths` are won or lost in misère play (max-take 3), in the lesson's words: the
// values and their xor when some run has another length than 1, 4, 5 or 10, else the exception
// that applies. Ends with a full stop, no newline.
std::string misere_verdict_reason(const std::vector<int>& lengths);

// Why runs of `lengths`, worth `values`, are won or lost in normal play: their xor.
std::string normal_verdict_reason(const std::vector<int>& lengths, const std::vector<int>& values);

}  // namespace marienbad
