// Nim's three hint steps and the why of the method, in both wordings: piles as columns (handout
// 000) or rows (handout 002). Two piles in normal play get the copy, as the lesson's first
// exercise teaches it; more, the binary method, whose matrix's lines are "lines", never rows or
// columns.
#include "games/nim/nim_hint_steps.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/nim/nim_explanation_text.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

// The rows' text or the columns', as the board is drawn.
std::string as_drawn(const Wording& wording, std::string rows, std::string columns) {
    return wording.piles_as_rows ? std::move(rows) : std::move(columns);
}

std::string bit_string(const std::vector<int>& bits) {
    return fmt::format("{}", fmt::join(bits, ""));
}

// Every winning move, as step 3 lists them.
std::string winning_moves_line(const NimExplanation& explanation, const Wording& wording) {
    std::vector<std::string> moves;
    for (const NimMove& move : explanation.winning_moves) {
        moves.push_back(describe_nim_move(move, wording));
    }
    return winning_moves_sentence(moves);
}

// The binary method: handout 000 §6 (normal play, and misère play while two piles or more have
// more than one piece).
HintSteps matrix_steps(const NimExplanation& explanation, const Wording& wording) {
    const NimBinaryMatrix& matrix = explanation.matrix;
    const std::vector<int>& piles = explanation.position.piles;
    const bool misere = explanation.misere_case == MisereCase::like_normal_play;
    HintSteps steps;

    HintStep& method = steps.steps[0];
    method.title = tr("the binary method");
    method.body =
        as_drawn(
            wording,
            trf("Write each row's number of pieces in binary, one line per row, with bits "
                "worth {0}. Then add up each bit: how many lines have a 1 worth {1}, how many "
                "a 1 worth {2}, and so on.\n",
                nim_bit_worths_text(matrix), nim_bit_worth(matrix, 0), nim_bit_worth(matrix, 1)),
            trf("Write each column's number of pieces in binary, one line per column, with "
                "bits worth {0}. Then add up each bit: how many lines have a 1 worth {1}, how "
                "many a 1 worth {2}, and so on.\n",
                nim_bit_worths_text(matrix), nim_bit_worth(matrix, 0), nim_bit_worth(matrix, 1))) +
        tr("When every sum is even, the player to move loses against perfect play; when a sum is "
           "odd, some move makes every sum even, and that move wins.\n");
    if (misere) {
        method.body += as_drawn(wording,
                                tr("Misère play: while two rows or more have more than one "
                                   "piece, this is played exactly as when the last piece wins.\n"),
                                tr("Misère play: while two columns or more have more than one "
                                   "piece, this is played exactly as when the last piece wins.\n"));
    }

    HintStep& computation = steps.steps[1];
    computation.title = tr("this position's binary matrix");
    const auto& step = explanation.step;
    NimMatrixMarks marks;
    if (step) {
        marks = {step->chosen_row, true};
    }
    computation.body = render_nim_binary_matrix(matrix, piles, wording, marks);

    HintStep& answer = steps.steps[2];
    if (!step) {
        computation.body +=
            tr("Every sum is even: the player to move loses against perfect play.\n");
        answer.title = tr("no move wins");
        answer.body =
            tr("Every sum is even: whatever you take makes some sum odd, and a perfect opponent "
               "makes them all even again. Play on and hope for a mistake.\n");
        return steps;
    }
    const int row = step->chosen_row;
    const int pile = piles[static_cast<std::size_t>(row)];
    const auto odd = static_cast<long long>(step->odd_columns.size());
    const std::string odd_worths = nim_bit_worths_of(matrix, step->odd_columns);
    const auto first_worth = nim_bit_worth(matrix, step->first_odd_column);
    computation.body += ntrf(
        "The sum of the bit worth {0} is odd (marked ^): the player to move "
        "can win.\n",
        "The sums of the bits worth {0} are odd (marked ^): the player to "
        "move can win.\n",
        odd, odd_worths);
    const bool first = row == step->rows_with_bit.front();
    computation.body +=
        first ? as_drawn(wording,
                         ntrf("Under the first odd sum from the left, the bit worth {0}, the first "
                              "line with a 1 is row {1}'s ({2} piece, marked >): the row to "
                              "change.\n",
                              "Under the first odd sum from the left, the bit worth {0}, the first "
                              "line with a 1 is row {1}'s ({2} pieces, marked >): the row to "
                              "change.\n",
                              pile, first_worth, row, pile),
                         ntrf("Under the first odd sum from the left, the bit worth {0}, the first "
                              "line with a 1 is column {1}'s ({2} piece, marked >): the column to "
                              "change.\n",
                              "Under the first odd sum from the left, the bit worth {0}, the first "
                              "line with a 1 is column {1}'s ({2} pieces, marked >): the column to "
                              "change.\n",
                              pile, first_worth, row, pile))
              : as_drawn(wording,
                         ntrf("Row {1}'s line ({2} piece, marked >) has a 1 under the first odd "
                              "sum from the left, the bit worth {0}: the row to change.\n",
                              "Row {1}'s line ({2} pieces, marked >) has a 1 under the first odd "
                              "sum from the left, the bit worth {0}: the row to change.\n",
                              pile, first_worth, row, pile),
                         ntrf("Column {1}'s line ({2} piece, marked >) has a 1 under the first "
                              "odd sum from the left, the bit worth {0}: the column to change.\n",
                              "Column {1}'s line ({2} pieces, marked >) has a 1 under the first "
                              "odd sum from the left, the bit worth {0}: the column to change.\n",
                              pile, first_worth, row, pile));
    std::vector<int> others;
    for (const int other : step->rows_with_bit) {
        if (other != row) {
            others.push_back(other);
        }
    }
    if (!others.empty()) {
        const auto count = static_cast<long long>(others.size());
        computation.body +=
            as_drawn(wording,
                     ntrf("Row {0} has a 1 there too: changing it would win as well.\n",
                          "Rows {0} have a 1 there too: changing one of them would win as well.\n",
                          count, list_of_numbers(others)),
                     ntrf("Column {0} has a 1 there too: changing it would win as well.\n",
                          "Columns {0} have a 1 there too: changing one of them would win as "
                          "well.\n",
                          count, list_of_numbers(others)));
    }

    answer.title = describe_nim_move(*explanation.winning_move, wording);
    const int take = pile - step->new_value;
    const std::string flipped = ntrf("the bit worth {0}", "the bits worth {0}", odd, odd_worths);
    const std::string bits = bit_string(matrix.rows[static_cast<std::size_t>(row)]);
    answer.body = as_drawn(
        wording,
        ntrf("Flip row {1}'s bits where the sum is odd, {2}: {3} becomes {4}, that is {5}. So "
             "take {6} - {5} = {0} piece from row {1}.\n",
             "Flip row {1}'s bits where the sum is odd, {2}: {3} becomes {4}, that is {5}. So "
             "take {6} - {5} = {0} pieces from row {1}.\n",
             take, take, row, flipped, bits, bit_string(step->flipped_bits), step->new_value, pile),
        ntrf("Flip column {1}'s bits where the sum is odd, {2}: {3} becomes {4}, that is {5}. So "
             "take {6} - {5} = {0} piece from column {1}.\n",
             "Flip column {1}'s bits where the sum is odd, {2}: {3} becomes {4}, that is {5}. So "
             "take {6} - {5} = {0} pieces from column {1}.\n",
             take, take, row, flipped, bits, bit_string(step->flipped_bits), step->new_value,
             pile));
    std::vector<int> after = piles;
    after[static_cast<std::size_t>(row)] = step->new_value;
    const NimBinaryMatrix left = build_nim_binary_matrix(after);
    const std::string sums = fmt::format("{}", fmt::join(left.column_sums, " "));
    answer.body +=
        misere
            ? as_drawn(wording,
                       trf("The sums become {0}, all even: whatever the opponent takes, you can "
                           "make them all even again, until a single row has more than one "
                           "piece; then leave an odd number of rows of one piece.\n",
                           sums),
                       trf("The sums become {0}, all even: whatever the opponent takes, you can "
                           "make them all even again, until a single column has more than one "
                           "piece; then leave an odd number of columns of one piece.\n",
                           sums))
            : trf("The sums become {0}, all even: whatever the opponent takes, you can make them "
                  "all even again, and the last piece is yours.\n",
                  sums);
    answer.body += winning_moves_line(explanation, wording);
    return steps;
}

