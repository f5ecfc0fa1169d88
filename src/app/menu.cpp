// The menu, from the list of games and their descriptions.
#include "app/menu.hpp"

#include "app/exit_codes.hpp"
#include "app/game_command.hpp"
#include "app/progress_command.hpp"
#include "app/terminal_interface.hpp"
#include "app/window_interface.hpp"
#include "games/common_parameters.hpp"
#include "line/line_command.hpp"
#include "line/line_course.hpp"
#include "records/record_file.hpp"

namespace marienbad {

int run_menu(const ParameterValues& options, Console& console) {
    const MatchSettings settings = read_match_settings(options);
    if (wants_window(settings)) {
        RecordKeeper records(settings.record, "--record");
        return run_menu_in_window(settings, records);
    }
    if (wants_terminal_interface(settings)) {
        RecordKeeper records(settings.record, "--record");
        return run_menu_in_terminal(settings, records);
    }
    auto choice = choose_in_line_menu(options, console);
    if (!choice) {
        return k_exit_abandoned;
    }
    if (choice->course) {
        CoursePlan plan{*choice->course, choice->game->name()};
        plan.seed = settings.seed.value_or(Random::fresh_seed());
        return play_course_in_line_mode(plan, console, session_progress()) == LineEnd::played
                   ? k_exit_ok
                   : k_exit_abandoned;
    }
    return run_game(*choice->game, std::move(choice->values), console);
}

}  // namespace marienbad
