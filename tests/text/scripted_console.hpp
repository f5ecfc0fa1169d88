// A Console whose player is a script: the answers are given as one string, one per line, and
// everything printed is collected, so a test reads the transcript as a person would see it.
#pragma once

#include <sstream>
#include <string>

#include "text/console.hpp"

namespace marienbad::testing {

struct ScriptedConsole {
    explicit ScriptedConsole(std::string answers, bool echo = true)
        : input(std::move(answers)), console(input, output, echo) {}

    std::string transcript() const { return output.str(); }

    std::istringstream input;
    std::ostringstream output;
    Console console;
};

// How many times `needle` occurs in `text`.
inline int count_occurrences(const std::string& text, const std::string& needle) {
    int count = 0;
    for (auto at = text.find(needle); at != std::string::npos;
         at = text.find(needle, at + needle.size())) {
        ++count;
    }
    return count;
}

}  // namespace marienbad::testing
