// The lineup: seats' kinds and the first seat to move.
#include "match/lineup.hpp"

namespace marienbad {

bool Lineup::is_human(Seat seat) const {
    switch (mode) {
        case PlayersMode::human_computer:
            return seat == Seat::one;
        case PlayersMode::computer_computer:
            return false;
        case PlayersMode::human_human:
            return true;
    }
    return false;
}

bool Lineup::first_is_meaningful() const {
    return first == FirstPlayer::random || mode == PlayersMode::human_computer;
}

Seat Lineup::first_seat(Random& random) const {
    switch (first) {
        case FirstPlayer::human:
            return Seat::one;
        case FirstPlayer::computer:
            return Seat::two;
        case FirstPlayer::random:
            break;
    }
    return random.chance(0.5) ? Seat::one : Seat::two;
}

}  // namespace marienbad
