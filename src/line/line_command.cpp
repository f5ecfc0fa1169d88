// A game in line mode from its command, and line mode's menu.
#include "line/line_command.hpp"

#include <fmt/format.h>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "i18n/i18n.hpp"
#include "line/line_game.hpp"
#include "line/questions.hpp"
#include "line/setup_questions.hpp"
#include "play/game_flow.hpp"
#include "play/game_setup.hpp"
#include "text/participants.hpp"

namespace marienbad {
namespace {

// The items numbered, then the question; the item chosen, empty at end of input (said so).
template <class Label>
std::optional<std::size_t> choose(Console& console, std::size_t count, Label label,
                                  const char* question) {
    std::vector<std::string> items;
    for (std::size_t i = 0; i < count; ++i) {
        items.push_back(label(i));
    }
    const auto choice = ask_choice(console, items, question);
    if (!choice) {
        console.line(abandoned_message());
    }
    return choice;
}

}  // namespace

LineEnd play_in_line_mode(const GameDescription& game, const ParameterValues& values,
                          Console& console, LineStart start) {
    console.line(trf("Marienbad {0}: {1}", MARIENBAD_VERSION, game.title()));
    std::unique_ptr<GameSession> session = std::move(start.resumed);
    if (!session) {
        GameSetup setup(game, values, seed_to_play(values), {}, {}, start.setup);
        if (!hold_setup_dialogue(console, setup)) {
            console.line(abandoned_message());
            return LineEnd::abandoned;
        }
        session = setup.start();
    }
    const bool person_plays = session->is_person(Seat::one) || session->is_person(Seat::two);
    start.play.review_at_end = false;
    start.play.computer_pace = std::chrono::milliseconds(0);
    PlayController play(std::move(session), start.opening, std::move(start.play));
    const ReviewOffer review = start.review                            ? ReviewOffer::show
                               : console.interactive() && person_plays ? ReviewOffer::ask
                                                                       : ReviewOffer::none;
    return play_line_game(console, play, {game.setup_dialogue(), review, start.board_in_words})
               ? LineEnd::played
               : LineEnd::abandoned;
}

std::optional<LineMenuChoice> choose_in_line_menu(const ParameterValues& options,
                                                  Console& console) {
    console.line(trf("Marienbad {0}", MARIENBAD_VERSION));
    console.line(tr("Games:"));
    const std::vector<FlowEntry> list = flow_entries();
    const auto entry = choose(
        console, list.size(), [&](std::size_t i) { return list[i].text; },
        tr_noop("Choose a game (1-{0}): "));
    if (!entry) {
        return std::nullopt;
    }
    const GameDescription& chosen = *list[*entry].game;
    if (list[*entry].course) {
        return LineMenuChoice{&chosen, options, list[*entry].course};
    }
    ParameterValues values(play_parameters(chosen));
    for (const ParameterSpec& spec : options.specs()) {
        if (options.given(spec.name)) {
            values.give(spec.name, options.text(spec.name));
        }
    }
    const auto rules = chosen.menu_rules();
    if (!rules.empty()) {
        console.line(tr("Rules:"));
        const auto rule = choose(
            console, rules.size(), [&](std::size_t i) { return rules[i].label; },
            tr_noop("Choose the rules (1-{0}): "));
        if (!rule) {
            return std::nullopt;
        }
        for (const std::string& flag : rules[*rule].flags) {
            values.give(flag);
        }
    }
    return LineMenuChoice{&chosen, std::move(values)};
}

}  // namespace marienbad
