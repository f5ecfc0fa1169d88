// Console: prompts, answers and output for the line-mode front end.
#include "line/console.hpp"

#include <istream>
#include <ostream>

namespace marienbad {

Console::Console(std::istream& input, std::ostream& output, bool echo_answers)
    : input_(input), output_(output), echo_answers_(echo_answers) {}

void Console::write(std::string_view text) {
    output_ << text << std::flush;
}

void Console::line(std::string_view text) {
    output_ << text << '\n' << std::flush;
}

std::optional<std::string> Console::ask(std::string_view prompt) {
    output_ << prompt << std::flush;
    std::string answer;
    if (!std::getline(input_, answer)) {
        output_ << '\n' << std::flush;
        return std::nullopt;
    }
    if (!answer.empty() && answer.back() == '\r') {
        answer.pop_back();
    }
    if (echo_answers_) {
        output_ << answer << '\n' << std::flush;
    }
    return answer;
}

}  // namespace marienbad
