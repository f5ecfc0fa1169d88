// A small generic solver for any game: memoised search over positions, using nothing but the
// rules (legal moves, apply, undo, game over, convention). It knows no theory, so tests use it
// as the reference that the fast solvers must agree with on every small position.
#pragma once

#include <cstddef>
#include <map>
#include <vector>

#include "core/game_concepts.hpp"

namespace marienbad {

template <GameRules R>
class BruteForceSolver {
  public:
    using Position = typename R::Position;
    using Move = typename R::Move;

    explicit BruteForceSolver(const R& rules) : rules_(rules) {}

    bool player_to_move_wins(const Position& position) {
        Position work = position;
        return solve(work);
    }

    std::vector<Move> winning_moves(const Position& position) {
        std::vector<Move> winners;
        Position work = position;
        for (const Move& move : rules_.legal_moves(work)) {
            const auto undo = rules_.apply(work, move);
            if (!solve(work)) {
                winners.push_back(move);
            }
            rules_.undo(work, undo);
        }
        return winners;
    }

    // Distinct positions solved so far: the size of the memo.
    std::size_t positions_solved() const { return memo_.size(); }

  private:
    // Whether the player to move at `position` wins; `position` is restored before returning.
    bool solve(Position& position) {
        if (const auto known = memo_.find(position); known != memo_.end()) {
            return known->second;
        }
        bool wins = false;
        if (rules_.is_over(position)) {
            wins = player_to_move_wins_finished_game(rules_.convention());
        } else {
            for (const Move& move : rules_.legal_moves(position)) {
                const auto undo = rules_.apply(position, move);
                const bool opponent_wins = solve(position);
                rules_.undo(position, undo);
                if (!opponent_wins) {
                    wins = true;
                    break;
                }
            }
        }
        memo_.emplace(position, wins);
        return wins;
    }

    const R& rules_;
    std::map<Position, bool> memo_;
};

}  // namespace marienbad
