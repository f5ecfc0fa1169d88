// The seats of a game session, and a session for any game's setup.
#include "session/game_session.hpp"

#include "session/grid_session.hpp"
#include "session/nim_session.hpp"
#include "session/row_session.hpp"

namespace marienbad {

GameSession::GameSession(std::array<SeatPlan, 2> seats, Random random)
    : seats_(seats), random_(std::move(random)) {
    random_.repeat_every(k_game_max_draws);
}

const SeatPlan& GameSession::seat(Seat seat) const {
    return seats_[static_cast<std::size_t>(seat_index(seat))];
}

std::vector<ComputerSeat> GameSession::computers() const {
    std::vector<ComputerSeat> seats;
    for (const Seat seat : {Seat::one, Seat::two}) {
        if (!is_person(seat)) {
            seats.push_back({seat, this->seat(seat).strength});
        }
    }
    return seats;
}

std::unique_ptr<GameSession> make_session(const AnySetup& setup, std::array<SeatPlan, 2> seats,
                                          Seat first, Random random) {
    return std::visit(
        [&](const auto& typed) -> std::unique_ptr<GameSession> {
            using Setup = std::decay_t<decltype(typed)>;
            if constexpr (std::is_same_v<Setup, NimSetup>) {
                return std::make_unique<NimSession>(typed, seats, first, std::move(random));
            } else if constexpr (std::is_same_v<Setup, GridSetup>) {
                return std::make_unique<GridSession>(typed, seats, first, std::move(random));
            } else {
                return std::make_unique<RowSession>(typed, seats, first, std::move(random));
            }
        },
        setup);
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
