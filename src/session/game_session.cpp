// The seats of a game session.
#include "session/game_session.hpp"

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

}  // namespace marienbad
