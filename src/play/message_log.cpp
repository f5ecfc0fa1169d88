// The message log: kept, counted, read back from where a front end stopped.
#include "play/message_log.hpp"

#include <algorithm>

namespace marienbad {
namespace {

constexpr std::size_t k_kept_messages = 500;

}  // namespace

void MessageLog::add(MessageKind kind, std::string text) {
    if (text.empty()) {
        return;
    }
    kept_.push_back({kind, std::move(text)});
    ++total_;
    if (kept_.size() > k_kept_messages) {
        kept_.pop_front();
    }
}

std::deque<Message> MessageLog::since(std::size_t seen) const {
    const std::size_t fresh = std::min(total_ - std::min(seen, total_), kept_.size());
    return {kept_.end() - static_cast<std::ptrdiff_t>(fresh), kept_.end()};
}

}  // namespace marienbad
