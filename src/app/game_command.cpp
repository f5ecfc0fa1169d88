// The set-up of a game, new or resumed, and its play in line mode.
#include "app/game_command.hpp"

#include <filesystem>
#include <fstream>

#include "app/exit_codes.hpp"
#include "app/record_file.hpp"
#include "app/terminal_interface.hpp"
#include "games/common_parameters.hpp"
#include "games/usage_error.hpp"
#include "i18n/i18n.hpp"
#include "line/line_game.hpp"
#include "line/setup_questions.hpp"
#include "text/game_wording.hpp"

namespace marienbad {
namespace {

int abandoned(Console& console) {
    console.line(abandoned_message());
    return k_exit_abandoned;
}

// Prints the seed in use so the game can be replayed.
Random start_random(const MatchSettings& settings, Console& console) {
    const Random::Seed seed = settings.seed.value_or(Random::fresh_seed());
    console.line(trf("Seed: {0} (replay this game with --seed {0})", seed));
    return Random(seed);
}

// The computer's strength: from the options, else asked; empty at end of input. Games without a
// computer player need none and get the strongest.
std::optional<Strength> settle_strength(const MatchSettings& settings, Console& console) {
    if (settings.lineup.mode == PlayersMode::human_human) {
        return Strength{};
    }
    std::optional<Strength> strength = settings.strength;
    if (settings.asks_strength()) {
        strength = ask_strength(console);
        if (!strength) {
            return std::nullopt;
        }
    }
    console.line(trf("Computer: {0}.", describe_strength(*strength)));
    return strength;
}

// A new game: its seed's set-up dialogue, then the session; none at end of input.
std::unique_ptr<GameSession> new_game(const GameDescription& game, ParameterValues& values,
                                      const MatchSettings& settings, Console& console) {
    const SetupDialogue dialogue = game.setup_dialogue();
    if (dialogue.rules_first) {
        console.line(game.rules_sentence(values));
    }
    Random random = start_random(settings, console);
    if (!dialogue.settings_heading.empty()) {
        console.line(dialogue.settings_heading);
    }
    if (!ask_missing_parameters(console, values)) {
        return nullptr;
    }
    const GameStart start = game.start(values, random);
    for (const std::string& line : start.settings) {
        console.line(line);
    }
    const auto strength = settle_strength(settings, console);
    if (!strength) {
        return nullptr;
    }
    Lineup lineup = settings.lineup;
    if (settings.asks_who_starts(dialogue)) {
        const auto first = ask_who_starts(console);
        if (!first) {
            return nullptr;
        }
        lineup.first = *first;
    }
    return make_session(start.setup, lineup, *strength, std::move(random));
}

// A resumed game: the settings come from the record, and none of them may be given again.
std::unique_ptr<GameSession> resumed_game(const GameDescription& game,
                                          const ParameterValues& values, const std::string& path) {
    for (const ParameterSpec& spec : values.specs()) {
        const bool allowed = spec.name == "--resume" || spec.name == "--record" ||
                             spec.name == "--explain" || spec.name == "--review" ||
                             spec.name == "--ui";
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

// Refuses a record file that cannot be written, before the game starts.
void check_writable(const std::string& path) {
    const std::string part = path + ".part";
    const bool writable = static_cast<bool>(std::ofstream(part, std::ios::app));
    std::error_code ignored;
    std::filesystem::remove(part, ignored);
    if (!writable) {
        throw UsageError(trf("--record: cannot write {0}", path));
    }
}

// What is said when a recorded game goes on: its rules (when its seed says them first), where it
// was recorded and how far it went, the computer's strength.
std::vector<std::string> resuming_lines(const GameDescription& game, const GameSession& session,
                                        const std::string& path) {
    std::vector<std::string> lines;
    if (game.setup_dialogue().rules_first) {
        lines.push_back(rules_sentence(session.setup()));
    }
    const auto moves = static_cast<long long>(session.history().size());
    lines.push_back(ntrf("Resuming the game recorded in {1} (seed {2}): {0} move played.",
                         "Resuming the game recorded in {1} (seed {2}): {0} moves played.", moves,
                         moves, path, session.random().seed()));
    if (const auto strength = session.computer_strength()) {
        lines.push_back(trf("Computer: {0}.", describe_strength(*strength)));
    }
    return lines;
}

ReviewOffer review_offer(const MatchSettings& settings, const GameSession& session,
                         const Console& console) {
    if (settings.review) {
        return ReviewOffer::show;
    }
    const bool person_plays = session.is_person(Seat::one) || session.is_person(Seat::two);
    return console.interactive() && person_plays ? ReviewOffer::ask : ReviewOffer::none;
}

}  // namespace

int run_game(const GameDescription& game, ParameterValues values, Console& console) {
    const MatchSettings settings = read_match_settings(values);
    game.check(values);
    const std::optional<std::string> record = settings.record ? settings.record : settings.resume;
    std::unique_ptr<GameSession> session;
    if (settings.resume) {
        session = resumed_game(game, values, *settings.resume);
    }
    if (record) {
        check_writable(*record);
    }
    const std::vector<std::string> resuming =
        session ? resuming_lines(game, *session, *settings.resume) : std::vector<std::string>{};
    if (wants_terminal_interface(settings)) {
        return run_game_in_terminal(game, std::move(values), settings, std::move(session), resuming,
                                    record);
    }

    console.line(trf("Marienbad {0}: {1}", MARIENBAD_VERSION, game.title()));
    if (session) {
        for (const std::string& line : resuming) {
            console.line(line);
        }
    } else {
        session = new_game(game, values, settings, console);
        if (!session) {
            return abandoned(console);
        }
    }

    RecordKeeper keeper(record);
    const auto keep_record = [&](const GameSession& changed) {
        if (const std::string failure = keeper.keep(game, changed); !failure.empty()) {
            console.line(failure);
        }
    };
    keep_record(*session);
    const LineGameOptions options{settings.explain, !game.setup_dialogue().rules_first,
                                  review_offer(settings, *session, console), keep_record};
    return play_line_game(console, *session, options) ? k_exit_ok : k_exit_abandoned;
}

}  // namespace marienbad
