// Misère play of any sum of heaps of an octal game by exhaustive search (docs/architecture.md,
// "src/octal"): the player to move wins when some move leaves a sum where the player to move
// loses, and wins at once when no move is left (whoever made the last move lost). The tests hold
// the misère quotients (misere_quotient_engine.hpp) to it, and `solve octal --misere` falls back on
// it when no quotient is within its budget: then the quotient proved for the smaller heaps answers
// every sum of them at once, and only sums holding a larger heap are searched. Sums are kept as
// sorted heap sizes without the heaps that have no move (they are the empty game), each solved
// once.
//
// The search is depth first on a stack of its own, not by recursion: a game lasts as many moves
// as its heaps hold tokens (millions), far deeper than the program's stack. What it keeps — the
// sums solved, the stack, the heaps' moves — is counted in bytes against a budget, as the sums
// are: past either, the search gives up.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/compute_limit.hpp"
#include "octal/misere_quotient.hpp"
#include "octal/octal_code.hpp"
#include "octal/octal_moves.hpp"

namespace marienbad {

struct OctalSearchLimits {
    std::size_t max_positions = std::numeric_limits<std::size_t>::max();  // sums solved
    std::size_t max_bytes = std::numeric_limits<std::size_t>::max();      // memory kept
    ComputeLimit* compute = nullptr;  // the command's time and memory, if any
};

class OctalMisereSearch {
  public:
    // Gives up (nothing) once more than `max_positions` sums are searched; `known`, if given,
    // answers the sums of heaps up to its max_heap().
    explicit OctalMisereSearch(const OctalCode& code,
                               std::size_t max_positions = std::numeric_limits<std::size_t>::max(),
                               const MisereQuotient* known = nullptr);
    OctalMisereSearch(const OctalCode& code, const OctalSearchLimits& limits,
                      const MisereQuotient* known);

    // Whether the player to move wins the sum of `heaps` (sizes in any order, 0 allowed); nothing
    // once past a limit.
    std::optional<bool> player_to_move_wins(const std::vector<int>& heaps);

    // The sums searched so far, and the bytes the search keeps.
    std::size_t positions() const { return solved_.size(); }
    std::size_t bytes() const { return bytes_; }

  private:
    struct KeyHash {
        std::size_t operator()(const std::vector<int>& key) const;
    };
    // A sum on the search's stack, and where it is among its options.
    struct Frame {
        std::vector<int> sum;
        std::size_t heap = 0;   // the heap whose moves are being tried
        std::size_t leave = 0;  // the next of its moves
        bool winning = false;
    };

    // `sum`: sorted in decreasing order, no heap without a move. Nothing once past a limit.
    std::optional<bool> wins(std::vector<int> sum);
    // The outcome of `sum` when known without searching it.
    std::optional<bool> known_outcome(const std::vector<int>& sum) const;
    // The next option of the frame on top not yet tried; false when none is left (or it wins).
    bool next_option(Frame& frame, std::vector<int>& option);
    bool has_move(int heap);
    const std::vector<OctalLeave>& leaves(int heap);
    std::vector<int> canonical(std::vector<int> heaps);
    static std::size_t sum_bytes(const std::vector<int>& sum);

    OctalCode code_;
    OctalSearchLimits limits_;
    const MisereQuotient* known_;
    std::vector<std::vector<OctalLeave>> leaves_;  // per heap size, computed on demand
    std::unordered_map<std::vector<int>, bool, KeyHash> solved_;
    std::vector<Frame> stack_;
    std::size_t bytes_ = 0;
};

}  // namespace marienbad
