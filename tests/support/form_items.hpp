// A game in the flow's list and a new-game form's item found by name, as a person reads them:
// their places.
#pragma once

#include <algorithm>
#include <string>

#include "play/game_flow.hpp"
#include "play/game_form.hpp"

namespace marienbad::testing {

inline int index_of_game(const GameFlow& flow, const GameDescription& game) {
    const auto& list = flow.games();
    return static_cast<int>(std::find(list.begin(), list.end(), &game) - list.begin());
}

inline int index_of_item(const GameForm& form, const std::string& label) {
    const auto& items = form.items();
    return static_cast<int>(
        std::find_if(items.begin(), items.end(),
                     [&](const FormItem& item) { return item.label == label; }) -
        items.begin());
}

}  // namespace marienbad::testing
