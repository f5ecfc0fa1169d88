// What every game's command does before its first move: the seed, the computer's strength
// (asked for when a computer plays and the command line did not say), and the two players.
#pragma once

#include <array>
#include <memory>
#include <optional>

#include "app/command_line.hpp"
#include "core/random.hpp"
#include "players/computer_player.hpp"
#include "players/player.hpp"
#include "text/console.hpp"
#include "text/setup_questions.hpp"

namespace marienbad {

// Prints the seed in use so the game can be replayed.
Random start_random(const GameOptions& options, Console& console);

// The computer's strength: from the options, else asked; empty at end of input. Games without
// a computer player need none and get the strongest.
std::optional<Strength> settle_strength(const GameOptions& options, Console& console);

// The players of both seats: `make_human()` for a person, a ComputerPlayer otherwise.
template <GameRules R, class S, class MakeHuman>
requires GameSolver<S, R> std::array < std::unique_ptr<Player<R>>,
2 > make_players(const Lineup& lineup, const R& rules, S& solver, Strength strength, Random& random,
                 MakeHuman make_human) {
    std::array<std::unique_ptr<Player<R>>, 2> players;
    for (const Seat seat : {Seat::one, Seat::two}) {
        auto& player = players[static_cast<std::size_t>(seat_index(seat))];
        if (lineup.is_human(seat)) {
            player = make_human();
        } else {
            player = std::make_unique<ComputerPlayer<R, S>>(rules, solver, strength, random);
        }
    }
    return players;
}

template <GameRules R>
std::array<Player<R>*, 2> seats_of(const std::array<std::unique_ptr<Player<R>>, 2>& players) {
    return {players[0].get(), players[1].get()};
}

}  // namespace marienbad
