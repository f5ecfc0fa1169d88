// Exhaustive misère search over sums of octal heaps (octal_misere_search.hpp).
#include "octal/octal_misere_search.hpp"

#include <algorithm>
#include <functional>

namespace marienbad {

std::size_t OctalMisereSearch::KeyHash::operator()(const std::vector<int>& key) const {
    std::uint64_t hash = 0xCBF29CE484222325ULL;
    for (const int heap : key) {
        hash = (hash ^ static_cast<std::uint32_t>(heap)) * std::uint64_t{0x100000001B3};
    }
    return static_cast<std::size_t>(hash ^ (hash >> 32));
}

OctalMisereSearch::OctalMisereSearch(const OctalCode& code, std::size_t max_positions,
                                     const MisereQuotient* known)
    : code_(code), max_positions_(max_positions), known_(known) {}

const std::vector<OctalLeave>& OctalMisereSearch::leaves(int heap) {
    while (static_cast<int>(leaves_.size()) <= heap) {
        leaves_.push_back(octal_leaves(code_, static_cast<int>(leaves_.size())));
    }
    return leaves_[static_cast<std::size_t>(heap)];
}

bool OctalMisereSearch::has_move(int heap) {
    return !leaves(heap).empty();
}

std::vector<int> OctalMisereSearch::canonical(std::vector<int> heaps) {
    std::erase_if(heaps, [this](int heap) { return heap <= 0 || !has_move(heap); });
    std::sort(heaps.begin(), heaps.end(), std::greater<>());
    return heaps;
}

std::optional<bool> OctalMisereSearch::player_to_move_wins(const std::vector<int>& heaps) {
    return wins(canonical(heaps));
}

std::optional<bool> OctalMisereSearch::wins(const std::vector<int>& sum) {
    if (sum.empty()) {
        return true;  // no move: the opponent made the last one
    }
    if (known_ != nullptr && sum.front() <= known_->max_heap()) {
        return !known_->player_to_move_loses(sum);
    }
    if (const auto solved = solved_.find(sum); solved != solved_.end()) {
        return solved->second;
    }
    if (solved_.size() >= max_positions_) {
        return std::nullopt;
    }
    bool winning = false;
    for (std::size_t i = 0; i < sum.size() && !winning; ++i) {
        if (i > 0 && sum[i] == sum[i - 1]) {
            continue;  // the same move on an equal heap
        }
        const std::vector<OctalLeave> heap_leaves = leaves(sum[i]);
        for (const OctalLeave& leave : heap_leaves) {
            std::vector<int> option = sum;
            option.erase(option.begin() + static_cast<std::ptrdiff_t>(i));
            option.push_back(leave.first);
            option.push_back(leave.second);
            const std::optional<bool> option_wins = wins(canonical(std::move(option)));
            if (!option_wins) {
                return std::nullopt;
            }
            if (!*option_wins) {
                winning = true;
                break;
            }
        }
    }
    solved_.emplace(sum, winning);
    return winning;
}

}  // namespace marienbad