// Misère play with one pile of more than one piece: the single pieces are counted.
HintSteps one_large_pile_steps(const NimExplanation& explanation, const Wording& wording) {
    HintSteps steps;
    const int large = explanation.large_pile;
    const int size = explanation.position.piles[static_cast<std::size_t>(large)];
    const int singles = explanation.single_piece_piles;
    steps.steps[0] = {
        as_drawn(wording, tr("count the rows of one piece"), tr("count the columns of one piece")),
        as_drawn(wording,
                 tr("Misère play, and a single row has more than one piece: counting takes over "
                    "from the binary method. With only rows of one piece left, each move takes "
                    "one, and whoever faces an odd number of them takes the last piece and loses. "
                    "So count the rows of one piece, and see what the large row can leave.\n"),
                 tr("Misère play, and a single column has more than one piece: counting takes "
                    "over from the binary method. With only columns of one piece left, each move "
                    "takes one, and whoever faces an odd number of them takes the last piece and "
                    "loses. So count the columns of one piece, and see what the large column can "
                    "leave.\n"))};
    steps.steps[1] = {
        as_drawn(wording, tr("the rows of this position"), tr("the columns of this position")),
        as_drawn(wording,
                 ntrf("Row {1} has {2} pieces, the only row with more than one; {0} row has one "
                      "piece.\n",
                      "Row {1} has {2} pieces, the only row with more than one; {0} rows have one "
                      "piece.\n",
                      singles, singles, large, size),
                 ntrf("Column {1} has {2} pieces, the only column with more than one; {0} column "
                      "has one piece.\n",
                      "Column {1} has {2} pieces, the only column with more than one; {0} columns "
                      "have one piece.\n",
                      singles, singles, large, size)) +
            tr("Reducing the large one to one piece or to none, you choose whether that number "
               "is odd or even: the player to move can win.\n")};
    const NimMove& move = *explanation.winning_move;
    const int left = singles + (size - move.take == 1 ? 1 : 0);
    const int other = singles + (size - move.take == 1 ? 0 : 1);
    const int other_take = size - (size - move.take == 1 ? 0 : 1);
    steps.steps[2] = {
        describe_nim_move(move, wording),
        as_drawn(wording,
                 ntrf("It leaves {0} row of one piece, an odd number: they are taken one by one, "
                      "and the opponent takes the last.\n",
                      "It leaves {0} rows of one piece, an odd number: they are taken one by one, "
                      "and the opponent takes the last.\n",
                      left, left),
                 ntrf("It leaves {0} column of one piece, an odd number: they are taken one by "
                      "one, and the opponent takes the last.\n",
                      "It leaves {0} columns of one piece, an odd number: they are taken one by "
                      "one, and the opponent takes the last.\n",
                      left, left)) +
            ntrf("Taking {0} piece instead would leave {1}, an even number, and the last piece "
                 "would be yours. It is the only winning move.\n",
                 "Taking {0} pieces instead would leave {1}, an even number, and the last piece "
                 "would be yours. It is the only winning move.\n",
                 other_take, other_take, other)};
    return steps;
}

