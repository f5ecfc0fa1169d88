// Misère play of any sum of heaps of an octal game by exhaustive search (docs/architecture.md,
// "src/octal"): the player to move wins when some move leaves a sum where the player to move
// loses, and wins at once when no move is left (whoever made the last move lost). The tests hold
// the misère quotients (misere_quotient_engine.hpp) to it, and `solve octal --misere` falls back on
// it when no quotient is within its budget: then the quotient proved for the smaller heaps answers
// every sum of them at once, and only sums holding a larger heap are searched. Sums are kept as
// sorted heap sizes without the heaps that have no move (they are the empty game), each solved
// once.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <unordered_map>
#include <vector>

#include "octal/misere_quotient.hpp"
#include "octal/octal_code.hpp"
#include "octal/octal_moves.hpp"

namespace marienbad {

class OctalMisereSearch {
  public:
    // Gives up (nothing) once more than `max_positions` sums are searched; `known`, if given,
    // answers the sums of heaps up to its max_heap().
    explicit OctalMisereSearch(const OctalCode& code,
                               std::size_t max_positions = std::numeric_limits<std::size_t>::max(),
                               const MisereQuotient* known = nullptr);

    // Whether the player to move wins the sum of `heaps` (sizes in any order, 0 allowed).
    std::optional<bool> player_to_move_wins(const std::vector<int>& heaps);

    // The sums searched so far.
    std::size_t positions() const { return solved_.size(); }

  private:
    struct KeyHash {
        std::size_t operator()(const std::vector<int>& key) const;
    };

    // `sum`: sorted in decreasing order, no heap without a move. Nothing once out of budget.
    std::optional<bool> wins(const std::vector<int>& sum);
    bool has_move(int heap);
    const std::vector<OctalLeave>& leaves(int heap);
    std::vector<int> canonical(std::vector<int> heaps);

    OctalCode code_;
    std::size_t max_positions_;
    const MisereQuotient* known_;
    std::vector<std::vector<OctalLeave>> leaves_;  // per heap size, computed on demand
    std::unordered_map<std::vector<int>, bool, KeyHash> solved_;
};

}  // namespace marienbad
