// Questions asked in line mode, with their checks and messages.
#include "line/questions.hpp"

#include <charconv>

#include "i18n/i18n.hpp"

namespace marienbad {

std::optional<int> parse_integer_answer(std::string_view answer, int min, int max) {
    const std::string_view text = trim(answer);
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, value);
    if (text.empty() || error != std::errc() || stop != end || value < min || value > max) {
        return std::nullopt;
    }
    return static_cast<int>(value);
}

std::optional<TurnCommand> parse_turn_command(std::string_view answer) {
    const std::string_view text = trim(answer);
    if (text == "u") {
        return TurnCommand::undo;
    }
    if (text == "r") {
        return TurnCommand::redo;
    }
    return std::nullopt;
}

std::optional<int> ask_integer(Console& console, const IntegerQuestion& question) {
    return ask_integer_or_command(console, question).number;
}

IntegerAnswer ask_integer_or_command(Console& console, const IntegerQuestion& question) {
    while (true) {
        const auto answer = console.ask(question.prompt);
        if (!answer) {
            return {};
        }
        if (question.enter_for_only_answer && question.min == question.max &&
            trim(*answer).empty()) {
            return {question.min, std::nullopt};
        }
        if (question.hint && trim(*answer) == "?") {
            question.hint();
            continue;
        }
        if (question.turn_commands) {
            if (const auto command = parse_turn_command(*answer)) {
                return {std::nullopt, command};
            }
        }
        if (const auto value = parse_integer_answer(*answer, question.min, question.max)) {
            return {value, std::nullopt};
        }
        console.line(!question.refusal.empty()
                         ? question.refusal
                         : trf("Please answer with a whole number from {0} to {1}.", question.min,
                               question.max));
    }
}

}  // namespace marienbad
