// Nim's lesson, from handout 000 §6's method: two equal piles and the copy; numbers in binary and
// the binary matrix, whose sums the student works out; handout 000's own example worked through its
// three steps as questions (the sums, the first odd one, the line to change and its new value),
// then its move; a board without the table; the misère ending; a game on handout 002's board
// against the perfect computer, with the coach. Nim's piles are columns as handout 000 draws them,
// rows in the window as handout 002 draws them: each sentence that names them comes in both. A
// pile is never called anything else; the bits are named by their worth, the matrix's lines
// "lines".
#include "games/nim/nim_explanation.hpp"
#include "games/nim/nim_explanation_text.hpp"
#include "games/nim/nim_game.hpp"
#include "games/nim/nim_tables.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

const char* by_wording(const Wording& wording, const char* columns, const char* rows) {
    return wording.piles_as_rows ? tr(rows) : tr(columns);
}

AnySetup nim(std::vector<int> piles, Convention convention = Convention::normal) {
    return NimSetup{convention, NimPosition{std::move(piles)}};
}

// "The sum of the bits worth 4?", for each bit of the 8 from `first_worth` down to 1.
std::vector<ExerciseQuestion> sum_questions(const std::vector<int>& piles, int first_worth) {
    const NimBinaryMatrix matrix = build_nim_binary_matrix(piles);
    std::vector<ExerciseQuestion> questions;
    for (int bit = 0; bit < matrix.bit_count; ++bit) {
        const int worth = static_cast<int>(nim_bit_worth(matrix, bit));
        if (worth > first_worth) {
            continue;
        }
        std::vector<int> ones;
        for (std::size_t line = 0; line < piles.size(); ++line) {
            if (matrix.rows[line][static_cast<std::size_t>(bit)] == 1) {
                ones.push_back(piles[line]);
            }
        }
        ExerciseQuestion question;
        question.prompt = trf("The sum of the bits worth {0}?", worth);
        question.answer = matrix.column_sums[static_cast<std::size_t>(bit)];
        question.min = 0;
        question.max = static_cast<int>(piles.size());
        question.hint = trf("Count the lines with a 1 under {0}.", worth);
        question.why = ones.empty() ? trf("no line has a 1 worth {0}: the sum is 0.", worth)
                                    : ntrf("{1} has a 1 worth {2}: the sum is {0}.",
                                           "{1} have a 1 worth {2}: the sum is {0}.",
                                           static_cast<long long>(ones.size()), ones.size(),
                                           list_of_numbers(ones), worth);
        questions.push_back(std::move(question));
    }
    return questions;
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

    Exercise matrix = find_move_exercise(
        tr("The binary matrix"),
        {tr("With more piles, copying is not enough: handout 000 writes each pile's number of "
            "pieces in binary, as a sum of 128, 64, 32, 16, 8, 4, 2 and 1, each used once at "
            "most: 5 = 4 + 1 is 00000101, 13 = 8 + 4 + 1 is 00001101."),
         by_wording(wording,
                    tr_noop("One line a column, the bit worth 128 first, makes the binary "
                            "matrix. Then add up the bits of each worth: how many lines have a 1 "
                            "worth 4, how many a 1 worth 2, and so on:"),
                    tr_noop("One line a row, the bit worth 128 first, makes the binary matrix. "
                            "Then add up the bits of each worth: how many lines have a 1 worth 4, "
                            "how many a 1 worth 2, and so on:")),
         nim_matrix_table({3, 4, 5}, wording, false),
         tr("When every sum is even, the position is lost for the player to move: whatever they "
            "take changes a single line, so at least one sum becomes odd; and from a position "
            "with an odd sum there is always a move that makes every sum even again. Whoever "
            "keeps handing the other player even sums takes the last piece, since the empty "
            "board's sums are all 0."),
         tr("To find that move: take the first odd sum from the left, the first line with a 1 "
            "under it, and flip that line's bits wherever the sum is odd. The line's new value "
            "is what to reduce that pile to.")},
        nim({3, 4, 5}), tr("Now find the move that makes every sum even."));
    matrix.questions = sum_questions({3, 4, 5}, 4);
    lesson.push_back(std::move(matrix));

    const std::vector<int> example = {19, 10, 14, 13, 4, 20, 7};
    Exercise handout = find_move_exercise(
        tr("Handout 000's example"),
        {tr("Handout 000 works its method on seven piles, 19, 10, 14, 13, 4, 20 and 7. Step 1, "
            "the binary matrix:"),
         nim_matrix_table(example, wording, false),
         tr("Step 2: the sums of the bits of each worth, from 128 down to 1; the position is won "
            "when one is odd. Step 3: the first odd sum from the left, the first line with a 1 "
            "under it, that line's bits flipped where the sums are odd.")},
        nim(example), tr("Now find a winning move: three of them win."));
    handout.questions = sum_questions(example, 128);
    {
        const NimExplanation explained =
            explain_nim_position(NimPosition{example}, Convention::normal);
        const NimMatrixStep& step = *explained.step;
        const int worth = static_cast<int>(nim_bit_worth(explained.matrix, step.first_odd_column));
        ExerciseQuestion first_odd;
        first_odd.prompt = tr("The first odd sum from the left: the bits worth how much?");
        first_odd.answer = worth;
        first_odd.min = 1;
        first_odd.max = 128;
        first_odd.hint =
            tr("Read the sums from the bits worth 128 towards 1; stop at the first "
               "odd one.");
        first_odd.why = trf("the sums are {0}: the first odd one is under {1}.",
                            nim_column_sums(example), worth);
        handout.questions.push_back(std::move(first_odd));
        ExerciseQuestion line;
        line.prompt =
            by_wording(wording, tr_noop("The first line with a 1 worth that much: which column?"),
                       tr_noop("The first line with a 1 worth that much: which row?"));
        line.answer = step.chosen_row;
        line.min = 0;
        line.max = static_cast<int>(example.size()) - 1;
        line.hint = trf("Go down the bits worth {0}, from the first line.", worth);
        const int chosen = example[static_cast<std::size_t>(step.chosen_row)];
        line.why = ntrf("the first line with a 1 worth {1} is {2} {3}'s ({0} piece).",
                        "the first line with a 1 worth {1} is {2} {3}'s ({0} pieces).", chosen,
                        chosen, worth, pile_word(wording), step.chosen_row);
        handout.questions.push_back(std::move(line));
        ExerciseQuestion value;
        const int pile = example[static_cast<std::size_t>(step.chosen_row)];
        value.prompt = trf("Its bits flipped where the sums are odd: what number is it now?");
        value.answer = step.new_value;
        value.min = 0;
        value.max = 255;
        value.hint = trf("Flip its bits worth {0}, then add up the worths of its 1s.",
                         nim_bit_worths_of(explained.matrix, step.odd_columns));
        value.why = trf("{0} flipped at {1} gives {2}: take {3} pieces.", pile,
                        nim_bit_worths_of(explained.matrix, step.odd_columns), step.new_value,
                        pile - step.new_value);
        handout.questions.push_back(std::move(value));
    }
    lesson.push_back(std::move(handout));

    lesson.push_back(find_move_exercise(
        tr("Without the table"),
        {tr("Now the matrix is yours to write, on paper or in your head: each pile in binary, "
            "the sums of the bits of each worth, the first odd one, the line to change.")},
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
            "The board is handout 002's 1, 2, 3, 5 and 7, in normal play, and you start: its sums "
            "are not all even, so it is won for you. Hand your opponent even sums at every move. "
            "The coach says at once when a move lets the win go; ? gives a hint.")},
        nim({1, 2, 3, 5, 7})));
    return lesson;
}

}  // namespace marienbad
