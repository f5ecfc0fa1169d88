// Nim in line mode (seed 000's nim_io): the person's turn (a column, then a number of pieces,
// each checked and asked again; "?" shows the hint), the board after each move, the computer's
// moves announced and, with --explain, explained; the winner declared at the end.
#pragma once

#include <array>

#include "match/match.hpp"
#include "players/player.hpp"
#include "rules/nim_rules.hpp"
#include "solvers/nim_solver.hpp"
#include "text/console.hpp"
#include "text/participants.hpp"

namespace marienbad {

// A person playing Nim at the console.
class NimTextHuman final : public Player<NimRules> {
  public:
    NimTextHuman(Console& console, const NimRules& rules);
    std::optional<NimMove> choose_move(const NimPosition& position) override;

  private:
    Console& console_;
    const NimRules& rules_;
};

struct NimTextGame {
    NimPosition start;
    Participants participants;
    Seat first = Seat::one;
    bool explain_computer_moves = false;  // --explain
};

// Prints the rules, plays the match, and declares the winner (or that the game was left).
MatchResult play_nim_text_game(Console& console, const NimRules& rules, NimSolver& solver,
                               const NimTextGame& game,
                               const std::array<Player<NimRules>*, 2>& players);

}  // namespace marienbad