// Misère play with single pieces only: their number decides.
HintSteps single_pieces_steps(const NimExplanation& explanation, const Wording& wording) {
    HintSteps steps;
    const auto count = static_cast<long long>(explanation.position.piles.size());
    steps.steps[0] = {
        as_drawn(wording, tr("count the rows"), tr("count the columns")),
        as_drawn(wording,
                 tr("Misère play, and every row has one piece: each move takes a whole row, one "
                    "after the other, and whoever faces an odd number of rows takes the last "
                    "piece and loses. So count the rows.\n"),
                 tr("Misère play, and every column has one piece: each move takes a whole "
                    "column, one after the other, and whoever faces an odd number of columns "
                    "takes the last piece and loses. So count the columns.\n"))};
    const bool wins = explanation.winning_move.has_value();
    steps.steps[1] = {
        as_drawn(wording, tr("the rows of this position"), tr("the columns of this position")),
        wins ? as_drawn(wording,
                        ntrf("There is {0} row of one piece, an even number: the player to move "
                             "can win.\n",
                             "There are {0} rows of one piece, an even number: the player to move "
                             "can win.\n",
                             count, count),
                        ntrf("There is {0} column of one piece, an even number: the player to "
                             "move can win.\n",
                             "There are {0} columns of one piece, an even number: the player to "
                             "move can win.\n",
                             count, count))
             : as_drawn(wording,
                        ntrf("There is {0} row of one piece, an odd number: the player to move "
                             "loses.\n",
                             "There are {0} rows of one piece, an odd number: the player to move "
                             "loses.\n",
                             count, count),
                        ntrf("There is {0} column of one piece, an odd number: the player to move "
                             "loses.\n",
                             "There are {0} columns of one piece, an odd number: the player to "
                             "move loses.\n",
                             count, count))};
    if (!wins) {
        steps.steps[2] = {tr("no move wins"),
                          tr("Every move takes one piece, so nothing you choose changes the end: "
                             "the last piece will be yours. Play on: the game is short.\n")};
        return steps;
    }
    steps.steps[2] = {
        describe_nim_move(*explanation.winning_move, wording),
        as_drawn(wording,
                 ntrf("It leaves {0} row, an odd number: the opponent takes the last piece. Any "
                      "row would do.\n",
                      "It leaves {0} rows, an odd number: the opponent takes the last piece. Any "
                      "row would do.\n",
                      count - 1, count - 1),
                 ntrf("It leaves {0} column, an odd number: the opponent takes the last piece. "
                      "Any column would do.\n",
                      "It leaves {0} columns, an odd number: the opponent takes the last piece. "
                      "Any column would do.\n",
                      count - 1, count - 1))};
    return steps;
}

