// The review and the verdict notes, in words.
#include "text/review_text.hpp"

#include <fmt/format.h>

#include "i18n/i18n.hpp"
#include "text/game_wording.hpp"

namespace marienbad {
namespace {

std::string verdict_sentence(const AnySetup& setup, const ReviewEntry& entry) {
    switch (entry.verdict) {
        case MoveVerdict::kept_win:
            return tr("A winning move.");
        case MoveVerdict::threw_away_win:
            return trf("A mistake: it lets the win go. The move that kept it: {0}.",
                       describe_move(setup, *entry.better));
        case MoveVerdict::from_lost_position:
            break;
    }
    return tr("The position was already lost.");
}

}  // namespace

std::string verdict_note(MoveVerdict verdict) {
    switch (verdict) {
        case MoveVerdict::kept_win:
            return {};
        case MoveVerdict::from_lost_position:
            return tr(
                "The position was lost: whatever the computer plays, the opponent can win with "
                "perfect play.\n");
        case MoveVerdict::threw_away_win:
            break;
    }
    return tr(
        "The computer did not play a winning move: at its level it sometimes plays at "
        "random.\n");
}

std::string render_review(const AnySetup& setup, const Participants& participants,
                          const std::vector<ReviewEntry>& review) {
    std::string text = tr("Review of the game:") + std::string("\n");
    int number = 0;
    for (const ReviewEntry& entry : review) {
        text += fmt::format("{:>4}. {} {}\n", ++number,
                            announce_move(setup, participants.at(entry.mover), entry.move),
                            verdict_sentence(setup, entry));
    }
    return text;
}

}  // namespace marienbad
