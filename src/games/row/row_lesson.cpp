// The row's lesson, from handout 004: won and lost positions by its recursion ("a position is won
// when some move leaves a lost one"), worked on small rows; then, so that any row can be judged,
// the values of runs by the same recursion (the smallest number no move leaves, a split run
// counting as the xor of its two parts), computed by the student for runs of 1 to 8 matches
// (handout 004's recursion table), and a row's value as the xor of its runs'; misère play, where
// the values decide but for exceptions near the end, applied as a rule (runs of 5 and 15 judged);
// the mirror as a shortcut (equal runs cancel out), and where misère play's copy fails; a game on
// the full row of 21 against the perfect computer, with the coach.
#include "games/row/row_game.hpp"
#include "games/row/row_lesson_questions.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

AnySetup row(const char* pattern, Convention convention = Convention::misere) {
    return RowSetup{convention, k_row_default_max_take, parse_row_pattern(pattern).position};
}

// The longest run the values' table shows.
constexpr int k_table_longest = 31;

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
        {tr("A move may cut a run of matches in two. Two runs of two matches are lost for the "
            "player to move: if they take a whole run, take one match of the other and leave them "
            "the last; if they take one match, take the whole other run and leave them the last.")},
        row("11111"), tr("A run of five matches: find the winning move (only one wins).")));

    std::vector<ExerciseQuestion> values;
    for (int length = 1; length <= 8; ++length) {
        values.push_back(run_value_question(length));
    }
    values.back().after =
        trf("Right. The values go on the same way; from now on, read them in this table:\n{0}",
            run_values_table(k_table_longest));
    lesson.push_back(questions_exercise(
        tr("The value of a run"),
        {tr("Positions with many runs are too many to work out one by one. Handout 004's "
            "recursion gives each run a number instead, its value; take normal play first, where "
            "whoever takes the last match wins, and no match is worth 0."),
         tr("A run's value is the smallest number that no move from it leaves. A move that cuts a "
            "run in two leaves two runs, worth the xor of their values: write both in binary and "
            "add each bit without carrying, 1 + 1 giving 0, as Nim's binary matrix adds its "
            "lines. So 1 xor 1 = 0, 1 xor 2 = 3, 2 xor 3 = 1, 3 xor 3 = 0."),
         tr("A run of 1: the only move leaves no match, worth 0, so its value is 1. A run of 2: "
            "the moves leave one match (1) or none (0), so 2. Work out the next ones the same way, "
            "from the shortest up, as handout 004's recursion does.")},
        row("11111111", Convention::normal), tr("Type the value of each run, from 1 match to 8."),
        std::move(values)));

    lesson.push_back(find_move_exercise(
        tr("A row's value"),
        {tr("A row of several runs is worth the xor of its runs' values, and it is lost for the "
            "player to move exactly when that xor is 0 — normal play's rule, as Nim's even sums. "
            "Every move changes one run, so it changes the xor; from a xor other than 0 some move "
            "brings it back to 0."),
         tr("Here the runs of 3, 4 and 7 matches are worth 3, 4 and 3: 3 xor 4 xor 3 = 4. The "
            "runs of 3 and 7 cancel out, so the run of 4 must become worth 0: cut it in two "
            "parts whose xor is 0.")},
        row("1110111101111111", Convention::normal),
        tr("Normal play: find the move that makes the xor 0 (only one does).")));

    std::vector<ExerciseQuestion> judged;
    for (const std::vector<int>& runs : std::vector<std::vector<int>>{
             {5, 15}, {2, 2}, {1, 1, 1}, {4, 1}, {5, 4, 1}, {10, 5, 1}, {6, 4, 1}}) {
        judged.push_back(misere_judgement_question(runs));
    }
    lesson.push_back(questions_exercise(
        tr("Misère play's rule"),
        {tr("In misère play, the row's own game, whoever takes the last match loses. The values "
            "still decide, with the same table, as long as some run has another length than 1, "
            "4, 5 or 10 matches: a xor of 0 is lost for the player to move."),
         tr("When every run has 1, 4, 5 or 10 matches, three exceptions come first:\n"
            "  only single matches: an odd number of them is lost;\n"
            "  an odd number of single matches, one run of 5 and none of 10: an odd number of "
            "runs of 4 is lost, an even number won;\n"
            "  an odd number of single matches, one run of 5, one of 10 and none of 4: lost.\n"
            "Otherwise the values decide again."),
         tr("So runs of 5 and 15 matches: 15 is none of 1, 4, 5 or 10, so the values decide; the "
            "table gives 1 and 1, and 1 xor 1 = 0: lost for the player to move.")},
        row("111110111111111111111"),
        tr("Judge each position for the player to move: type 1 for lost, 2 for won."),
        std::move(judged)));

    lesson.push_back(find_move_exercise(
        tr("An exception at work"),
        {tr("Near the end of a misère game the exceptions change the move. Here the runs have 1, "
            "1, 1 and 5 matches: in normal play their values, 1 xor 1 xor 1 xor 1 = 0, say lost. "
            "But every run has 1, 4, 5 or 10 matches, the single matches are odd in number, with "
            "one run of 5, none of 10, and no run of 4, an even number: the second exception says "
            "won. Find the move that leaves a position the rule calls lost.")},
        row("10101011111"), tr("Misère play: find the winning move (only one wins).")));

    lesson.push_back(find_move_exercise(
        tr("The mirror, a shortcut"),
        {tr("Two equal runs have equal values, and x xor x = 0: they cancel out. So in normal play "
            "runs in equal pairs are lost for the player to move: whatever they take from one "
            "run, take the same from its twin, and the last match is yours. From a single run, "
            "take its middle (one match from an odd run, two from an even one) and copy your "
            "opponent from then on: no table needed.")},
        row("1111111111", Convention::normal),
        tr("Normal play, a run of ten matches: find the winning move (only one wins).")));

    lesson.push_back(find_move_exercise(
        tr("Where the copy fails"),
        {tr("In misère play copying wins too, but for one thing: a copy that would leave only "
            "single matches, an even number of them. Two single matches are lost in normal play, "
            "and won in misère play: take one, and the last is your opponent's — the first "
            "exception of the rule. So when only single matches would be left, leave an odd "
            "number of them.")},
        row("1011"), tr("Misère play, runs of 1 and 2 matches: find the winning move.")));

    lesson.push_back(win_game_exercise(
        tr("A whole game"),
        {tr("Now win a whole game against level 4, the virtuoso, on the full row of 21 matches, "
            "in misère play: you start. Take the middle match, place 10, to leave two runs of "
            "10; then copy your opponent in the other run, unless the copy would leave only "
            "single matches: then leave an odd number of them. Should you lose the thread, the "
            "values and the rule judge any position. The coach says at once when a move lets "
            "the win go; ? gives a hint.")},
        row("111111111111111111111")));
    return lesson;
}

}  // namespace marienbad
