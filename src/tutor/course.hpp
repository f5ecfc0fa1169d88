// A course from its plan: the lesson of a game (tutor/lesson.hpp) or a series of puzzles
// (tutor/puzzle.hpp).
#pragma once

#include "exercises/exercise.hpp"
#include "text/wording.hpp"

namespace marienbad {

// The course `plan` asks for (PuzzleNotFound when a puzzle cannot be drawn); Nim's piles named as
// `wording` says the front end draws them.
Course make_course(const CoursePlan& plan, const Wording& wording = {});

}  // namespace marienbad
