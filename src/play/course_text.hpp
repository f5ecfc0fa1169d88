// The course run's own sentences: what an exercise with questions says before them, and the
// solution of a find-the-move exercise shown after two wrong tries.
#pragma once

#include <string>

namespace marienbad {

// A find-the-move exercise's solution comes with the refusal of this many moves that lose.
inline constexpr int k_tries_before_solution = 2;

// "First 8 questions: type each answer (Enter after a number of two digits); then the move."
std::string first_the_questions_message(int questions);

// "The solution, after two tries: ..." then the game's solution (Game::solution).
std::string solution_message(const std::string& solution);

// "Resumed at exercise 4, where you left this lesson; marienbad learn nim --restart starts it from
// the beginning."
std::string resumed_message(int exercise, const std::string& game);

}  // namespace marienbad
