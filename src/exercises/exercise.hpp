// A lesson or a series of puzzles as data, for every front end: a course is a list of exercises,
// each saying what it teaches (a few paragraphs), the position it sets (a setup whose start is the
// position, the student to move) and what is asked — numbers to type first, if any (a table to
// fill, a sum, a choice: exercises/exercise_question.hpp), then a winning move to find (a move that
// loses is refused with why it loses, and asked again), or a whole game to win against the
// computer from a won position. Each game writes its lesson and its puzzles with them
// (games/<name>/); the tutor makes courses of them (tutor/course.hpp) and the play layer plays them
// (play/course_run.hpp).
#pragma once

#include <string>
#include <vector>

#include "core/random.hpp"
#include "exercises/exercise_question.hpp"
#include "players/strength.hpp"
#include "session/game_setups.hpp"

namespace marienbad {

enum class ExerciseTask {
    find_winning_move,  // one move from the position: a winning one (after the questions, if any)
    answer_questions,   // the questions only: the position is shown, no move is played
    win_the_game,       // the game played to its end against the computer, and won
};

struct Exercise {
    std::string heading;                   // "The binary matrix", "Puzzle 3"
    std::vector<std::string> explanation;  // paragraphs said before the position
    AnySetup setup;                        // its start is the position, the student to move
    ExerciseTask task = ExerciseTask::find_winning_move;
    std::string question;                     // what is asked, said last: "Find the winning move."
    std::vector<ExerciseQuestion> questions;  // asked first, one after the other
    int level = k_max_level;                  // win_the_game: the computer's level
    int winning_moves = 0;  // find_winning_move: how many moves win (the solver's count)
    int legal_moves = 0;    // find_winning_move: how many moves there are
};

// A puzzle's difficulty, from 1 (easiest) to 5 (hardest).
inline constexpr int k_min_puzzle_difficulty = 1;
inline constexpr int k_max_puzzle_difficulty = 5;

// An exercise that asks for a winning move at the start of `setup`; the game that makes it fills
// in the solver's counts (games/typed_game.hpp).
Exercise find_move_exercise(std::string heading, std::vector<std::string> explanation,
                            AnySetup setup, std::string question);
// An exercise that asks to win a whole game against level 4 from the start of `setup`.
Exercise win_game_exercise(std::string heading, std::vector<std::string> explanation,
                           AnySetup setup);
// An exercise of questions only, on the board of `setup` (a table to fill, choices).
Exercise questions_exercise(std::string heading, std::vector<std::string> explanation,
                            AnySetup setup, std::string question,
                            std::vector<ExerciseQuestion> questions);

enum class CourseKind {
    lesson,   // `learn`: the method explained step by step, each step tried on a position
    puzzles,  // `puzzle`: positions in which to find the winning move, scored
};

struct Course {
    CourseKind kind = CourseKind::lesson;
    std::string game;   // the game's command: "nim", "grid", "row"
    std::string title;  // "Lesson: Nim", "Puzzles: Nim, difficulty 3 · series 12"
    Random::Seed seed = 1;
    std::vector<Exercise> exercises;
};

// What a course is made from: `learn GAME` or `puzzle GAME --difficulty D --count N --seed S`.
struct CoursePlan {
    CourseKind kind = CourseKind::lesson;
    std::string game = "nim";
    int difficulty = 0;  // puzzles: 1 to 5, or 0 for a series that climbs from 1 to 5
    int count = 0;       // puzzles: how many (0: the default)
    Random::Seed seed = 1;
    bool restart = false;  // a lesson: from its first exercise, not where the student left it
};

}  // namespace marienbad
