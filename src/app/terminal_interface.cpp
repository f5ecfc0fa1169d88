// Starting the terminal interface, and the exit codes it ends with.
#include "app/terminal_interface.hpp"

#include "app/exit_codes.hpp"
#include "app/progress_command.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "tui/curses_terminal.hpp"
#include "tui/tui_app.hpp"

namespace marienbad {
namespace {

int run(TuiStart start, const TuiOptions& options) {
    try {
        return run_in_terminal([&](TerminalIO& terminal) {
            return run_tui(terminal, std::move(start), options) == TuiEnd::quit ? k_exit_ok
                                                                                : k_exit_abandoned;
        });
    } catch (const TerminalUnavailable& error) {
        throw UsageError(trf("--ui tui: {0}; use --ui text", error.what()));
    }
}

TuiOptions options_of(const MatchSettings& settings) {
    return {settings.animation, settings.explain,  settings.seed, {},
            settings.coach,     session_progress()};
}

}  // namespace

bool wants_terminal_interface(const MatchSettings& settings) {
    if (settings.ui == UiKind::text) {
        return false;
    }
    const bool usable = terminal_usable();
    if (settings.ui == UiKind::tui && !usable) {
        throw UsageError(
            tr("--ui tui: standard input and output must be a terminal that can move the cursor "
               "(TERM); use --ui text"));
    }
    return usable;
}

int run_menu_in_terminal(const MatchSettings& settings, RecordKeeper& records) {
    TuiOptions options = options_of(settings);
    options.changed = [&records](const GameDescription& played, const GameSession& session,
                                 int number) { return records.keep(played, session, number); };
    return run(TuiStart{}, options);
}

int run_course_in_terminal(const CoursePlan& plan, const MatchSettings& settings) {
    TuiStart start;
    start.course = plan;
    return run(std::move(start), options_of(settings));
}

int run_game_in_terminal(const GameDescription& game, ParameterValues values,
                         const MatchSettings& settings, std::unique_ptr<GameSession> resumed,
                         std::optional<AnySetup> setup, std::vector<std::string> opening,
                         RecordKeeper& records) {
    TuiOptions options = options_of(settings);
    options.changed = [&records](const GameDescription& played, const GameSession& session,
                                 int number) { return records.keep(played, session, number); };
    return run(TuiStart{&game, std::move(values), std::move(resumed), std::move(opening),
                        std::move(setup)},
               options);
}

}  // namespace marienbad
