// A Console whose player is a script: the answers are given as one string, one per line, and
// everything printed is collected, so a test reads the transcript as a person would see it.
#pragma once

#include <sstream>
#include <string>

#include "line/console.hpp"
#include "support/text_search.hpp"

namespace marienbad::testing {

struct ScriptedConsole {
    explicit ScriptedConsole(std::string answers, bool echo = true)
        : input(std::move(answers)), console(input, output, echo) {}

    std::string transcript() const { return output.str(); }

    std::istringstream input;
    std::ostringstream output;
    Console console;
};

}  // namespace marienbad::testing
