// Questions asked in line mode: a whole number between bounds, asked again until the answer
// is right (handout 000's lire_entier, handout 001's Lire_Entier), with "?" for a hint when the
// game offers one, and, during a person's turn, "u" to take the last turn back and "r" to play
// it again.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "core/trim.hpp"
#include "line/console.hpp"

namespace marienbad {

struct IntegerQuestion {
    std::string prompt;
    int min = 0;
    int max = 0;
    std::function<void()> hint = {};  // shown on "?"; none when empty
    std::string refusal = {};         // said on a bad answer; a standard sentence when empty
    bool turn_commands = false;       // "u" and "r" are answers too
    // An empty answer means min, when min is the only answer (min == max).
    bool enter_for_only_answer = false;
};

// What a person may type at any question of their turn instead of an answer.
enum class TurnCommand { undo, redo };

// "u" or "r" (spaces around allowed), if the answer is one of them.
std::optional<TurnCommand> parse_turn_command(std::string_view answer);

// A number, or a turn command; neither at the end of the input.
struct IntegerAnswer {
    std::optional<int> number;
    std::optional<TurnCommand> command;
};

// The whole number in [min, max] that `answer` spells (spaces around it allowed), if any.
std::optional<int> parse_integer_answer(std::string_view answer, int min, int max);

// Asks until the answer is a whole number in [min, max]; empty at end of input.
std::optional<int> ask_integer(Console& console, const IntegerQuestion& question);
// The same, and a turn command ends the question too when the question takes them.
IntegerAnswer ask_integer_or_command(Console& console, const IntegerQuestion& question);

}  // namespace marienbad
