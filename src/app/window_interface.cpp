// Starting the window, and the exit codes it ends with.
#include "app/window_interface.hpp"

#include "app/exit_codes.hpp"
#include "app/progress_command.hpp"
#include "games/usage_error.hpp"
#include "gui/gui_app.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

int run(GuiStart start) {
    try {
        return run_gui(std::move(start)) == GuiEnd::quit ? k_exit_ok : k_exit_abandoned;
    } catch (const DisplayUnavailable& error) {
        throw UsageError(trf("--ui gui: {0}; use --ui tui or --ui text", error.what()));
    }
}

GuiStart start_of(const MatchSettings& settings) {
    GuiStart start;
    start.animation = settings.animation;
    start.explain = settings.explain;
    start.coach = settings.coach;
    start.seed = settings.seed;
    start.progress = session_progress();
    return start;
}

// Each game of the run kept in its record file.
void keep_records(GuiStart& start, RecordKeeper& records) {
    start.changed = [&records](const GameDescription& played, const GameSession& session,
                               int number) { return records.keep(played, session, number); };
}

}  // namespace

bool wants_window(const MatchSettings& settings) {
    return settings.ui == UiKind::gui;
}

int run_menu_in_window(const MatchSettings& settings, RecordKeeper& records) {
    GuiStart start = start_of(settings);
    keep_records(start, records);
    return run(std::move(start));
}

int run_course_in_window(const CoursePlan& plan, const MatchSettings& settings) {
    GuiStart start = start_of(settings);
    start.course = plan;
    return run(std::move(start));
}

int run_game_in_window(const GameDescription& game, ParameterValues values,
                       const MatchSettings& settings, std::unique_ptr<GameSession> resumed,
                       std::optional<AnySetup> setup, std::vector<std::string> opening,
                       RecordKeeper& records) {
    GuiStart start = start_of(settings);
    start.game = &game;
    start.values = std::move(values);
    start.resumed = std::move(resumed);
    start.setup = std::move(setup);
    start.opening = std::move(opening);
    keep_records(start, records);
    return run(std::move(start));
}

}  // namespace marienbad
