// The matchstick row's sentences (handout 004): the rules, a move announced, who took the last
// match.
#include "i18n/i18n.hpp"
#include "text/game_wording.hpp"

namespace marienbad {

std::string row_rules_sentence(const RowRules& rules) {
    const int max_take = rules.max_take();
    if (rules.convention() == Convention::normal) {
        return ntrf(
            "The matchstick row: take {0} match at a time. Whoever takes the last match wins.",
            "The matchstick row: take 1 to {0} matches standing side by side, with no empty "
            "place between them. Whoever takes the last match wins.",
            max_take, max_take);
    }
    return ntrf(
        "The matchstick row: take {0} match at a time. Whoever takes the last match loses.",
        "The matchstick row: take 1 to {0} matches standing side by side, with no empty place "
        "between them. Whoever takes the last match loses.",
        max_take, max_take);
}

std::string row_rules_summary(const RowRules& rules, int length) {
    const bool normal = rules.convention() == Convention::normal;
    if (rules.max_take() == 1) {
        return normal ? trf("Row of {0}, take 1, normal play", length)
                      : trf("Row of {0}, take 1, misère play", length);
    }
    return normal ? trf("Row of {0}, take 1 to {1}, normal play", length, rules.max_take())
                  : trf("Row of {0}, take 1 to {1}, misère play", length, rules.max_take());
}

std::string row_refusal(const BoardModel& board, int start, int count) {
    const Cell first{0, start};
    if (!board.contains(first) || board.at(first).kind != CellKind::match) {
        return trf("There is no match at place {0}.", start);
    }
    if (board.count_limit > 0 && count > board.count_limit) {
        return ntrf("At most {0} match can be taken in one move.",
                    "At most {0} matches can be taken in one move.", board.count_limit,
                    board.count_limit);
    }
    const int last_place = start + count - 1;
    if (last_place >= board.cols) {
        return trf("The row ends at place {0}.", board.cols - 1);
    }
    return trf("Places {0} to {1} are not all matches.", start, last_place);
}

std::string row_move_announcement(Participant mover, const RowMove& move) {
    if (mover == Participant::you) {
        return ntrf("You take {0} match from place {1}.", "You take {0} matches from place {1}.",
                    move.count, move.count, move.start);
    }
    return ntrf("{0} takes {1} match from place {2}.", "{0} takes {1} matches from place {2}.",
                move.count, participant_name(mover), move.count, move.start);
}

std::string row_game_over_sentence(Participant last_mover) {
    return last_mover == Participant::you
               ? std::string(tr("You took the last match."))
               : trf("{0} took the last match.", participant_name(last_mover));
}

}  // namespace marienbad
