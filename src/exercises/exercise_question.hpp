// A question of an exercise, answered with a number typed in any front end: a cell's label in a
// table to fill (handout 001's 0s and 1s), a run's value (handout 004's recursion), a sum of the
// binary matrix (handout 000), or the number of a choice. Each answer is checked at once; a wrong
// one is refused with why the right answer is what it is, and asked again; a right one may be
// followed by a few lines (the table filled so far). An exercise asks its questions before its
// move, if it has one (exercises/exercise.hpp).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/cell.hpp"

namespace marienbad {

struct ExerciseQuestion {
    std::string prompt;        // "(3,4): 0 or 1?", "A run of 5 matches: its value?"
    std::optional<Cell> cell;  // the cell of the exercise's board it asks about, marked there
    int answer = 0;            // the number expected
    int min = 0;               // what may be typed: another number is not an answer
    int max = 1;
    std::string hint;   // what ? says: how to find the answer, without it
    std::string why;    // after a wrong answer: why the answer is what it is
    std::string after;  // said once it is answered right (may be empty)
};

// A question whose answer is one of `choices`, typed by its number from 1: "1: yes  2: no".
ExerciseQuestion choice_question(std::string prompt, const std::vector<std::string>& choices,
                                 int right_choice, std::string hint, std::string why);

// "0 or 1", "0 to 12": what may be typed, as the prompt says it.
std::string answer_range_text(const ExerciseQuestion& question);

}  // namespace marienbad
