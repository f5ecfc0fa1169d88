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

std::optional<int> ask_parameter(Console& console, const ParameterSpec& spec) {
    return ask_integer(console, {spec.question, spec.min, spec.max});
}

bool hold_setup_dialogue(Console& console, GameSetup& setup) {
    std::size_t printed = 0;
    const auto print_said = [&] {
        for (; printed < setup.said().size(); ++printed) {
            console.line(setup.said()[printed]);
        }
    };
    while (true) {
        print_said();
        const auto question = setup.question();
        if (!question) {
            return true;
        }
        switch (*question) {
            case SetupQuestion::parameter: {
                const auto value = ask_parameter(console, setup.parameter());
                if (!value) {
                    return false;
                }
                setup.answer_parameter(*value);
                break;
            }
            case SetupQuestion::strength: {
                const auto strength = ask_strength(console);
                if (!strength) {
                    return false;
                }
                setup.answer_strength(*strength);
                break;
            }
            case SetupQuestion::who_starts: {
                const auto first = ask_who_starts(console);
                if (!first) {
                    return false;
                }
                setup.answer_who_starts(*first);
                break;
            }
        }
    }
}

}  // namespace marienbad
