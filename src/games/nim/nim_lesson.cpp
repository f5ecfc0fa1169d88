// Nim's lesson, from handout 000 §6's method (the binary matrix, its column sums, even and odd
// positions), ending with a game on handout 002's board. Nim's piles are columns as handout 000
// draws them, rows in the window as handout 002 draws them: each sentence that names them comes
// in both.
#include "games/nim/nim_game.hpp"
#include "games/nim/nim_tables.hpp"
#include "i18n/i18n.hpp"

namespace marienbad {
namespace {

const char* by_wording(const Wording& wording, const char* columns, const char* rows) {
    return wording.piles_as_rows ? tr(rows) : tr(columns);
}

AnySetup nim(std::vector<int> piles, Convention convention = Convention::normal) {
    return NimSetup{convention, NimPosition{std::move(piles)}};
}

}  // namespace

std::vector<Exercise> NimGame::lesson(const Wording& wording) {
    std::vector<Exercise> lesson;
    lesson.push_back(find_move_exercise(
        tr("Two equal piles"),
        {by_wording(
             wording,
             tr_noop(
                 "In Nim a move takes one piece or more from a single column, and whoever takes "
                 "the last piece wins. A position is lost for the player to move when, whatever "
                 "they take, the other player has an answer that keeps it lost; it is won when "
                 "some move leaves the other player a lost position."),
             tr_noop(
                 "In Nim a move takes one piece or more from a single row, and whoever takes the "
                 "last piece wins. A position is lost for the player to move when, whatever "
                 "they take, the other player has an answer that keeps it lost; it is won when "
                 "some move leaves the other player a lost position.")),
         by_wording(
             wording,
             tr_noop(
                 "Start with two columns. Two equal columns are lost for the player to move: "
                 "whatever they take from one, take the same from the other, and the last piece "
                 "is yours. So from two unequal columns, make them equal."),
             tr_noop(
                 "Start with two rows. Two equal rows are lost for the player to move: whatever "
                 "they take from one, take the same from the other, and the last piece is "
                 "yours. So from two unequal rows, make them equal."))},
        nim({3, 5}),
        by_wording(wording, tr_noop("Columns of 3 and 5 pieces: find the winning move."),
                   tr_noop("Rows of 3 and 5 pieces: find the winning move."))));

    lesson.push_back(find_move_exercise(
        tr("The binary matrix"),
        {by_wording(
             wording,
             tr_noop(
                 "With more columns, write each column's count in binary, one line a column, on "
                 "8 bits (the bit worth 128 first), and add up each column of bits:"),
             tr_noop("With more rows, write each row's count in binary, one line a row, on 8 bits "
                     "(the bit worth 128 first), and add up each column of bits:")),
         nim_matrix_table({3, 4, 5}, wording),
         tr("When every sum is even, the position is even, and it is lost for the player to "
            "move: whatever they take changes a single line of bits, so at least one sum becomes "
            "odd; and from an odd position there is always a move that makes every sum even "
            "again. Whoever keeps handing the other player even positions takes the last piece, "
            "since the empty board is even."),
         tr("To find that move: take the first odd sum from the left, the first line with a 1 in "
            "that column of bits, and flip that line's bits wherever the sum is odd. The line's "
            "new value is what to reduce that pile to.")},
        nim({3, 4, 5}),
        tr("Here only the sum in the column worth 2 is odd: find the move that makes every sum "
           "even.")));

    lesson.push_back(find_move_exercise(
        tr("A bigger board"),
        {tr("The same method on seven piles: the matrix of 19, 10, 14, 13, 4, 20 and 7."),
         nim_matrix_table({19, 10, 14, 13, 4, 20, 7}, wording),
         tr("The first odd sum from the left is in the column worth 8. Every line with a 1 there "
            "gives a winning move: flip its bits where the sums are odd, and reduce that pile to "
            "the value it makes.")},
        nim({19, 10, 14, 13, 4, 20, 7}), tr("Find a winning move: three of them win.")));

    lesson.push_back(find_move_exercise(
        tr("Without the table"),
        {tr("Now the matrix is yours to write, on paper or in your head: each pile in binary, "
            "the sums of the columns of bits, the first odd one, the line to change.")},
        nim({8, 13, 2, 3}), tr("Find the winning move: only one wins.")));

    lesson.push_back(find_move_exercise(
        tr("Misère play"),
        {tr("In misère play whoever takes the last piece loses. Play exactly as before while two "
            "piles or more hold more than one piece. When your move would leave only piles of one "
            "piece, leave an odd number of them instead: the last one is then your opponent's."),
         tr("With piles of 1, 1 and 4, normal play would take the whole pile of 4 and leave two "
            "single pieces: in misère play that loses.")},
        nim({1, 1, 4}, Convention::misere),
        tr("Misère play, piles of 1, 1 and 4: find the winning move.")));

    lesson.push_back(win_game_exercise(
        tr("A whole game"),
        {tr("Now win a whole game against level 4, the virtuoso, who never misses a winning move. "
            "The board is 1, 2, 3, 5 and 7, in normal play, and you start: its sums are not all "
            "even, so it is won for you. Hand your opponent an even position at every move; ? "
            "gives a hint.")},
        nim({1, 2, 3, 5, 7})));
    return lesson;
}

}  // namespace marienbad
