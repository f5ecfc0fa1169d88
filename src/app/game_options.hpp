// The options every game command takes, typed.
#pragma once

#include <cstdint>
#include <optional>

#include "app/option_values.hpp"
#include "match/lineup.hpp"
#include "players/strength.hpp"

namespace marienbad {

// Options every game takes.
struct GameOptions {
    std::optional<Strength> strength;   // --level or --difficulty; asked for when missing
    Lineup lineup;                      // --players, --first
    std::optional<std::uint64_t> seed;  // --seed; drawn at random when missing
    UiKind ui = UiKind::text;
    bool explain = false;      // explain each computer move
    bool first_given = false;  // --first was on the command line (else the grid asks)
};

}  // namespace marienbad
