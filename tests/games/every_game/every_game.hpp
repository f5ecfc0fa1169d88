// The tests every registered game passes, with no line of a game's own in them: typed tests over
// every game's traits (the list the build writes, game_list/game_traits.hpp), each instance named
// by its game ("nim", "queen"), and the setups a game draws as a new game would.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "catalogue/catalogue.hpp"
#include "core/random.hpp"
#include "game_list/game_traits.hpp"
#include "support/answered_values.hpp"

namespace marienbad::testing {

using EveryGameTraits = EveryGame<::testing::Types>;

struct GameTraitsName {
    template <class G>
    static std::string GetName(int) {
        return game_with_traits<G>().name();
    }
};

// A setup of G as a new game with the form's first values draws it from `random`.
template <class G>
typename G::Setup drawn_setup(Random& random) {
    const GameDescription& description = G::description();
    const GameStart start = description.start(answered_values(description, {}), random);
    return std::get<typename G::Setup>(start.setup);
}

}  // namespace marienbad::testing
