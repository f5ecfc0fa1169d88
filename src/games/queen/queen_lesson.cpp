// The queen's lesson: its moves and the sink; the cells labelled 0 or 1 from the sink back, as
// handout 001 labels the pawn's grid, typed by the student on a 5 × 5 board; the pattern the 0s
// fall on (Wythoff's pairs, the differences 0, 1, 2, 3…), the next pairs worked out, which needs no
// table far from the sink; misère play near the sink; several queens' values and their xor; and a
// game on an 8 × 10 board against the perfect computer, with the coach.
#include "games/queen/queen_game.hpp"
#include "games/queen/queen_lesson_questions.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"

namespace marienbad {
namespace {

// A setup of one queen or several, their cells 1-based as the board numbers them.
AnySetup queens_at(std::int64_t rows, std::int64_t cols, std::initializer_list<QueenCell> from_one,
                   Convention convention = Convention::normal) {
    QueenSetup setup{QueenBoard{rows, cols}, {}, convention};
    for (const QueenCell cell : from_one) {
        setup.queens.push_back({cell.row - 1, cell.col - 1});
    }
    return setup;
}

// The labels of a whole board: 0 where a lone queen leaves the player to move lost, 1 elsewhere.
std::string labels_of(const QueenBoard& board, Convention convention) {
    const QueenRules rules(board, convention);
    const QueenSolver solver(rules);
    return render_cell_table(
        static_cast<int>(board.rows), static_cast<int>(board.cols), [&](Cell cell) {
            return std::string(solver.is_safe_cell({cell.row, cell.col}) ? "0" : "1");
        });
}

// The value of each cell of a board (several queens in normal play).
std::string values_of(const QueenBoard& board) {
    const QueenRules rules(board, Convention::normal);
    QueenSolver solver(rules);
    return render_cell_table(static_cast<int>(board.rows), static_cast<int>(board.cols),
                             [&](Cell cell) {
                                 return std::to_string(solver.grundy_value({cell.row, cell.col}));
                             });
}

}  // namespace

std::vector<Exercise> QueenGame::lesson(const Wording&) {
    std::vector<Exercise> lesson;
    lesson.push_back(find_move_exercise(
        tr("The queen and the sink"),
        {tr("The queen moves as in chess, but only towards the sink: any number of cells to the "
            "right, down, or diagonally down to the right, never past the edge. Whoever moves it "
            "into the sink, the bottom right cell, wins."),
         tr("So whoever has to move a queen standing on the sink's row, column or diagonal wins at "
            "once.")},
        queens_at(5, 5, {{5, 2}}), tr("The queen is on (5,2): find the winning move.")));

    const QueenBoard five{5, 5};
    Exercise labels = find_move_exercise(
        tr("Labels from the sink"),
        {tr("Handout 001 labels the pawn's cells from the sink back, and so can you the queen's: "
            "the sink is 0; a cell is 0 when none of the cells the queen reaches from it is 0, and "
            "1 when one of them is."),
         tr("Every cell in line with the sink is 1: the queen goes in from there. Label this "
            "5 × 5 board in handout 001's order, the last column first, from the bottom up, then "
            "the column before it, and so on."),
         tr("From a 1 some move reaches a 0, and from a 0 every move leads to a 1. So move the "
            "queen to a 0, every time: your opponent always faces a 0, and the last move is "
            "yours.")},
        queens_at(5, 5, {{2, 1}}), tr("Now move the queen from (2,1) to a cell labelled 0."));
    labels.questions = queen_label_questions(five, Convention::normal);
    lesson.push_back(std::move(labels));

    Exercise pattern = find_move_exercise(
        tr("The pattern of the 0s"),
        {tr("Count a cell from the sink: its rows, then its columns. The 0s are then pairs, and "
            "their mirror images: (0,0), (1,2), (3,5), (4,7), then (2,1), (5,3), (7,4)…"),
         tr("Each pair's smaller number is the smallest number no earlier pair has used, and its "
            "larger number is the smaller plus the pair's number: 0, 1, 2, 3, 4…. So no two 0s "
            "share a row, a column or a diagonal, and from a 0 the queen never reaches another."),
         tr("Work out the next two pairs.")},
        queens_at(12, 12, {{6, 1}}),
        tr("On this 12 × 12 board the queen is 6 rows and 11 columns from the sink: find the "
           "winning move."));
    for (const int k : {4, 5}) {
        for (ExerciseQuestion& question : wythoff_pair_questions(k)) {
            pattern.questions.push_back(std::move(question));
        }
    }
    lesson.push_back(std::move(pattern));

    lesson.push_back(find_move_exercise(
        tr("Far from the sink"),
        {tr("Far from the sink a table is long to fill, but the pairs need none: the k-th pair is "
            "k times the golden ratio, 1.618…, rounded down, and that plus k. Their smaller "
            "numbers are 0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19…, their larger ones 0, 2, 5, "
            "7, 10, 13, 15, 18, 20, 23, 26, 28, 31…"),
         tr("A queen x rows and y columns from the sink has three ways to a 0: keep x and find its "
            "partner among the pairs (a move along the row), keep y and find its partner (a move "
            "down the column), or keep the difference y − x, the pair with that difference (a move "
            "along the diagonal). Each works when it brings the queen nearer."),
         tr("On this 30 × 30 board the queen is 20 rows and 28 columns from the sink: 20 pairs "
            "with 12, 28 with 17, and the pair of difference 8 is (12,20).")},
        queens_at(30, 30, {{10, 2}}), tr("Find a winning move: three of them win.")));

    const QueenBoard misere_board{6, 6};
    lesson.push_back(find_move_exercise(
        tr("Misère play"),
        {tr("In misère play, whoever moves the queen into the sink loses. Label from the sink back "
            "again: the cells next to the sink, 0 rows and 1 column from it and 1 row and 0 "
            "columns, are 0, since the only move from them is into the sink; then 2 rows and 2 "
            "columns. Farther away the 0s are the pairs of normal play."),
         labels_of(misere_board, Convention::misere)},
        queens_at(6, 6, {{4, 3}}, Convention::misere),
        tr("Misère play: find a winning move, two of them win.")));

    Exercise several = find_move_exercise(
        tr("Several queens"),
        {tr("With several queens a move pushes one of them, and whoever makes the last move wins. "
            "As with several pawns on handout 001's grid, 0 and 1 are not enough: from the sink "
            "back, a cell's value is the smallest number none of the cells a queen reaches from it "
            "has. The queens then add up as Nim's piles: xor their values, and a position is lost "
            "for the player to move exactly when the xor is 0. The values of a 5 × 5 board:"),
         values_of(five), tr("The queens stand on (1,1), worth 7, and (2,3), worth 5.")},
        queens_at(5, 5, {{1, 1}, {2, 3}}), tr("Find a move that makes the xor 0: two of them."));
    ExerciseQuestion sum;
    sum.prompt = tr("7 xor 5?");
    sum.answer = 7 ^ 5;
    sum.min = 0;
    sum.max = 15;
    sum.hint = tr("In binary 7 is 111 and 5 is 101: add each bit without carrying.");
    sum.why =
        tr("111 and 101 have a 1 each in the bits worth 4 and 1, which cancel, and one 1 in "
           "the bit worth 2: the xor is 2, not 0, so the player to move can win.");
    several.questions.push_back(std::move(sum));
    lesson.push_back(std::move(several));

    lesson.push_back(win_game_exercise(
        tr("A whole game"),
        {tr("The queen starts on (1,1) of an 8 × 10 board: 7 rows and 9 columns from the sink, "
            "not a pair, so the first player can win. Move to a 0 every time, against level 4, "
            "the virtuoso. The coach says at once when a move lets the win go; ? gives a hint.")},
        queens_at(8, 10, {{1, 1}})));
    return lesson;
}

}  // namespace marienbad
