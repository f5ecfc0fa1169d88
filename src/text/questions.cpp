// Questions asked in line mode, with their checks and messages.
#include "text/questions.hpp"

#include <charconv>

#include "i18n/i18n.hpp"

namespace marienbad {

std::string_view trim(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

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

std::optional<int> ask_integer(Console& console, const IntegerQuestion& question) {
    while (true) {
        const auto answer = console.ask(question.prompt);
        if (!answer) {
            return std::nullopt;
        }
        if (question.hint && trim(*answer) == "?") {
            question.hint();
            continue;
        }
        if (const auto value = parse_integer_answer(*answer, question.min, question.max)) {
            return value;
        }
        console.line(!question.refusal.empty()
                         ? question.refusal
                         : trf("Please answer with a whole number from {0} to {1}.", question.min,
                               question.max));
    }
}

}  // namespace marienbad
