// The status line of a front end played with a mouse.
#include "play/status_line.hpp"

#include "i18n/i18n.hpp"

namespace marienbad {

std::optional<std::string> pointer_status_line(const PlayState& state, const MessageLog& log,
                                               std::size_t seen, PointerKind pointer) {
    std::optional<std::string> status;
    const bool touch = pointer == PointerKind::touch;
    if (state.phase == PlayPhase::person_to_move && state.pointed) {
        if (!touch) {
            status = trf("{0} Enter plays: {1}.", state.turn, state.pointed_text);
        } else if (state.pointer_chosen) {
            status = trf("{0} Tap it again to play: {1}.", state.turn, state.pointed_text);
        }
    }
    for (const Message& message : log.since(seen)) {
        if (message.kind == MessageKind::refusal) {
            status = message.text;
        }
    }
    if (!touch && log.total() == seen && state.hover) {
        status =
            state.hover_plays ? trf("Click to play: {0}.", state.hover_text) : state.hover_text;
    }
    return status;
}

}  // namespace marienbad
