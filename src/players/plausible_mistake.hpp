// The adaptive computer's mistakes (handout 002): moves a person could make, not moves drawn
// uniformly. A move has a place (the rules' move_place: Nim's column, the row's first match, a
// pawn and its direction) and an amount (how much smaller it makes the game: pieces, matches,
// steps). Compared with the move it should have played, a mistake is one of:
//   - the right place with the wrong count (a count near the right one);
//   - a small take (the least any mistake takes: one piece, one match, one step);
//   - a move that looks like the right one (the same count at another place).
// One of the three is drawn, the others tried in turn when it has no move; a move of any kind
// when none has. The candidates are the moves that would not have won (every move but the best
// one from a lost position), so a mistake from a won position always gives the win away.
#pragma once

#include <algorithm>
#include <array>
#include <cstdlib>
#include <optional>
#include <span>
#include <vector>

#include "core/game_concepts.hpp"
#include "core/random.hpp"

namespace marienbad {

enum class MistakeKind { wrong_count, small_take, look_alike, any };

template <class R>
concept HasMovePlaces = GameRules<R> &&
    requires(const R& rules, const typename R::Position& p, const typename R::Move& m) {
    { rules.move_place(p, m) } -> std::same_as<int>;
};

template <GameRules R>
struct PlausibleMistake {
    typename R::Move move;
    MistakeKind kind = MistakeKind::any;
};

namespace plausible_detail {

template <GameRules R>
struct Placed {
    typename R::Move move;
    int place = 0;
    int amount = 0;
};

template <GameRules R>
Placed<R> placed(const R& rules, const typename R::Position& position,
                 const typename R::Move& move) {
    auto after = position;
    rules.apply(after, move);
    const int amount = rules.max_remaining_moves(position) - rules.max_remaining_moves(after);
    int place = 0;
    if constexpr (HasMovePlaces<R>) {
        place = rules.move_place(position, move);
    }
    return {move, place, amount};
}

// The candidates of one kind, compared with `best`.
template <GameRules R>
std::vector<typename R::Move> of_kind(MistakeKind kind, const Placed<R>& best,
                                      const std::vector<Placed<R>>& candidates) {
    std::vector<typename R::Move> chosen;
    const auto add_if = [&](auto keep) {
        for (const Placed<R>& c : candidates) {
            if (keep(c)) {
                chosen.push_back(c.move);
            }
        }
    };
    switch (kind) {
        case MistakeKind::wrong_count: {
            if (!HasMovePlaces<R>) {
                break;
            }
            // A count near the right one: within two when the place offers one.
            const auto here = [&](const Placed<R>& c) { return c.place == best.place; };
            add_if([&](const Placed<R>& c) {
                return here(c) && std::abs(c.amount - best.amount) <= 2;
            });
            if (chosen.empty()) {
                add_if(here);
            }
            break;
        }
        case MistakeKind::small_take: {
            int least = 0;
            for (const Placed<R>& c : candidates) {
                least = least == 0 ? c.amount : std::min(least, c.amount);
            }
            add_if([&](const Placed<R>& c) { return c.amount == least; });
            break;
        }
        case MistakeKind::look_alike:
            add_if([&](const Placed<R>& c) {
                return c.place != best.place && c.amount == best.amount;
            });
            break;
        case MistakeKind::any:
            add_if([](const Placed<R>&) { return true; });
            break;
    }
    return chosen;
}

}  // namespace plausible_detail

// A plausible mistake instead of `best` among `candidates` (legal moves at `position`); none when
// there are no candidates.
template <GameRules R>
std::optional<PlausibleMistake<R>> plausible_mistake(
    const R& rules, const typename R::Position& position, const typename R::Move& best,
    const std::vector<typename R::Move>& candidates, Random& random) {
    using namespace plausible_detail;
    if (candidates.empty()) {
        return std::nullopt;
    }
    std::vector<Placed<R>> placed_candidates;
    placed_candidates.reserve(candidates.size());
    for (const auto& move : candidates) {
        placed_candidates.push_back(placed(rules, position, move));
    }
    const Placed<R> placed_best = placed(rules, position, best);
    constexpr std::array<MistakeKind, 3> k_kinds = {
        MistakeKind::wrong_count, MistakeKind::small_take, MistakeKind::look_alike};
    const int first = random.uniform_int(0, static_cast<int>(k_kinds.size()) - 1);
    for (std::size_t i = 0; i <= k_kinds.size(); ++i) {
        const MistakeKind kind =
            i == k_kinds.size() ? MistakeKind::any
                                : k_kinds[(static_cast<std::size_t>(first) + i) % k_kinds.size()];
        const auto moves = of_kind(kind, placed_best, placed_candidates);
        if (!moves.empty()) {
            return PlausibleMistake<R>{random.pick(std::span<const typename R::Move>(moves)), kind};
        }
    }
    return std::nullopt;
}

}  // namespace marienbad
