// The menu, from the list of games and their descriptions.
#include "app/menu.hpp"

#include <fmt/format.h>

#include "app/exit_codes.hpp"
#include "app/game_command.hpp"
#include "app/terminal_interface.hpp"
#include "app/window_interface.hpp"
#include "games/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "i18n/i18n.hpp"
#include "line/questions.hpp"
#include "text/participants.hpp"

namespace marienbad {
namespace {

// "  1. label" for each item, then the question; the item chosen, empty at end of input.
template <class Label>
std::optional<std::size_t> choose(Console& console, std::size_t count, Label label,
                                  const char* question) {
    for (std::size_t i = 0; i < count; ++i) {
        console.line(fmt::format("  {}. {}", i + 1, label(i)));
    }
    const int last = static_cast<int>(count);
    const auto choice = ask_integer(console, {trf(question, last), 1, last});
    if (!choice) {
        console.line(abandoned_message());
        return std::nullopt;
    }
    return static_cast<std::size_t>(*choice - 1);
}

}  // namespace

int run_menu(const ParameterValues& options, Console& console) {
    const MatchSettings settings = read_match_settings(options);
    if (wants_window(settings)) {
        return run_menu_in_window(settings);
    }
    if (wants_terminal_interface(settings)) {
        return run_menu_in_terminal(settings);
    }
    console.line(trf("Marienbad {0}", MARIENBAD_VERSION));
    console.line(tr("Games:"));
    const auto& list = games();
    const auto game = choose(
        console, list.size(), [&](std::size_t i) { return list[i]->menu_entry(); },
        tr_noop("Choose a game (1-{0}): "));
    if (!game) {
        return k_exit_abandoned;
    }
    const GameDescription& chosen = *list[*game];
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
            return k_exit_abandoned;
        }
        for (const std::string& flag : rules[*rule].flags) {
            values.give(flag);
        }
    }
    return run_game(chosen, std::move(values), console);
}

}  // namespace marienbad
