// A lesson or a series of puzzles (exercises/exercise.hpp) played exercise after exercise, each on
// a play controller of its own, so that every front end plays it as it plays a game (the flow's
// "new game" is the next exercise). An exercise's controller says its explanation as the game's
// opening, refuses a move that loses with why it loses (Game::why_move_loses) and asks again, and
// ends once a winning move is played — or, for a lesson's last exercise, plays a whole game against
// the computer. The run keeps the outcomes: a puzzle scores when found at the first try without a
// hint; a lesson's last game lost is played again from the same position.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "exercises/exercise.hpp"
#include "play/play_controller.hpp"

namespace marienbad {

struct CourseRunOptions {
    std::chrono::milliseconds computer_pace = k_computer_pace;
    Wording wording = {};
    bool review_at_end = true;  // a game's review follows its result
};

class CourseRun {
  public:
    // The course of `plan` (PuzzleNotFound when a puzzle cannot be drawn).
    CourseRun(const CoursePlan& plan, CourseRunOptions options);
    // Its exercises' controllers refer to it: it stays where it was made.
    CourseRun(const CourseRun&) = delete;
    CourseRun& operator=(const CourseRun&) = delete;

    const CoursePlan& plan() const { return plan_; }
    const Course& course() const { return course_; }
    int index() const { return index_; }
    int count() const { return static_cast<int>(course_.exercises.size()); }
    const Exercise& exercise() const;
    // Past its last exercise.
    bool finished() const { return index_ >= count(); }

    // The controller of the exercise now, from its position (the run must outlive it).
    std::unique_ptr<PlayController> start_exercise();
    // After the exercise now: the next one when it ended or was left, the same again when it was
    // a game not won; false past the last exercise.
    bool advance();
    // The exercise now is the last and over (a lesson's last game won): what follows is the
    // course again.
    bool last_exercise_done() const;
    // The course again from its first exercise: a lesson as it was, puzzles drawn anew from the
    // next seed (the same ones again should that fail).
    void start_over();

    // Puzzles found at the first try without a hint; exercises that ended with success.
    int first_tries() const;
    int succeeded() const;

  private:
    // What the exercise at `index` says as it ends, its outcome kept (the first, or the first
    // success).
    std::vector<std::string> ended(int index, const ExerciseOutcome& outcome);

    CoursePlan plan_;
    CourseRunOptions options_;
    Course course_;
    int index_ = 0;
    std::vector<std::optional<ExerciseOutcome>> outcomes_;
};

}  // namespace marienbad
