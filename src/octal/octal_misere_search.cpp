// Exhaustive misère search over sums of octal heaps (octal_misere_search.hpp).
#include "octal/octal_misere_search.hpp"

#include <algorithm>
#include <functional>

#include "octal/octal_stages.hpp"

namespace marienbad {
namespace {

// What the containers add to each sum they keep, beyond its heaps: a node of the table (its key's
// vector, the outcome, the link, the hash and the bucket), a frame of the stack.
constexpr std::size_t k_solved_overhead = 96;
constexpr std::size_t k_frame_overhead = sizeof(std::vector<int>) + 32;

}  // namespace

std::size_t OctalMisereSearch::KeyHash::operator()(const std::vector<int>& key) const {
    std::uint64_t hash = 0xCBF29CE484222325ULL;
    for (const int heap : key) {
        hash = (hash ^ static_cast<std::uint32_t>(heap)) * std::uint64_t{0x100000001B3};
    }
    return static_cast<std::size_t>(hash ^ (hash >> 32));
}

OctalMisereSearch::OctalMisereSearch(const OctalCode& code, std::size_t max_positions,
                                     const MisereQuotient* known)
    : OctalMisereSearch(code, OctalSearchLimits{max_positions}, known) {}

OctalMisereSearch::OctalMisereSearch(const OctalCode& code, const OctalSearchLimits& limits,
                                     const MisereQuotient* known)
    : code_(code), limits_(limits), known_(known) {}

std::size_t OctalMisereSearch::sum_bytes(const std::vector<int>& sum) {
    return sum.size() * sizeof(int);
}

const std::vector<OctalLeave>& OctalMisereSearch::leaves(int heap) {
    while (static_cast<int>(leaves_.size()) <= heap) {
        leaves_.push_back(octal_leaves(code_, static_cast<int>(leaves_.size())));
        bytes_ += leaves_.back().size() * sizeof(OctalLeave) + sizeof(std::vector<OctalLeave>);
    }
    return leaves_[static_cast<std::size_t>(heap)];
}

bool OctalMisereSearch::has_move(int heap) {
    return has_octal_move(code_, heap);
}

std::vector<int> OctalMisereSearch::canonical(std::vector<int> heaps) {
    std::erase_if(heaps, [this](int heap) { return heap <= 0 || !has_move(heap); });
    std::sort(heaps.begin(), heaps.end(), std::greater<>());
    return heaps;
}

std::optional<bool> OctalMisereSearch::player_to_move_wins(const std::vector<int>& heaps) {
    std::vector<int> sum = canonical(heaps);
    if (bytes_ > limits_.max_bytes) {
        return std::nullopt;  // the heaps' moves alone
    }
    return wins(std::move(sum));
}

std::optional<bool> OctalMisereSearch::known_outcome(const std::vector<int>& sum) const {
    if (sum.empty()) {
        return true;  // no move: the opponent made the last one
    }
    if (known_ != nullptr && sum.front() <= known_->max_heap()) {
        return !known_->player_to_move_loses(sum);
    }
    if (const auto solved = solved_.find(sum); solved != solved_.end()) {
        return solved->second;
    }
    return std::nullopt;
}

bool OctalMisereSearch::next_option(Frame& frame, std::vector<int>& option) {
    const std::vector<int>& sum = frame.sum;
    while (!frame.winning && frame.heap < sum.size()) {
        if (frame.heap > 0 && sum[frame.heap] == sum[frame.heap - 1]) {
            ++frame.heap;  // the same moves as on the equal heap before it
            continue;
        }
        const std::vector<OctalLeave>& heap_leaves = leaves(sum[frame.heap]);
        if (frame.leave == heap_leaves.size()) {
            ++frame.heap;
            frame.leave = 0;
            continue;
        }
        const OctalLeave leave = heap_leaves[frame.leave++];
        option = sum;
        option.erase(option.begin() + static_cast<std::ptrdiff_t>(frame.heap));
        option.push_back(leave.first);
        option.push_back(leave.second);
        option = canonical(std::move(option));
        return true;
    }
    return false;
}

std::optional<bool> OctalMisereSearch::wins(std::vector<int> root) {
    // The stack a search stopped by the command's limit left (the sums solved stay).
    const auto clear_stack = [this] {
        for (const Frame& frame : stack_) {
            bytes_ -= sum_bytes(frame.sum) + k_frame_overhead;
        }
        stack_.clear();
    };
    clear_stack();
    if (const std::optional<bool> known = known_outcome(root)) {
        return known;
    }
    const auto give_up = [&clear_stack]() -> std::optional<bool> {
        clear_stack();
        return std::nullopt;
    };
    const auto push = [this](std::vector<int> sum) {
        bytes_ += sum_bytes(sum) + k_frame_overhead;
        stack_.push_back(Frame{std::move(sum)});
    };
    push(std::move(root));
    std::vector<int> option;
    std::optional<bool> result;
    while (!stack_.empty()) {
        compute_step(limits_.compute, solved_.size(), limits_.max_positions,
                     static_cast<int>(OctalStage::misere_search));
        Frame& frame = stack_.back();
        if (next_option(frame, option)) {
            const std::optional<bool> option_wins = known_outcome(option);
            if (option_wins) {
                frame.winning = !*option_wins;
                continue;
            }
            if (solved_.size() >= limits_.max_positions || bytes_ > limits_.max_bytes) {
                return give_up();
            }
            push(std::move(option));
            continue;
        }
        // Every option tried, or one that leaves the opponent lost: the frame is solved.
        const bool winning = frame.winning;
        bytes_ -= sum_bytes(frame.sum) + k_frame_overhead;
        bytes_ += sum_bytes(frame.sum) + k_solved_overhead;
        solved_.emplace(std::move(frame.sum), winning);
        stack_.pop_back();
        if (stack_.empty()) {
            result = winning;
        } else if (!winning) {
            stack_.back().winning = true;
        }
    }
    return result;
}

}  // namespace marienbad
