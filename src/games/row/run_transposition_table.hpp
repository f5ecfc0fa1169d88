// The exact transposition table of the misère row search: canonical positions (sorted run
// lengths) and whether the player to move wins. Open addressing on the multiset's hash; the
// keys themselves are kept (one byte a run, in one array) and compared, so a hash collision
// can never give a wrong answer. When it holds its maximum number of positions it starts
// again empty, which bounds memory and only costs time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "games/row/run_multiset.hpp"

namespace marienbad {

class RunTranspositionTable {
  public:
    explicit RunTranspositionTable(std::size_t max_positions);

    // Compares the stored keys with the multiset's counts, so a lookup builds no key.
    std::optional<bool> find(const RunMultiset& position) const;
    // Asks the processor to bring the slot where a position of this hash starts its probe into
    // cache, so that several lookups' memory waits overlap; changes nothing.
    void prefetch(std::uint64_t hash) const { __builtin_prefetch(&slots_[slot_index(hash)]); }
    // `key` is the position's sorted lengths (RunMultiset::write_key).
    void store(const RunMultiset& position, std::span<const std::uint8_t> key,
               bool player_to_move_wins);
    void clear();

    std::size_t size() const { return size_; }
    std::size_t max_positions() const { return max_positions_; }
    // Times the table was full and started again.
    std::size_t restarts() const { return restarts_; }
    // Bytes held: the slots and the keys.
    std::size_t memory_bytes() const;

  private:
    struct Slot {
        std::uint64_t hash = 0;
        std::uint32_t key_offset = 0;
        std::uint8_t key_length = 0;
        std::uint8_t state = 0;  // k_empty, k_lost or k_won
    };

    std::size_t slot_index(std::uint64_t hash) const;
    bool same_key(const Slot& slot, std::span<const std::uint8_t> key) const;
    bool holds(const Slot& slot, const RunMultiset& position) const;
    void grow();

    std::size_t max_positions_;
    std::size_t size_ = 0;
    std::size_t restarts_ = 0;
    std::vector<Slot> slots_;
    std::vector<std::uint8_t> keys_;
};

}  // namespace marienbad
