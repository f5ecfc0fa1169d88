// Questions asked in line mode: a whole number between bounds, asked again until the answer
// is right (seed 000's lire_entier, seed 001's Lire_Entier), with "?" for a hint when the
// game offers one.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "text/console.hpp"

namespace marienbad {

struct IntegerQuestion {
    std::string prompt;
    int min = 0;
    int max = 0;
    std::function<void()> hint = {};  // shown on "?"; none when empty
    std::string refusal = {};         // said on a bad answer; a standard sentence when empty
};

// `text` without the spaces and tabs around it.
std::string_view trim(std::string_view text);

// The whole number in [min, max] that `answer` spells (spaces around it allowed), if any.
std::optional<int> parse_integer_answer(std::string_view answer, int min, int max);

// Asks until the answer is a whole number in [min, max]; empty at end of input.
std::optional<int> ask_integer(Console& console, const IntegerQuestion& question);

}  // namespace marienbad
