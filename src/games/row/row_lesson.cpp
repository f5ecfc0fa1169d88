// The row's lesson, from handout 004: won and lost positions by its recursion ("a position is won
// when some move leaves a lost one"), worked on small rows; the mirror strategy of normal play
// (two equal runs are lost: copy the other player); where misère play differs (a copy that would
// leave only single matches); a game on the full row of 21.
#include "games/row/row_game.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

AnySetup row(const char* pattern, Convention convention = Convention::misere) {
    return RowSetup{convention, k_row_default_max_take, parse_row_pattern(pattern).position};
}

}  // namespace

std::vector<Exercise> RowGame::lesson(const Wording&) {
    std::vector<Exercise> lesson;
    lesson.push_back(find_move_exercise(
        tr("Won and lost positions"),
        {tr("Matches stand in a row; a move takes one, two or three matches standing side by "
            "side, and whoever takes the last match loses."),
         tr("A position is won for the player to move when some move leaves the other player a "
            "lost position, and lost when every move leaves a won one. With no match left, the "
            "player to move has won: the other one took the last match. Small positions are "
            "worked out that way, from the smallest up."),
         tr("A single match is lost: you must take it. Two matches side by side are won: take "
            "one, and the last one is your opponent's.")},
        row("111"), tr("Three matches side by side: find a winning move (two of them win).")));

    lesson.push_back(find_move_exercise(
        tr("Two runs of two"),
        {tr("Two runs of two matches are lost for the player to move. If they take a whole run, "
            "take one match of the other and leave them the last; if they take one match, take "
            "the whole other run and leave them the last.")},
        row("11111"), tr("A run of five matches: find the winning move (only one wins).")));

    lesson.push_back(find_move_exercise(
        tr("The mirror"),
        {tr("In normal play, where whoever takes the last match wins, two equal runs are lost for "
            "the player to move: whatever they take from one run, take the same from the other, "
            "and the last match is yours. So from a single run, take its middle (one match from "
            "an odd run, two from an even one) and copy your opponent from then on.")},
        row("1111111111", Convention::normal),
        tr("Normal play, a run of ten matches: find the winning move (only one wins).")));

    lesson.push_back(find_move_exercise(
        tr("Where misère play differs"),
        {tr("In misère play copying wins too, but for one thing: a copy that would leave only "
            "single matches. Two single matches are lost in normal play, and won in misère play: "
            "take one, and the last is your opponent's. So when only single matches would be "
            "left, leave an odd number of them.")},
        row("1011"), tr("Misère play, runs of 1 and 2 matches: find the winning move.")));

    lesson.push_back(win_game_exercise(
        tr("A whole game"),
        {tr("Now win a whole game against level 4, the virtuoso, on the full row of 21 matches, "
            "in misère play: you start. Take the middle match, place 10, to leave two runs of "
            "10; then copy your opponent in the other run, unless the copy would leave only "
            "single matches: then leave an odd number of them. ? gives a hint.")},
        row("111111111111111111111")));
    return lesson;
}

}  // namespace marienbad
