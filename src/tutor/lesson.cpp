// The lessons' list and the exercises' making.
#include "tutor/lesson.hpp"

#include <stdexcept>

#include "i18n/i18n.hpp"
#include "tutor/move_counts.hpp"

namespace marienbad {

Exercise find_move_exercise(std::string heading, std::vector<std::string> explanation,
                            AnySetup setup, std::string question) {
    Exercise exercise;
    exercise.heading = std::move(heading);
    exercise.explanation = std::move(explanation);
    exercise.setup = std::move(setup);
    exercise.task = ExerciseTask::find_winning_move;
    exercise.question = std::move(question);
    const MoveCounts counts = count_moves(exercise.setup);
    exercise.winning_moves = counts.winning;
    exercise.legal_moves = counts.legal;
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

Course lesson_course(std::string_view game, const Wording& wording) {
    Course course;
    course.kind = CourseKind::lesson;
    course.game = std::string(game);
    if (game == "nim") {
        course.title = tr("Lesson: Nim");
        course.exercises = nim_lesson(wording);
    } else if (game == "grid") {
        course.title = tr("Lesson: the pawn on a grid");
        course.exercises = grid_lesson();
    } else if (game == "row") {
        course.title = tr("Lesson: the matchstick row");
        course.exercises = row_lesson();
    } else {
        throw std::invalid_argument("no lesson for " + std::string(game));
    }
    return course;
}

}  // namespace marienbad