// Normal play with two piles: the copy, which the lesson teaches before the binary method.
HintSteps two_piles_steps(const NimExplanation& explanation, const Wording& wording) {
    HintSteps steps;
    const std::vector<int>& piles = explanation.position.piles;
    steps.steps[0] = {
        as_drawn(wording, tr("make the two rows equal"), tr("make the two columns equal")),
        as_drawn(wording,
                 tr("Two equal rows are lost for the player to move: whatever they take from one, "
                    "the other player takes the same from the other, and the last piece is "
                    "theirs. So from two unequal rows, make them equal.\n"),
                 tr("Two equal columns are lost for the player to move: whatever they take from "
                    "one, the other player takes the same from the other, and the last piece is "
                    "theirs. So from two unequal columns, make them equal.\n"))};
    steps.why =
        as_drawn(wording,
                 tr("Whatever the opponent takes from one row, the same is left in the other for "
                    "you to take: after each of your moves the two rows are equal again, so you "
                    "always have an answer, and the last piece is yours. With more rows, copying "
                    "is not enough: the binary method decides.\n"),
                 tr("Whatever the opponent takes from one column, the same is left in the other "
                    "for you to take: after each of your moves the two columns are equal again, so "
                    "you always have an answer, and the last piece is yours. With more columns, "
                    "copying is not enough: the binary method decides.\n"));
    const bool wins = explanation.winning_move.has_value();
    steps.steps[1] = {
        as_drawn(wording, tr("the rows of this position"), tr("the columns of this position")),
        wins ? as_drawn(wording,
                        trf("Rows of {0} and {1} pieces: unequal, so the player to move can "
                            "win.\n",
                            piles[0], piles[1]),
                        trf("Columns of {0} and {1} pieces: unequal, so the player to move can "
                            "win.\n",
                            piles[0], piles[1]))
             : as_drawn(wording,
                        trf("Rows of {0} and {1} pieces: equal, so the player to move loses "
                            "against perfect play.\n",
                            piles[0], piles[1]),
                        trf("Columns of {0} and {1} pieces: equal, so the player to move loses "
                            "against perfect play.\n",
                            piles[0], piles[1]))};
    if (!wins) {
        steps.steps[2] = {tr("no move wins"),
                          as_drawn(wording,
                                   tr("Whatever you take from one row, a perfect opponent takes "
                                      "the same from the other. Play on and hope for a "
                                      "mistake.\n"),
                                   tr("Whatever you take from one column, a perfect opponent "
                                      "takes the same from the other. Play on and hope for a "
                                      "mistake.\n"))};
        return steps;
    }
    const NimMove& move = *explanation.winning_move;
    const int left = piles[static_cast<std::size_t>(move.pile)] - move.take;
    steps.steps[2] = {
        describe_nim_move(move, wording),
        as_drawn(wording,
                 ntrf("It leaves two rows of {0} piece: from then on, take from one row what the "
                      "opponent takes from the other, and the last piece is yours. It is the "
                      "only winning move.\n",
                      "It leaves two rows of {0} pieces: from then on, take from one row what the "
                      "opponent takes from the other, and the last piece is yours. It is the "
                      "only winning move.\n",
                      left, left),
                 ntrf("It leaves two columns of {0} piece: from then on, take from one column "
                      "what the opponent takes from the other, and the last piece is yours. It "
                      "is the only winning move.\n",
                      "It leaves two columns of {0} pieces: from then on, take from one column "
                      "what the opponent takes from the other, and the last piece is yours. It "
                      "is the only winning move.\n",
                      left, left))};
    return steps;
}

