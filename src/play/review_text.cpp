// The review and the verdict notes, in words.
#include "play/review_text.hpp"

#include <fmt/format.h>

#include "catalogue/catalogue.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

std::string verdict_sentence(const AnySetup& setup, const ReviewEntry& entry,
                             const Wording& wording) {
    switch (entry.verdict) {
        case MoveVerdict::kept_win:
            return tr("A winning move.");
        case MoveVerdict::threw_away_win:
            return trf("A mistake: it lets the win go. The move that kept it: {0}.",
                       game_of(setup).describe_move(setup, *entry.better, wording));
        case MoveVerdict::from_lost_position:
            break;
    }
    return tr("The position was already lost.");
}

}  // namespace

std::string verdict_answer(const Game& game, MoveVerdict verdict, const AnyExplanation& explanation,
                           StrengthStyle style, const Wording& wording) {
    switch (verdict) {
        case MoveVerdict::kept_win:
            return tr("This move wins: it leaves the opponent a lost position.\n");
        case MoveVerdict::from_lost_position:
            return tr(
                "The position was lost: whatever the computer plays, the opponent can win with "
                "perfect play. It plays on, hoping for a mistake.\n");
        case MoveVerdict::threw_away_win:
            break;
    }
    const auto answer = game.winning_answer(explanation, wording);
    if (style == StrengthStyle::adaptive) {
        return trf(
            "The computer did not play a winning move: at its level it makes a few mistakes a "
            "person could make while the game is big. What would have won: {0}.\n",
            answer.value_or(""));
    }
    return trf(
        "The computer did not play a winning move: at its level it sometimes plays at "
        "random. What would have won: {0}.\n",
        answer.value_or(""));
}

std::string computer_move_reason(const Game& game, const AnyExplanation& explanation,
                                 MoveVerdict verdict, StrengthStyle style, const Wording& wording) {
    return tr("Why the computer played this:") + std::string("\n") +
           verdict_answer(game, verdict, explanation, style, wording) +
           game.render_explanation(explanation, wording);
}

std::string taken_back_message(int moves) {
    return moves == 0 ? std::string(tr("There is no move of yours to take back."))
                      : ntrf("{0} move taken back.", "{0} moves taken back.", moves, moves);
}

std::string played_again_message(int moves) {
    return moves == 0 ? std::string(tr("There is no move to play again."))
                      : ntrf("{0} move played again.", "{0} moves played again.", moves, moves);
}

std::string restarted_message(int moves) {
    return ntrf("Back to the game's first position: {0} move taken back (r plays it again).",
                "Back to the game's first position: {0} moves taken back (r plays them again).",
                moves, moves);
}

std::string render_review(const AnySetup& setup, const Participants& participants,
                          const std::vector<ReviewEntry>& review, const Wording& wording) {
    std::string text = tr("Review of the game:") + std::string("\n");
    int number = 0;
    for (const ReviewEntry& entry : review) {
        text += fmt::format(
            "{:>4}. {} {}\n", ++number,
            game_of(setup).announce_move(setup, participants.at(entry.mover), entry.move, wording),
            verdict_sentence(setup, entry, wording));
    }
    return text;
}

}  // namespace marienbad
