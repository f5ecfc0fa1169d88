// Console: the line-mode text front end's connection to the player, an input and an output
// stream. When the input is not a terminal (a script, a pipe), answers are echoed after their
// prompt so that a transcript reads like a session at the keyboard (handout 001 §5).
#pragma once

#include <cstddef>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace marienbad {

// The longest line read as an answer: a few KB, when no answer needs more than a few characters.
// A longer line ends the input, as its end would: it is no answer, and an endless one
// (< /dev/zero) must not fill the memory.
inline constexpr std::size_t k_longest_answer = 4096;

class Console {
  public:
    // `width`: the terminal's columns, when the output is one: prose is wrapped to it.
    Console(std::istream& input, std::ostream& output, bool echo_answers,
            std::optional<int> width = std::nullopt);

    // Writes `text` as it is (a board, a table).
    void write(std::string_view text);
    // Writes `text` and a line break; on a terminal, each of its lines wider than the terminal is
    // cut at spaces (prose: a sentence, a hint's explanation).
    void line(std::string_view text = {});
    // Writes `prompt`, then reads one line (without its line break); empty at end of input, or
    // after saying so when the line is longer than k_longest_answer.
    std::optional<std::string> ask(std::string_view prompt);
    // A person at a terminal answers (not a script): the answers are not echoed.
    bool interactive() const { return !echo_answers_; }

  private:
    std::istream& input_;
    std::ostream& output_;
    bool echo_answers_;
    std::optional<int> width_;
};

}  // namespace marienbad
