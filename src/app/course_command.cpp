// A lesson or puzzles from the command line, in the interface it asks for.
#include "app/course_command.hpp"

#include "app/exit_codes.hpp"
#include "app/progress_command.hpp"
#include "app/terminal_interface.hpp"
#include "app/window_interface.hpp"
#include "games/common_parameters.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "line/line_course.hpp"
#include "tutor/course_commands.hpp"
#include "tutor/lesson_sheet.hpp"
#include "tutor/puzzle.hpp"

namespace marienbad {

int run_course(CourseKind kind, const ParameterValues& values, Console& console) {
    // The interface's options only: a course's --difficulty is its own, not the computer's.
    MatchSettings settings;
    if (values.given("--ui")) {
        settings.ui = parse_ui("--ui", values.text("--ui"));
    }
    settings.animation = !values.flag("--no-animation");
    const CoursePlan plan = course_plan(kind, values);
    if (const auto format = sheet_format(values)) {
        console.write(lesson_sheet(plan.game, *format));
        return k_exit_ok;
    }
    settings.seed = plan.seed;
    try {
        if (wants_window(settings)) {
            return run_course_in_window(plan, settings);
        }
        if (wants_terminal_interface(settings)) {
            return run_course_in_terminal(plan, settings);
        }
        return play_course_in_line_mode(plan, console, session_progress()) == LineEnd::played
                   ? k_exit_ok
                   : k_exit_abandoned;
    } catch (const PuzzleNotFound& error) {
        throw UsageError(trf("{0}; try another --seed", error.what()));
    }
}

}  // namespace marienbad
