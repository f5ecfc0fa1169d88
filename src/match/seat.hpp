// Seat: the two places at the table. Who sits where, and who starts, is the lineup's business.
#pragma once

namespace marienbad {

enum class Seat { one, two };

constexpr Seat other_seat(Seat seat) {
    return seat == Seat::one ? Seat::two : Seat::one;
}
constexpr int seat_index(Seat seat) {
    return seat == Seat::one ? 0 : 1;
}

}  // namespace marienbad
