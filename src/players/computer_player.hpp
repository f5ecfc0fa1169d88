// The computer player at a Strength (players/strength.hpp). In the classic style (handouts 000 and
// 001, nim_choix_ia with "difficulte") it plays its best move with probability p, otherwise a
// random move as the handout draws it. In the adaptive style (handout 002) it makes about the
// plan's mistakes a game while the game is big, each a plausible one, and none once the game is
// small (players/adaptive_strength.hpp); at p = 0 it is handout 000's random player in both styles.
#pragma once

#include <algorithm>
#include <vector>

#include "players/adaptive_strength.hpp"
#include "players/move_choice.hpp"
#include "players/plausible_mistake.hpp"
#include "players/player.hpp"
#include "players/strength.hpp"

namespace marienbad {

template <GameRules R, class S>
requires GameSolver<S, R>
class ComputerPlayer final : public Player<R> {
  public:
    using Position = typename R::Position;
    using Move = typename R::Move;

    ComputerPlayer(const R& rules, S& solver, Strength strength, Random& random)
        : rules_(rules), solver_(solver), strength_(strength), random_(random) {}

    std::optional<Move> choose_move(const Position& position, const GameCourse& course) override {
        if (strength_.style == StrengthStyle::adaptive && strength_.best_move_probability > 0.0) {
            return adaptive_move(position, course);
        }
        if (random_.chance(strength_.best_move_probability)) {
            return best_move(rules_, solver_, position, random_);
        }
        return random_move(rules_, position, random_);
    }

  private:
    Move adaptive_move(const Position& position, const GameCourse& course) {
        const auto winners = solver_.winning_moves(position);
        const Move best = winners.empty() ? most_resilient_move(rules_, solver_, position, random_)
                                          : random_.pick(std::span<const Move>(winners));
        const double chance =
            adaptive_mistake_chance(adaptive_plan(strength_.best_move_probability), course,
                                    rules_.max_remaining_moves(position));
        if (chance <= 0.0 || !random_.chance(chance)) {
            return best;
        }
        // A mistake: a move that does not win (any but the best one from a lost position).
        std::vector<Move> candidates = rules_.legal_moves(position);
        std::erase_if(candidates, [&](const Move& move) {
            return winners.empty()
                       ? move == best
                       : std::find(winners.begin(), winners.end(), move) != winners.end();
        });
        const auto mistake = plausible_mistake(rules_, position, best, candidates, random_);
        return mistake ? mistake->move : best;
    }

    const R& rules_;
    S& solver_;
    Strength strength_;
    Random& random_;
};

}  // namespace marienbad
