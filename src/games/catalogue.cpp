// The list of games.
#include "games/catalogue.hpp"

namespace marienbad {

const std::vector<const GameDescription*>& games() {
    static const std::vector<const GameDescription*> k_games = {
        &nim_description(), &grid_description(), &row_description()};
    return k_games;
}

const GameDescription* find_game(std::string_view name) {
    for (const GameDescription* game : games()) {
        if (game->name() == name) {
            return game;
        }
    }
    return nullptr;
}

}  // namespace marienbad
