// A game's values as a front end's form first offers them: every question answered by the
// form's first value (handout 000's 7 columns, a 5 × 5 grid) unless what the test gives replaces
// it (Nim's --piles for --columns), then what the test gives.
#pragma once

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "games/common_parameters.hpp"

namespace marienbad::testing {

inline ParameterValues answered_values(
    const GameDescription& game, const std::vector<std::pair<std::string, std::string>>& given) {
    ParameterValues values(play_parameters(game));
    for (const ParameterSpec& spec : values.specs()) {
        const bool replaced = std::any_of(given.begin(), given.end(), [&](const auto& value) {
            return !spec.unless.empty() && value.first == spec.unless;
        });
        if (!spec.question.empty() && !replaced) {
            values.give(spec.name, std::to_string(spec.suggestion.value_or(spec.min)));
        }
    }
    for (const auto& [name, text] : given) {
        values.give(name, text);
    }
    return values;
}

}  // namespace marienbad::testing
