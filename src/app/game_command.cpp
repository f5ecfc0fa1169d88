// The set-up of a game, new or resumed, and its play in line mode.
#include "app/game_command.hpp"

#include "app/exit_codes.hpp"
#include "app/terminal_interface.hpp"
#include "app/window_interface.hpp"
#include "games/common_parameters.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "line/line_command.hpp"
#include "play/game_setup.hpp"
#include "records/record_file.hpp"

namespace marienbad {
namespace {

// A resumed game: the settings come from the record, and none of them may be given again (what
// only helps or shows the game may: --explain, --review, --coach, --record, --ui,
// --screen-reader).
std::unique_ptr<GameSession> resumed_game(const GameDescription& game,
                                          const ParameterValues& values, const std::string& path) {
    for (const ParameterSpec& spec : values.specs()) {
        const bool allowed = spec.name == "--resume" || spec.name == "--record" ||
                             spec.name == "--explain" || spec.name == "--review" ||
                             spec.name == "--coach" || spec.name == "--ui" ||
                             spec.name == "--screen-reader";
        if (!allowed && values.given(spec.name)) {
            throw UsageError(trf(
                "--resume: the game's settings come from the record; leave out {0}", spec.name));
        }
    }
    LoadedRecord loaded = read_record(path, "--resume", &game);
    if (loaded.session->is_over()) {
        throw UsageError(trf(
            "--resume: the game recorded in {0} is over; see it with: marienbad replay {0}", path));
    }
    return std::move(loaded.session);
}

}  // namespace

int run_game(const GameDescription& game, ParameterValues values, Console& console,
             std::optional<AnySetup> setup) {
    const MatchSettings settings = read_match_settings(values);
    if (setup && settings.resume) {
        throw UsageError(
            tr("--resume: the game's position comes from the record; leave out the "
               "game id"));
    }
    if (!setup) {
        game.check(values);
    }
    const std::optional<std::string> record = settings.record ? settings.record : settings.resume;
    std::unique_ptr<GameSession> session;
    if (settings.resume) {
        session = resumed_game(game, values, *settings.resume);
    }
    // Checked before the game starts: a path that cannot be written is refused now.
    RecordKeeper keeper(record, settings.record ? "--record" : "--resume");
    // What a resumed game says first, its piles named as the interface draws them.
    const auto resuming = [&](Wording wording) {
        return session ? resuming_said(game, *session, *settings.resume, wording)
                       : std::vector<std::string>{};
    };
    if (wants_window(settings)) {
        std::vector<std::string> opening = resuming(Wording{true});
        return run_game_in_window(game, std::move(values), settings, std::move(session),
                                  std::move(setup), std::move(opening), keeper);
    }
    if (wants_terminal_interface(settings)) {
        std::vector<std::string> opening = resuming(Wording{});
        return run_game_in_terminal(game, std::move(values), settings, std::move(session),
                                    std::move(setup), std::move(opening), keeper);
    }

    std::vector<std::string> opening = resuming(Wording{});  // before the session moves
    PlayOptions play{settings.explain, false,
                     [&](const GameSession& changed) { return keeper.keep(game, changed); }};
    play.coach = settings.coach;
    LineStart start{std::move(session), std::move(opening), std::move(setup),
                    std::move(play),    settings.review,    settings.screen_reader};
    return play_in_line_mode(game, values, console, std::move(start)) == LineEnd::played
               ? k_exit_ok
               : k_exit_abandoned;
}

}  // namespace marienbad
