// Console: prompts, answers and output for the line-mode front end.
#include "line/console.hpp"

#include <algorithm>
#include <istream>
#include <ostream>
#include <string>

#include "i18n/i18n.hpp"
#include "text/utf8_text.hpp"

namespace marienbad {

Console::Console(std::istream& input, std::ostream& output, bool echo_answers,
                 std::optional<int> width)
    : input_(input), output_(output), echo_answers_(echo_answers), width_(width) {}

void Console::write(std::string_view text) {
    output_ << text << std::flush;
}

void Console::line(std::string_view text) {
    if (!width_) {
        output_ << text << '\n' << std::flush;
        return;
    }
    // The terminal's last column is left free: a line as wide as the terminal wraps by itself.
    const int room = std::max(1, *width_ - 1);
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find('\n', start);
        const std::string_view one = text.substr(
            start, end == std::string_view::npos ? std::string_view::npos : end - start);
        for (const std::string& cut : wrap_utf8(one, room)) {
            output_ << cut << '\n';
        }
        if (end == std::string_view::npos) {
            break;
        }
        start = end + 1;
    }
    output_ << std::flush;
}

std::optional<std::string> Console::ask(std::string_view prompt) {
    output_ << prompt << std::flush;
    std::string answer;
    bool ended = true;
    for (int c = input_.get(); c != std::char_traits<char>::eof(); c = input_.get()) {
        ended = false;
        if (c == '\n') {
            break;
        }
        if (answer.size() == k_longest_answer) {
            // Not an answer: the input is read no further (docs/guide.md, "Limits").
            output_ << '\n'
                    << trf("A line longer than {0} characters: the input is read no further.",
                           k_longest_answer)
                    << '\n'
                    << std::flush;
            return std::nullopt;
        }
        answer.push_back(static_cast<char>(c));
    }
    if (ended) {
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
