// What every game's command does before its first move: the seed, the computer's strength
// (asked for when a computer plays and the command line did not say), and the two players.
#pragma once

#include <array>
#include <optional>

#include "app/command_line.hpp"
#include "core/random.hpp"
#include "line/console.hpp"
#include "line/setup_questions.hpp"
#include "session/game_session.hpp"

namespace marienbad {

// Prints the seed in use so the game can be replayed.
Random start_random(const GameOptions& options, Console& console);

// The computer's strength: from the options, else asked; empty at end of input. Games without
// a computer player need none and get the strongest.
std::optional<Strength> settle_strength(const GameOptions& options, Console& console);

// The two seats: a person where the lineup puts one, the computer at `strength` elsewhere.
std::array<SeatPlan, 2> seat_plans(const Lineup& lineup, Strength strength);

}  // namespace marienbad
