// The matchstick row's sentences (handout 004): the rules, a move announced, who took the last
// match, why pointing somewhere takes nothing, line mode's questions, how to play in the window,
// the runs of a row in words.
#include "games/row/row_wording.hpp"

#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

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

std::string row_column_question(int last_column) {
    return trf("Place of the first match (0-{0}): ", last_column);
}

std::string row_count_question(int most) {
    return trf("Matches to take (1-{0}): ", most);
}

std::string row_how_to_play(int max_take) {
    return trf(
        "The board: the matches stand in places numbered from 0, in lines of places "
        "when the row is long; a move takes 1 to {0} matches standing side by side.\n"
        "The mouse: over a match, the matches a click takes are marked — from that "
        "match on to the right. The wheel takes one more or one fewer; a click takes "
        "them.\n"
        "The keys: Left and Right go from match to match, Up and Down (or a digit) say "
        "how many; Enter takes them.",
        max_take);
}

std::string row_runs_text(const RowPosition& position) {
    const std::vector<RowRun> runs = row_runs(position);
    if (runs.empty()) {
        return tr("no match");
    }
    if (runs.size() == 1) {
        return ntrf("a run of {0} match", "a run of {0} matches", runs.front().length,
                    runs.front().length);
    }
    std::vector<int> lengths;
    for (const RowRun& run : runs) {
        lengths.push_back(run.length);
    }
    return trf("runs of {0} matches", list_of_numbers(lengths));
}

}  // namespace marienbad
