// The pawn game in line mode (seed 001 §5): the board after each move, the person's turn (the
// numbered destinations, or the only one to confirm; "?" shows the hint; a bad answer says
// "error!" and asks again), the computer's moves announced and, with --explain, explained;
// the winner named at the end.
#pragma once

#include <array>

#include "match/match.hpp"
#include "players/player.hpp"
#include "rules/grid_rules.hpp"
#include "solvers/grid_solver.hpp"
#include "text/console.hpp"
#include "text/participants.hpp"

namespace marienbad {

// A person playing the pawn game at the console.
class GridTextHuman final : public Player<GridRules> {
  public:
    GridTextHuman(Console& console, const GridRules& rules, const GridSolver& solver);
    std::optional<GridMove> choose_move(const GridPosition& position) override;

  private:
    std::optional<GridMove> confirm_only_move(const GridPosition& position, const GridMove& move);
    void show_hint(const GridPosition& position);

    Console& console_;
    const GridRules& rules_;
    const GridSolver& solver_;
};

// The moves a person chooses from: every move of every pawn, except that pawns sharing a cell
// are offered once (moving one or the other comes to the same).
std::vector<GridMove> grid_move_choices(const GridRules& rules, const GridPosition& position);

struct GridTextGame {
    GridPosition start;
    Participants participants;
    Seat first = Seat::one;
    bool explain_computer_moves = false;  // --explain
};

// Plays the match from "Let's go!" to the winner (or the end of input).
MatchResult play_grid_text_game(Console& console, const GridRules& rules, const GridSolver& solver,
                                const GridTextGame& game,
                                const std::array<Player<GridRules>*, 2>& players);

// The sentence stating the rules, said before the parameter dialogue.
std::string grid_rules_sentence(int pawns);

}  // namespace marienbad
