// The lineup: who sits at each seat (--players) and who moves first (--first). In a
// human-against-computer game the person sits at seat one and the computer at seat two.
#pragma once

#include "core/random.hpp"
#include "match/seat.hpp"

namespace marienbad {

enum class PlayersMode { human_computer, computer_computer, human_human };
enum class FirstPlayer { human, computer, random };

struct Lineup {
    PlayersMode mode = PlayersMode::human_computer;
    FirstPlayer first = FirstPlayer::random;

    bool is_human(Seat seat) const;
    // --first human|computer only makes sense when one seat is a person and the other the
    // computer; a random start suits every mode.
    bool first_is_meaningful() const;
    Seat first_seat(Random& random) const;
};

}  // namespace marienbad
