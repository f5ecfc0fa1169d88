// What the play layer's tests share: a game of any description set up as a front end would (a
// form's first value where a question would be asked, the seats given), its controller, and the
// cells of a board where pointing makes a move, and the hint asked up to its move.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "play/game_setup.hpp"
#include "play/play_controller.hpp"
#include "support/answered_values.hpp"
#include "support/pointable_cells.hpp"
#include "text/hint_steps.hpp"

namespace marienbad::testing {

// A session of `game`, started from its set-up.
inline std::unique_ptr<GameSession> session_of(
    const GameDescription& game, const std::vector<std::pair<std::string, std::string>>& given,
    Random::Seed seed) {
    GameSetup setup(game, answered_values(game, given), seed);
    return setup.start();
}

// A controller of `game`, started from its set-up (as the flow starts one).
inline std::unique_ptr<PlayController> controller_of(
    const GameDescription& game, const std::vector<std::pair<std::string, std::string>>& given,
    Random::Seed seed, PlayOptions options = {}) {
    GameSetup setup(game, answered_values(game, given), seed);
    return std::make_unique<PlayController>(setup.start(), setup.said(), std::move(options));
}

// A person against the computer at level 4, the person first.
inline std::vector<std::pair<std::string, std::string>> person_first() {
    return {{"--level", "4"}, {"--first", "human"}};
}

// The messages of a kind logged since `seen`.
inline std::vector<std::string> messages_of(const PlayController& game, MessageKind kind,
                                            std::size_t seen = 0) {
    std::vector<std::string> texts;
    for (const Message& message : game.messages().since(seen)) {
        if (message.kind == kind) {
            texts.push_back(message.text);
        }
    }
    return texts;
}

// Asks for the hint until its last step, where the move is given and its cells marked.
inline void hint_to_the_move(PlayController& game) {
    for (int step = 0; step < k_hint_steps; ++step) {
        game.hint();
    }
}

}  // namespace marienbad::testing
