// The lesson of a game named on the command line or in a menu.
#include "tutor/lesson.hpp"

#include <stdexcept>

#include "catalogue/catalogue.hpp"

namespace marienbad {

Course lesson_course(std::string_view game_name, const Wording& wording) {
    const Game* game = find_game(game_name);
    if (game == nullptr) {
        throw std::invalid_argument("no lesson for " + std::string(game_name));
    }
    Course course;
    course.kind = CourseKind::lesson;
    course.game = game->name();
    course.title = game->lesson_title();
    course.exercises = game->lesson(wording);
    return course;
}

}  // namespace marienbad
