// Questions asked in line mode, with their checks and messages.
#include "line/questions.hpp"

#include <fmt/format.h>

#include <algorithm>

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

std::optional<Cell> parse_cell_answer(std::string_view answer,
                                      const std::vector<std::string>& row_labels,
                                      const std::vector<std::string>& col_labels) {
    // The row and the column: two words, whatever stands between them among "(,) ".
    std::vector<std::string_view> words;
    std::size_t start = 0;
    const std::string_view separators = "(), \t";
    while (start < answer.size()) {
        start = answer.find_first_not_of(separators, start);
        if (start == std::string_view::npos) {
            break;
        }
        const std::size_t end = std::min(answer.find_first_of(separators, start), answer.size());
        words.push_back(answer.substr(start, end - start));
        start = end;
    }
    if (words.size() != 2) {
        return std::nullopt;
    }
    const auto row = std::find(row_labels.begin(), row_labels.end(), words[0]);
    const auto col = std::find(col_labels.begin(), col_labels.end(), words[1]);
    if (row == row_labels.end() || col == col_labels.end()) {
        return std::nullopt;
    }
    return Cell{static_cast<int>(row - row_labels.begin()),
                static_cast<int>(col - col_labels.begin())};
}

CellAnswer ask_cell_or_command(Console& console, const CellQuestion& question) {
    while (true) {
        const auto answer = console.ask(question.prompt);
        if (!answer) {
            return {};
        }
        if (question.hint && trim(*answer) == "?") {
            question.hint();
            continue;
        }
        if (const auto command = parse_turn_command(*answer)) {
            return {std::nullopt, command};
        }
        if (const auto cell =
                parse_cell_answer(*answer, question.row_labels, question.col_labels)) {
            return {cell, std::nullopt};
        }
        console.line(
            trf("Please answer with a cell of the board, its row then its column: {0},{1}.",
                question.row_labels.front(), question.col_labels.back()));
    }
}

std::optional<std::size_t> ask_choice(Console& console, const std::vector<std::string>& items,
                                      const char* question) {
    const std::size_t width = std::to_string(items.size()).size();
    for (std::size_t i = 0; i < items.size(); ++i) {
        console.line(fmt::format("  {:>{}}. {}", i + 1, width, items[i]));
    }
    const int last = static_cast<int>(items.size());
    const auto choice = ask_integer(console, {trf(question, last), 1, last});
    if (!choice) {
        return std::nullopt;
    }
    return static_cast<std::size_t>(*choice - 1);
}

}  // namespace marienbad
