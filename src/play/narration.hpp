// What is said as a game goes, in one place for every front end (line mode, the terminal, the
// window): the seed and the computer's strength announced as a game opens, what a recorded game
// says when it is resumed, each move as it is played (its announcement and what it did beyond
// itself: Nim's emptied column removed), the end (how it ended, who won), and the result in a few
// words for a title bar.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "players/strength.hpp"
#include "session/board_model.hpp"
#include "session/game_setups.hpp"
#include "text/participants.hpp"
#include "text/wording.hpp"

namespace marienbad {

// "Seed: 7 (replay this game with --seed 7)"
std::string seed_announcement(std::uint64_t seed);
// "Computer: level 2 (medium).", or each computer's when two differ ("Computer 1: level 2
// (medium); computer 2: level 4 (virtuoso)."). `computers` is not empty.
std::string computer_announcement(const std::vector<ComputerSeat>& computers);
// "Resuming the game recorded in game.json (seed 7): 4 moves played."
std::string resuming_announcement(const std::string& path, std::uint64_t seed, long long moves);

// The lines a move is told with: "You take 2 pieces from column 1.", then what it did beyond
// itself, if anything. `before` and `after` are the boards on either side of the move.
std::vector<std::string> move_narration(const AnySetup& setup, Participant mover,
                                        const BoardModel& before, const AnyMove& move,
                                        const BoardModel& after, const Wording& wording = {});

// How a game ended, told: how, when the winner does not say it all ("You took the last piece."),
// and who won ("You win! Well played.").
struct EndNarration {
    std::optional<std::string> how;
    std::string winner;
};
EndNarration end_narration(const AnySetup& setup, Participant last_mover, Participant winner);

// The result in a few words, for a title bar: "You win", "The computer wins", "Player 2 wins".
std::string result_summary(Participant winner);

}  // namespace marienbad
