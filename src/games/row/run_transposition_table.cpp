// Open addressing with linear probing over a power-of-two number of slots, at most half full;
// the keys live in one byte array so that a stored position costs about 20 bytes plus its runs.
#include "games/row/run_transposition_table.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace marienbad {
namespace {

constexpr std::uint8_t k_empty = 0;
constexpr std::uint8_t k_lost = 1;
constexpr std::uint8_t k_won = 2;
constexpr std::size_t k_initial_slots = 1024;

}  // namespace

RunTranspositionTable::RunTranspositionTable(std::size_t max_positions)
    : max_positions_(std::max<std::size_t>(max_positions, 1)), slots_(k_initial_slots) {}

std::size_t RunTranspositionTable::slot_index(std::uint64_t hash) const {
    // The multiset hash is a sum, so mix it before taking low bits.
    const std::uint64_t mixed = (hash ^ (hash >> 29U)) * 0xBF58476D1CE4E5B9ULL;
    return static_cast<std::size_t>(mixed >> 17U) & (slots_.size() - 1);
}

bool RunTranspositionTable::same_key(const Slot& slot, std::span<const std::uint8_t> key) const {
    return slot.key_length == key.size() &&
           std::equal(key.begin(), key.end(),
                      keys_.begin() + static_cast<std::ptrdiff_t>(slot.key_offset));
}

bool RunTranspositionTable::holds(const Slot& slot, const RunMultiset& position) const {
    if (slot.key_length != position.runs()) {
        return false;
    }
    // The stored key is sorted: each distinct length's number of runs must match.
    const auto* run = keys_.data() + slot.key_offset;
    const auto* const end = run + slot.key_length;
    while (run != end) {
        const std::uint8_t length = *run;
        const auto* const next =
            std::find_if(run, end, [&](std::uint8_t l) { return l != length; });
        if (next - run != position.count(length)) {
            return false;
        }
        run = next;
    }
    return true;
}

std::optional<bool> RunTranspositionTable::find(const RunMultiset& position) const {
    const std::uint64_t hash = position.hash();
    for (std::size_t i = slot_index(hash);; i = (i + 1) & (slots_.size() - 1)) {
        const Slot& slot = slots_[i];
        if (slot.state == k_empty) {
            return std::nullopt;
        }
        if (slot.hash == hash && holds(slot, position)) {
            return slot.state == k_won;
        }
    }
}

void RunTranspositionTable::store(const RunMultiset& position, std::span<const std::uint8_t> key,
                                  bool player_to_move_wins) {
    const std::uint64_t hash = position.hash();
    if (key.size() > std::numeric_limits<std::uint8_t>::max()) {
        throw std::invalid_argument("RunTranspositionTable: too many runs");
    }
    if (size_ >= max_positions_ ||
        keys_.size() + key.size() > std::numeric_limits<std::uint32_t>::max()) {
        clear();
        ++restarts_;
    }
    if (2 * (size_ + 1) > slots_.size()) {
        grow();
    }
    std::size_t i = slot_index(hash);
    while (slots_[i].state != k_empty) {
        if (slots_[i].hash == hash && same_key(slots_[i], key)) {
            return;
        }
        i = (i + 1) & (slots_.size() - 1);
    }
    slots_[i] = {hash, static_cast<std::uint32_t>(keys_.size()),
                 static_cast<std::uint8_t>(key.size()), player_to_move_wins ? k_won : k_lost};
    keys_.insert(keys_.end(), key.begin(), key.end());
    ++size_;
}

void RunTranspositionTable::grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(old.size() * 2, Slot{});
    for (const Slot& slot : old) {
        if (slot.state == k_empty) {
            continue;
        }
        std::size_t i = slot_index(slot.hash);
        while (slots_[i].state != k_empty) {
            i = (i + 1) & (slots_.size() - 1);
        }
        slots_[i] = slot;
    }
}

void RunTranspositionTable::clear() {
    slots_.assign(k_initial_slots, Slot{});
    keys_.clear();
    keys_.shrink_to_fit();
    size_ = 0;
}

std::size_t RunTranspositionTable::memory_bytes() const {
    return slots_.capacity() * sizeof(Slot) + keys_.capacity();
}

}  // namespace marienbad