std::string nim_why(const NimExplanation& explanation, const Wording& wording) {
    std::string why = as_drawn(
        wording,
        tr("When every sum is even, a move changes one row only, so some of its bits change and "
           "their sums turn odd. When a sum is odd, a move can always make every sum even again: "
           "the first line with a 1 under the first odd sum, its bits flipped where the sums are "
           "odd, gives a smaller number. The empty board has every sum 0, even: whoever always "
           "leaves even sums takes the last piece.\n"),
        tr("When every sum is even, a move changes one column only, so some of its bits change "
           "and their sums turn odd. When a sum is odd, a move can always make every sum even "
           "again: the first line with a 1 under the first odd sum, its bits flipped where the "
           "sums are odd, gives a smaller number. The empty board has every sum 0, even: whoever "
           "always leaves even sums takes the last piece.\n"));
    if (explanation.convention == Convention::misere) {
        why += as_drawn(
            wording,
            tr("In misère play the last piece loses, and only the end differs: play the same way "
               "until a single row has more than one piece, then reduce it to one piece or none "
               "so as to leave an odd number of rows of one piece.\n"),
            tr("In misère play the last piece loses, and only the end differs: play the same way "
               "until a single column has more than one piece, then reduce it to one piece or "
               "none so as to leave an odd number of columns of one piece.\n"));
    }
    return why;
}

}  // namespace

HintSteps nim_hint_steps(const NimExplanation& explanation, const Wording& wording) {
    HintSteps steps;
    switch (explanation.misere_case) {
        case MisereCase::one_large_pile:
            steps = one_large_pile_steps(explanation, wording);
            break;
        case MisereCase::only_single_pieces:
            steps = single_pieces_steps(explanation, wording);
            break;
        case MisereCase::not_misere:
            if (explanation.position.piles.size() == 2) {
                steps = two_piles_steps(explanation, wording);
                break;
            }
            steps = matrix_steps(explanation, wording);
            break;
        case MisereCase::like_normal_play:
            steps = matrix_steps(explanation, wording);
            break;
    }
    if (steps.why.empty()) {
        steps.why = nim_why(explanation, wording);
    }
    if (explanation.winning_move) {
        steps.move = *explanation.winning_move;
    }
    return steps;
}

}  // namespace marienbad
