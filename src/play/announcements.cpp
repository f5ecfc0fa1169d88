// What a screen reader is told after an action.
#include "play/announcements.hpp"

namespace marienbad {

std::string announcement(const PlayState& state, const MessageLog& log, std::size_t seen) {
    std::string said;
    bool turn_changed = false;
    const auto add = [&said](const std::string& text) {
        std::string line = text;
        while (!line.empty() && line.back() == '\n') {
            line.pop_back();
        }
        if (!said.empty()) {
            said += '\n';
        }
        said += line;
    };
    for (const Message& message : log.since(seen)) {
        if (message.kind == MessageKind::review) {
            continue;
        }
        add(message.text);
        turn_changed = turn_changed || message.kind == MessageKind::move ||
                       message.kind == MessageKind::history || message.kind == MessageKind::opening;
    }
    if (seen == 0 && log.total() > 0) {
        add(state.names->position);
    }
    if (turn_changed && state.phase == PlayPhase::person_to_move && !state.turn.empty()) {
        add(state.turn);
    }
    return said;
}

}  // namespace marienbad
