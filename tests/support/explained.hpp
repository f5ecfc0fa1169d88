// A game's explanation as the play layer holds it (AnyExplanation), with the game that says it in
// words, made from the game's own explanation struct: what the tests of the hint's steps and of
// the computer's reasons read.
#pragma once

#include <utility>
#include <vector>

#include "catalogue/catalogue.hpp"

namespace marienbad::testing {

struct Explained {
    const Game* game;
    AnyExplanation explanation;
};

// `detail`, the explanation of a game whose traits are G.
template <class G>
Explained explained(typename G::Explanation detail) {
    std::vector<AnyMove> moves(detail.winning_moves.begin(), detail.winning_moves.end());
    return {&game_with_traits<G>(), AnyExplanation{std::move(moves), std::move(detail)}};
}

}  // namespace marienbad::testing
