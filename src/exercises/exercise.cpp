// The two kinds of exercise, made.
#include "exercises/exercise.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

Exercise find_move_exercise(std::string heading, std::vector<std::string> explanation,
                            AnySetup setup, std::string question) {
    Exercise exercise;
    exercise.heading = std::move(heading);
    exercise.explanation = std::move(explanation);
    exercise.setup = std::move(setup);
    exercise.task = ExerciseTask::find_winning_move;
    exercise.question = std::move(question);
    return exercise;
}

Exercise win_game_exercise(std::string heading, std::vector<std::string> explanation,
                           AnySetup setup) {
    Exercise exercise;
    exercise.heading = std::move(heading);
    exercise.explanation = std::move(explanation);
    exercise.setup = std::move(setup);
    exercise.task = ExerciseTask::win_the_game;
    exercise.level = k_max_level;
    exercise.question = tr("Win the game: you move first.");
    return exercise;
}

Exercise questions_exercise(std::string heading, std::vector<std::string> explanation,
                            AnySetup setup, std::string question,
                            std::vector<ExerciseQuestion> questions) {
    Exercise exercise = find_move_exercise(std::move(heading), std::move(explanation),
                                           std::move(setup), std::move(question));
    exercise.task = ExerciseTask::answer_questions;
    exercise.questions = std::move(questions);
    return exercise;
}

}  // namespace marienbad
