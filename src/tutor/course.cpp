// A lesson or a series of puzzles from its plan.
#include "tutor/course.hpp"

#include "tutor/lesson.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {

Course make_course(const CoursePlan& plan, const Wording& wording) {
    if (plan.kind == CourseKind::puzzles) {
        return puzzle_course(plan, wording);
    }
    Course course = lesson_course(plan.game, wording);
    course.seed = plan.seed;
    return course;
}

}  // namespace marienbad
