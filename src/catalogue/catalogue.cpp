// Finding a game in the list, and a session of any setup.
#include "catalogue/catalogue.hpp"

#include <stdexcept>

namespace marienbad {

const std::vector<const GameDescription*>& game_descriptions() {
    static const std::vector<const GameDescription*> list = [] {
        std::vector<const GameDescription*> descriptions;
        for (const Game* game : games()) {
            descriptions.push_back(&game->description());
        }
        return descriptions;
    }();
    return list;
}

const Game* find_game(std::string_view name) {
    for (const Game* game : games()) {
        if (game->name() == name) {
            return game;
        }
    }
    return nullptr;
}

const Game& game_of(const GameDescription& description) {
    for (const Game* game : games()) {
        if (&game->description() == &description) {
            return *game;
        }
    }
    throw std::logic_error("game_of: a description of no game in the list");
}

const Game& game_of(const AnySetup& setup) {
    return *games().at(setup.index());
}

const Game& game_of(const AnyMove& move) {
    return *games().at(move.index());
}

std::unique_ptr<GameSession> make_session(const AnySetup& setup, std::array<SeatPlan, 2> seats,
                                          Seat first, Random random) {
    return game_of(setup).make_session(setup, seats, first, std::move(random));
}

std::unique_ptr<GameSession> make_session(const AnySetup& setup, const Lineup& lineup,
                                          const SeatStrengths& strengths, Random random) {
    const Seat first = lineup.first_seat(random);
    return make_session(setup,
                        {SeatPlan{lineup.is_human(Seat::one), strengths[0]},
                         SeatPlan{lineup.is_human(Seat::two), strengths[1]}},
                        first, std::move(random));
}

}  // namespace marienbad
