// The matchstick row in line mode (seed 004's exercise 8): the row before each turn, the
// person's move asked as the place of its first match then how many (each checked, with a
// message saying why a move is impossible; "?" shows the hint), every move announced and,
// with --explain, the computer's explained; at the end, who took the last match and who wins.
// Computer against computer plays a whole game (seed 004's jeuOrdiOrdi).
#pragma once

#include <array>
#include <string>

#include "match/match.hpp"
#include "players/player.hpp"
#include "rules/row_rules.hpp"
#include "solvers/row_solver.hpp"
#include "text/console.hpp"
#include "text/participants.hpp"

namespace marienbad {

// A person playing the row at the console.
class RowTextHuman final : public Player<RowRules> {
  public:
    RowTextHuman(Console& console, const RowRules& rules, RowSolver& solver);
    std::optional<RowMove> choose_move(const RowPosition& position) override;

  private:
    void show_hint(const RowPosition& position);
    // Why `move` cannot be played, or empty when it can.
    std::string refusal(const RowPosition& position, const RowMove& move) const;

    Console& console_;
    const RowRules& rules_;
    RowSolver& solver_;
};

struct RowTextGame {
    RowPosition start;
    Participants participants;
    Seat first = Seat::one;
    bool explain_computer_moves = false;  // --explain
};

// The sentence stating the rules.
std::string row_rules_sentence(const RowRules& rules);

// Plays the match to the winner (or the end of input).
MatchResult play_row_text_game(Console& console, const RowRules& rules, RowSolver& solver,
                               const RowTextGame& game,
                               const std::array<Player<RowRules>*, 2>& players);

}  // namespace marienbad
