// An independent reference for the row's solvers (handout 004): the handout's own recursion
// (exercise 4, "gagnante"), memoised over the row as a bit pattern (bit i = a match on place
// i), knowing nothing of runs, canonical positions or theory.
#pragma once

#include <cstdint>
#include <vector>

#include "core/convention.hpp"
#include "games/row/row_rules.hpp"

namespace marienbad::testing {

class RowBitBruteForce {
  public:
    RowBitBruteForce(Convention convention, int max_take, int max_length)
        : convention_(convention),
          max_take_(max_take),
          max_length_(max_length),
          memo_(std::size_t{1} << static_cast<unsigned>(max_length), k_unknown) {}

    bool player_to_move_wins(std::uint32_t pattern) {
        std::int8_t& known = memo_[pattern];
        if (known == k_unknown) {
            bool wins = pattern == 0 ? convention_ == Convention::misere : false;
            for (const RowMove& move : moves(pattern)) {
                if (!player_to_move_wins(pattern & ~mask(move))) {
                    wins = true;
                    break;
                }
            }
            known = wins ? 1 : 0;
        }
        return known == 1;
    }

    std::vector<RowMove> winning_moves(std::uint32_t pattern) {
        std::vector<RowMove> winners;
        for (const RowMove& move : moves(pattern)) {
            if (!player_to_move_wins(pattern & ~mask(move))) {
                winners.push_back(move);
            }
        }
        return winners;
    }

    // The moves of handout 004: `count` set bits from `start`, by start then count.
    std::vector<RowMove> moves(std::uint32_t pattern) const {
        std::vector<RowMove> found;
        for (int start = 0; start < max_length_; ++start) {
            for (int count = 1; count <= max_take_ && start + count <= max_length_; ++count) {
                const RowMove move{start, count};
                if ((pattern & mask(move)) == mask(move)) {
                    found.push_back(move);
                }
            }
        }
        return found;
    }

    static std::uint32_t mask(const RowMove& move) {
        return ((std::uint32_t{1} << static_cast<unsigned>(move.count)) - 1U)
               << static_cast<unsigned>(move.start);
    }

  private:
    static constexpr std::int8_t k_unknown = -1;

    Convention convention_;
    int max_take_;
    int max_length_;
    std::vector<std::int8_t> memo_;
};

// The row of `length` places whose matches are the set bits of `pattern`.
inline RowPosition row_from_bits(std::uint32_t pattern, int length) {
    RowPosition position = RowPosition::full(length);
    for (int place = 0; place < length; ++place) {
        position.set_match(place, ((pattern >> static_cast<unsigned>(place)) & 1U) != 0);
    }
    return position;
}

}  // namespace marienbad::testing
