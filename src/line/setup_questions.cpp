// Questions of the set-up dialogue.
#include "line/setup_questions.hpp"

#include "i18n/i18n.hpp"
#include "line/questions.hpp"
#include "text/participants.hpp"

namespace marienbad {

std::optional<Strength> ask_strength(Console& console) {
    const auto level = ask_integer(
        console, {trf("Computer level from 1 to 4 (1 {0}, 2 {1}, 3 {2}, 4 {3}): ", level_name(1),
                      level_name(2), level_name(3), level_name(4)),
                  k_min_level,
                  k_max_level,
                  {}});
    if (!level) {
        return std::nullopt;
    }
    return Strength::from_level(*level);
}

std::optional<FirstPlayer> ask_who_starts(Console& console) {
    console.line(tr("Who starts?"));
    const auto answer = ask_integer(console, {tr("the computer (1) or you (2): "), 1, 2});
    if (!answer) {
        return std::nullopt;
    }
    return *answer == 1 ? FirstPlayer::computer : FirstPlayer::human;
}

bool ask_missing_parameters(Console& console, ParameterValues& values) {
    for (const ParameterSpec& spec : values.specs()) {
        if (!values.to_ask(spec)) {
            continue;
        }
        const auto answer = ask_integer(console, {spec.question, spec.min, spec.max});
        if (!answer) {
            return false;
        }
        values.give(spec.name, std::to_string(*answer));
    }
    return true;
}

}  // namespace marienbad
